import type { ReactNode } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './DescriptionList.css';

export interface DescriptionItem {
  term: ReactNode;
  value: ReactNode;
  /** React key; defaults to the term when it is a string. */
  id?: string;
}

export interface DescriptionListProps {
  /** Term/value pairs; `false`, `null` and `undefined` entries are skipped (handy for optional fields). */
  items: ReadonlyArray<DescriptionItem | false | null | undefined>;
  /** `columns`: terms beside values (stacked on phones). `stacked`: always term above value. */
  layout?: 'columns' | 'stacked';
  'aria-label'?: string;
  className?: string;
}

/** Labelled values of one record (a customer's phone and email, a job's schedule): a `<dl>`. */
export function DescriptionList({ items, layout, className, ...props }: DescriptionListProps) {
  return (
    <dl {...props} className={cx(styles.list({ layout }), className)}>
      {items.map((item, i) =>
        item ? (
          <div key={item.id ?? (typeof item.term === 'string' ? item.term : i)} className={styles.item}>
            <dt className={styles.term}>{item.term}</dt>
            <dd className={styles.value}>{item.value}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}
