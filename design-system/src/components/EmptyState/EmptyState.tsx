import type { ReactNode } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  icon?: ReactNode;
  /** e.g. 'No jobs found. Create your first job!' */
  title: ReactNode;
  description?: ReactNode;
  /** Usually a primary Button. */
  action?: ReactNode;
  /** The title as the screen's heading of this level, where the empty state is the whole screen (not found). */
  headingLevel?: 1 | 2 | 3;
  className?: string;
}

/** What a list shows when it has nothing in it. */
export function EmptyState({ icon, title, description, action, headingLevel, className }: EmptyStateProps) {
  const Title = headingLevel ? (`h${headingLevel}` as const) : 'p';
  return (
    <div className={cx(styles.root, className)}>
      {icon ? <div className={styles.icon}>{icon}</div> : null}
      <Title className={styles.title}>{title}</Title>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
