import { Card, Entry, EntryList } from '@spanner/design-system';
import { graphql } from '../../../gql';
import type { CompletedChargesFieldsFragment } from '../../../gql/graphql';
import { money } from '../format';
import * as css from '../jobs.css';

export const CompletedChargesFields = graphql(`
  fragment CompletedChargesFields on CompletedJob {
    id
    totalCents
    gstCents
    totalIncGstCents
    taxMode
    charges {
      id
      itemName
      discountPercent
      description
      kind
      quantity
      unitPriceCents
      totalCents
      taxRate
    }
  }
`);

const KIND_LABELS: Record<string, string> = { labour: 'Labour', part: 'Part', other: 'Other', quoted: 'Quoted' };

/** The charges made on completion (the quoted lines, labour, parts; as priced), their subtotal, GST (tax-exempt lines add none) and total including GST. */
export function ChargesSection({ completedJob: c }: { completedJob: CompletedChargesFieldsFragment }) {
  return (
    <Card title="Charges" aria-label="Charges" headingLevel={2}>
      {c.charges.length ? (
        <>
          <EntryList aria-label="Charges">
            {c.charges.map((ch) => (
              <Entry
                key={ch.id}
                title={ch.itemName && ch.description !== ch.itemName ? `${ch.itemName}: ${ch.description}` : ch.description}
                meta={`${KIND_LABELS[ch.kind]} · ${ch.quantity} × ${money(ch.unitPriceCents)}${ch.discountPercent ? ` less ${ch.discountPercent}%` : ''}${ch.taxRate === 0 ? ' · Tax Exempt' : ''}`}
                aside={<span className={css.amount}>{money(ch.totalCents)}</span>}
              />
            ))}
          </EntryList>
          {c.taxMode === 'inclusive' && <p className={css.muted}>Prices include GST, as quoted.</p>}
          <div className={css.sumRow}>
            <span>Subtotal</span>
            <span className={css.amount}>{money(c.totalCents)}</span>
          </div>
          <div className={css.sumRow}>
            <span>GST</span>
            <span className={css.amount}>{money(c.gstCents)}</span>
          </div>
          <div className={css.totalRow}>
            <span>Total incl. GST</span>
            <span className={css.amount}>{money(c.totalIncGstCents)}</span>
          </div>
        </>
      ) : (
        <p className={css.muted}>No charges: no hours or parts were logged.</p>
      )}
    </Card>
  );
}
