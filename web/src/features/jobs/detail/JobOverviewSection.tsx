import { Card, DescriptionList, Link } from '@spanner/design-system';
import { graphql } from '../../../gql';
import type { JobOverviewFieldsFragment } from '../../../gql/graphql';
import { telHref } from '../../../lib/contact-links';
import { useTimeZone } from '../../../lib/time-zone';
import { whenText } from '../format';

export const JobOverviewFields = graphql(`
  fragment JobOverviewFields on Job {
    id
    description
    scheduledAt
    confirmedAt
    customer {
      id
      name
      address
      phone
      contactName
    }
  }
`);

/** The job's customer, contact, address, phone, schedule, confirmation and description. */
export function JobOverviewSection({ job }: { job: JobOverviewFieldsFragment }) {
  const timeZone = useTimeZone();
  const { customer } = job;
  return (
    <Card title="Overview" headingLevel={2}>
      <DescriptionList
        items={[
          { term: 'Customer', value: customer ? <Link href={`/customers/${customer.id}`}>{customer.name}</Link> : 'No customer' },
          !!customer?.contactName && { term: 'Contact', value: customer.contactName },
          !!customer?.address && { term: 'Address', value: customer.address },
          !!customer?.phone && { term: 'Phone', value: <Link href={telHref(customer.phone)}>{customer.phone}</Link> },
          { term: 'Scheduled', value: whenText(job.scheduledAt, timeZone) },
          !!job.confirmedAt && { term: 'Confirmed', value: whenText(job.confirmedAt, timeZone) },
          { term: 'Description', value: job.description || '—' },
        ]}
      />
    </Card>
  );
}
