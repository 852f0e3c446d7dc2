import { Card, Entry, EntryList } from '@spanner/design-system';
import { graphql } from '../../../gql';
import type { CompletedPartsFieldsFragment } from '../../../gql/graphql';
import * as css from '../jobs.css';

export const CompletedPartsFields = graphql(`
  fragment CompletedPartsFields on CompletedJob {
    id
    parts {
      id
      partName
      quantity
    }
  }
`);

/** The parts that were used, with their quantities. */
export function CompletedPartsSection({ completedJob: c }: { completedJob: CompletedPartsFieldsFragment }) {
  return (
    <Card title="Parts" headingLevel={2}>
      {c.parts.length ? (
        <EntryList aria-label="Parts">
          {c.parts.map((p) => (
            <Entry key={p.id} title={p.partName} aside={<span className={css.amount}>× {p.quantity}</span>} />
          ))}
        </EntryList>
      ) : (
        <p className={css.muted}>No parts logged.</p>
      )}
    </Card>
  );
}
