import type { DocumentTotals } from '@rules/document-lines';
import { formatAud } from '@rules/money';
import * as css from './documents.css';

/** Subtotal (before GST), GST and total: the editor's live figures and the detail pages' stored ones alike. */
export function TotalsBox({ totals, label = 'Totals' }: { totals: DocumentTotals; label?: string }) {
  return (
    <dl className={css.totals} aria-label={label}>
      <div className={css.sumRow}>
        <dt>Subtotal</dt>
        <dd className={css.amount}>{formatAud(totals.subtotalCents)}</dd>
      </div>
      <div className={css.sumRow}>
        <dt>GST</dt>
        <dd className={css.amount}>{formatAud(totals.taxCents)}</dd>
      </div>
      <div className={css.totalRow}>
        <dt>Total</dt>
        <dd className={css.amount}>{formatAud(totals.totalCents)}</dd>
      </div>
    </dl>
  );
}
