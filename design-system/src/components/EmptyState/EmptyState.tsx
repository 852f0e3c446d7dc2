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
  className?: string;
}

/** What a list shows when it has nothing in it. */
export function EmptyState({ icon, title, description, action, className }: EmptyStateProps) {
  return (
    <div className={cx(styles.root, className)}>
      {icon ? <div className={styles.icon}>{icon}</div> : null}
      <p className={styles.title}>{title}</p>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
