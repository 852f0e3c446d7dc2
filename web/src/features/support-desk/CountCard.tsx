import { Card } from '@spanner/design-system';
import * as css from './desk.css';

/** A figure with its label (My Assigned Tickets' status counts, the dashboard's totals). */
export function CountCard({ label, value }: { label: string; value: number }) {
  return (
    <Card padding="md">
      <p className={css.countValue}>{value}</p>
      <p className={css.countLabel}>{label}</p>
    </Card>
  );
}
