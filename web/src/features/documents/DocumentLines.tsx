import { taxRateLabel } from '@rules/document-lines';
import { formatAud } from '@rules/money';
import { Card, Entry, EntryList } from '@spanner/design-system';
import { graphql } from '../../gql';
import type { DocumentLineFieldsFragment } from '../../gql/graphql';
import * as css from './documents.css';
import { TotalsBox } from './TotalsBox';

/** What a detail page reads of each stored line (quotes, invoices and the public quote alike). */
export const DocumentLineFields = graphql(`
  fragment DocumentLineFields on DocumentLine {
    id
    itemName
    description
    quantity
    unitPriceCents
    discountPercent
    taxRate
    gstCents
    totalCents
  }
`);

/** What the editor reads of each saved line (its figures are recomputed as it is edited). */
export const EditorLineFields = graphql(`
  fragment EditorLineFields on DocumentLine {
    id
    itemName
    description
    quantity
    unitPriceCents
    discountPercent
    taxRate
  }
`);

/** A stored line as the detail pages read it (the server's figures). */
export type StoredLine = Omit<DocumentLineFieldsFragment, '__typename'>;

const lineMeta = (l: StoredLine) =>
  [
    `${l.quantity} × ${formatAud(l.unitPriceCents)}`,
    l.discountPercent ? `${l.discountPercent}% off` : null,
    l.taxRate ? `GST ${formatAud(l.gstCents)}` : taxRateLabel(l.taxRate),
  ]
    .filter(Boolean)
    .join(' · ');

/** A saved document's lines and its subtotal, GST and total, exactly as stored (the PDF prints the same figures). */
export function DocumentLines({
  lines,
  totals,
}: {
  lines: readonly StoredLine[];
  totals: { subtotalCents: number; gstCents: number; totalCents: number };
}) {
  return (
    <Card title="Line items" headingLevel={2}>
      <EntryList aria-label="Line items">
        {lines.map((l) => (
          <Entry
            key={l.id}
            title={l.itemName || l.description}
            meta={lineMeta(l)}
            aside={<span className={css.amount}>{formatAud(l.totalCents)}</span>}
          >
            {l.itemName && l.description !== l.itemName ? <p className={css.muted}>{l.description}</p> : null}
          </Entry>
        ))}
      </EntryList>
      <TotalsBox totals={{ subtotalCents: totals.subtotalCents, taxCents: totals.gstCents, totalCents: totals.totalCents }} />
    </Card>
  );
}
