import { Entry, EntryList, Link } from '@spanner/design-system';
import { graphql } from '../../gql';
import type { TicketListItemFragment } from '../../gql/graphql';
import { useTimeZone } from '../../lib/time-zone';
import { ticketDate } from './format';
import { TicketPriorityBadge, TicketStatusBadge } from './TicketBadges';

export const TicketListItem = graphql(`
  fragment TicketListItem on SupportTicket {
    id
    title
    status
    priority
    categoryName
    submittedByName
    createdAt
    updatedAt
  }
`);

/** Tickets of the organisation (inside a Card), each linking to its conversation, with status and priority. */
export function TicketList({ tickets, label }: { tickets: readonly TicketListItemFragment[]; label: string }) {
  const timeZone = useTimeZone();
  return (
    <EntryList aria-label={label}>
      {tickets.map((t) => (
        <Entry
          key={t.id}
          title={<Link href={`/support/ticket/${t.id}`}>{t.title}</Link>}
          meta={[t.categoryName, t.submittedByName && `Opened by ${t.submittedByName}`, `Updated ${ticketDate(t.updatedAt, timeZone)}`]
            .filter(Boolean)
            .join(' · ')}
          aside={
            <>
              <TicketStatusBadge status={t.status} />
              <TicketPriorityBadge priority={t.priority} />
            </>
          }
        />
      ))}
    </EntryList>
  );
}
