import { Banner } from '@spanner/design-system';
import { graphql } from '../../../gql';
import type { JobRunningTotalFieldsFragment } from '../../../gql/graphql';
import { money } from '../format';
import * as css from '../jobs.css';

export const JobRunningTotalFields = graphql(`
  fragment JobRunningTotalFields on Job {
    id
    runningCharges {
      subtotalCents
      gstCents
      totalCents
      lines {
        kind
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
 * What the job charges so far, by the rule completion uses: labour, parts, GST and the total including GST; and a
 * warning naming the parts that are not on the price list (charged $0).
 */
export function RunningTotal({ job }: { job: JobRunningTotalFieldsFragment }) {
  const c = job.runningCharges;
  const sum = (kind: string) => c.lines.filter((l) => l.kind === kind).reduce((s, l) => s + l.totalCents, 0);
  const rows: [string, number][] = [
    ['Labour', sum('labour')],
    ['Parts', sum('part')],
    ['GST', c.gstCents],
  ];
  return (
    <section aria-label="Running total">
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
