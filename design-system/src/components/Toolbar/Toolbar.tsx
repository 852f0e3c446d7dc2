import type { ReactNode } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Toolbar.css';

export interface ToolbarProps {
  /** Usually a SearchField; it grows to fill the row. */
  search?: ReactNode;
  /** Selects and switches that narrow the list. */
  filters?: ReactNode;
  /** Buttons at the end of the row. */
  actions?: ReactNode;
  className?: string;
}

/** The row above a list: search, filters and actions. Filters come first, then the search, then the actions; the row wraps on phones. */
export function Toolbar({ search, filters, actions, className }: ToolbarProps) {
  return (
    <div className={cx(styles.root, className)}>
      {filters ? <div className={styles.filters}>{filters}</div> : null}
      {search ? <div className={styles.search}>{search}</div> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
