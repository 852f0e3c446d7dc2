import type { ReactNode } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './EntryList.css';

export interface EntryListProps {
  children: ReactNode;
  'aria-label'?: string;
  className?: string;
}

/** A divided list of rows (members, notes, parts, charges, a customer's equipment): a `<ul>` of `Entry`. */
export function EntryList({ children, className, ...props }: EntryListProps) {
  return (
    <ul {...props} className={cx(styles.list, className)}>
      {children}
    </ul>
  );
}

export interface EntryProps {
  /** The row's name; often a Link. */
  title: ReactNode;
  /** A muted line under the title (email, date, who added it). */
  meta?: ReactNode;
  /** Before the title: an avatar, a colour dot, an icon. */
  leading?: ReactNode;
  /** After the title: badges, an amount; under the title on phones. */
  aside?: ReactNode;
  /** Buttons or a menu at the end of the row. */
  actions?: ReactNode;
  /** More content under the meta line. */
  children?: ReactNode;
  /** Names the row when its title alone does not (e.g. for tests and screen-reader lists). */
  'aria-label'?: string;
  className?: string;
}

/** One row of an EntryList. */
export function Entry({ title, meta, leading, aside, actions, children, className, ...props }: EntryProps) {
  return (
    <li {...props} className={cx(styles.entry, className)}>
      {leading ? <div className={styles.leading}>{leading}</div> : null}
      <div className={styles.main}>
        <p className={styles.title}>{title}</p>
        {meta ? <p className={styles.meta}>{meta}</p> : null}
        {children}
      </div>
      {aside ? <div className={styles.aside}>{aside}</div> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </li>
  );
}
