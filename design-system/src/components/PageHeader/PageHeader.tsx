import type { ReactNode } from 'react';
import { ChevronLeftIcon } from '../../icons/icons';
import { cx } from '../../utils/cx';
import { Link } from '../Link/Link';
import * as styles from './PageHeader.css';

export interface PageHeaderProps {
  /** The page's one h1. */
  title: ReactNode;
  /** A line under the title (a count, a customer, a date). */
  subtitle?: ReactNode;
  /** Shown beside the title, e.g. a status badge or an avatar. */
  badges?: ReactNode;
  /** Before the title, e.g. the customer's avatar. */
  leading?: ReactNode;
  /** A link back to the parent page, shown above the title. */
  back?: { href: string; label: string };
  /** Buttons at the right; they wrap under the title on phones. */
  actions?: ReactNode;
  className?: string;
}

/** The top of every screen: back link, h1 title with its badges and subtitle, and the page's actions. */
export function PageHeader({ title, subtitle, badges, leading, back, actions, className }: PageHeaderProps) {
  return (
    <div className={cx(styles.root, className)}>
      {leading}
      <div className={styles.main}>
        {back ? (
          <Link href={back.href} variant="subtle" className={styles.back}>
            <ChevronLeftIcon size={14} />
            {back.label}
          </Link>
        ) : null}
        <div className={styles.titleRow}>
          <h1 className={styles.title}>{title}</h1>
          {badges}
        </div>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
