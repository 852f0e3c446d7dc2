import { Card, DescriptionList, Link, Stack } from '@spanner/design-system';
import { graphql } from '../../../gql';
import type { CompletedSummaryFieldsFragment } from '../../../gql/graphql';
import { useTimeZone } from '../../../lib/time-zone';
import { whenText } from '../format';

export const CompletedSummaryFields = graphql(`
  fragment CompletedSummaryFields on CompletedJob {
    id
    description
    notes
    customerName
    customer {
      id
    }
    scheduledAt
    completedAt
    completedBy {
      id
      name
    }
    originalJobId
    followUps {
      id
      title
      scheduledAt
      technicians {
        id
        name
      }
    }
  }
`);

/**
 * Customer, when it was scheduled and completed (and by whom), description, completion notes, the job, and the
 * follow-up services it booked (with when and who).
 */
export function CompletedSummarySection({ completedJob: c }: { completedJob: CompletedSummaryFieldsFragment }) {
  const timeZone = useTimeZone();
  return (
    <Card title="Summary" headingLevel={2}>
      <DescriptionList
        items={[
          {
            term: 'Customer',
            value: c.customer ? <Link href={`/customers/${c.customer.id}`}>{c.customerName}</Link> : (c.customerName ?? 'No customer'),
          },
          { term: 'Scheduled', value: whenText(c.scheduledAt, timeZone) },
          { term: 'Completed', value: `${whenText(c.completedAt, timeZone)}${c.completedBy ? ` by ${c.completedBy.name}` : ''}` },
          !!c.description && { term: 'Description', value: c.description },
          !!c.notes && { term: 'Completion notes', value: c.notes },
          !!c.originalJobId && { term: 'Job', value: <Link href={`/jobs/${c.originalJobId}`}>Open the job</Link> },
          c.followUps.length > 0 && {
            term: c.followUps.length === 1 ? 'Follow-up' : 'Follow-ups',
            value: (
              <Stack gap="1">
                {c.followUps.map((f) => (
                  <span key={f.id}>
                    <Link href={`/jobs/${f.id}`}>{f.title}</Link> · {whenText(f.scheduledAt, timeZone)}
                    {f.technicians.length > 0 && ` · ${f.technicians.map((t) => t.name).join(', ')}`}
                  </span>
                ))}
              </Stack>
            ),
          },
        ]}
      />
    </Card>
  );
}
