import { Banner, Entry, EntryList } from '@spanner/design-system';
import { graphql } from '../../../gql';
import type { JobRunningTotalFieldsFragment } from '../../../gql/graphql';
import { money } from '../format';
import * as css from '../jobs.css';

export const JobRunningTotalFields = graphql(`
  fragment JobRunningTotalFields on Job {
    id
    runningCharges {
      taxMode
      subtotalCents
      gstCents
      totalCents
      lines {
        kind
        itemName
        description
        quantity
        unitPriceCents
        discountPercent
        totalCents
      }
      unpricedParts {
        id
        partName
      }
    }
  }
`);

/**
 * What the job charges so far, by the rule completion uses: the quoted items (the lines of the quote the job came
 * from, at their quoted price), labour, parts, GST and the total including GST; and a
 * warning naming the parts that are not on the price list (charged $0).
 */
export function RunningTotal({ job }: { job: JobRunningTotalFieldsFragment }) {
  const c = job.runningCharges;
  const sum = (kind: string) => c.lines.filter((l) => l.kind === kind).reduce((s, l) => s + l.totalCents, 0);
  const quoted = c.lines.filter((l) => l.kind === 'quoted');
  const inclusive = c.taxMode === 'inclusive';
  const rows: [string, number][] = [
    ...(quoted.length ? [['Quoted work', sum('quoted')] as [string, number]] : []),
    ['Labour', sum('labour')],
    ['Parts', sum('part')],
    [inclusive ? 'Includes GST' : 'GST', c.gstCents],
  ];
  return (
    <section aria-label="Running total">
      {quoted.length > 0 && (
        <EntryList aria-label="Quoted items">
          {quoted.map((l, i) => (
            <Entry
              // Quoted lines have no id of their own: their position in the quote is their key.
              // biome-ignore lint/suspicious/noArrayIndexKey: the quote's lines keep their order
              key={i}
              title={l.itemName && l.description !== l.itemName ? `${l.itemName}: ${l.description}` : l.description}
              meta={`Quoted · ${l.quantity} × ${money(l.unitPriceCents)}${l.discountPercent ? ` less ${l.discountPercent}%` : ''}`}
              aside={<span className={css.amount}>{money(l.totalCents)}</span>}
            />
          ))}
        </EntryList>
      )}
      {rows.map(([label, cents]) => (
        <div key={label} className={css.sumRow}>
          <span>{label}</span>
          <span className={css.amount}>{money(cents)}</span>
        </div>
      ))}
      <div className={css.totalRow}>
        <strong>Total incl. GST</strong>
        <strong className={css.amount}>{money(c.totalCents)}</strong>
      </div>
      {c.unpricedParts.length > 0 && (
        <Banner tone="warning" title="Parts not on the price list">
          {c.unpricedParts.map((p) => p.partName).join(', ')}: charged $0 unless priced before completion.
        </Banner>
      )}
    </section>
  );
}
