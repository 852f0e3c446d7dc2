import { type ReactNode, useId } from 'react';
import { cx } from '../../utils/cx';
import { Skeleton } from '../Skeleton/Skeleton';
import * as styles from './StatCard.css';

export interface StatCardProps {
  /** What the figure is, e.g. 'MRR'. Names the card. */
  label: string;
  /** The figure, already formatted ('$12,345.00'); undefined while it loads (a placeholder keeps the card's height). */
  value: ReactNode | undefined;
  /** A line under the figure, e.g. 'GST excluded'. */
  detail?: ReactNode;
  /** A link or badge at the top right. */
  end?: ReactNode;
  className?: string;
}

/** A headline figure: a label, a big number and a line of detail, in a card. */
export function StatCard({ label, value, detail, end, className }: StatCardProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cx(styles.card, className)}>
      <div className={styles.top}>
        <h3 id={id} className={styles.label}>
          {label}
        </h3>
        {end}
      </div>
      {value === undefined ? (
        <span className={styles.value}>
          <Skeleton shape="text" width={72} className={styles.skeleton} />
        </span>
      ) : (
        <p className={styles.value}>{value}</p>
      )}
      {detail ? <p className={styles.detail}>{detail}</p> : null}
    </section>
  );
}
