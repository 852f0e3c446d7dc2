import { useQuery } from '@apollo/client/react';
import { TICKET_POLLING_MS } from '@rules/support-tickets';
import { Button, Card, EmptyState, PageHeader, PlusIcon, SupportIcon } from '@spanner/design-system';
import { useNavigate } from 'react-router';
import { graphql } from '../../gql';
import { PagedList } from '../../kit/list/PagedList';
import { TicketList } from './TicketList';
import { useTicketChanges } from './use-ticket-changes';

const OpenTicketsQuery = graphql(`
  query SupportOverview {
    open: supportTickets(filter: { status: "open" }, limit: 20) {
      total
      tickets {
        id
        ...TicketListItem
      }
    }
    inProgress: supportTickets(filter: { status: "in_progress" }, limit: 20) {
      total
      tickets {
        id
        ...TicketListItem
      }
    }
  }
`);

/** /support: the organisation's open tickets (open and in progress), New Ticket, and the way to every ticket. */
export function SupportOverviewPage() {
  const navigate = useNavigate();
  const pollInterval = useTicketChanges(null, TICKET_POLLING_MS.list, () => void refetch());
  const { data, error, refetch } = useQuery(OpenTicketsQuery, { fetchPolicy: 'cache-and-network', pollInterval });
  const tickets = data ? [...data.inProgress.tickets, ...data.open.tickets] : undefined;
  const newTicket = (
    <Button variant="primary" icon={<PlusIcon size={16} />} onPress={() => navigate('/support/new')}>
      New Ticket
    </Button>
  );
  return (
    <>
      <PageHeader
        title="Support"
        subtitle="Ask the Spanner team for help. We reply here and by email."
        actions={
          <>
            <Button variant="secondary" onPress={() => navigate('/support/tickets')}>
              All Tickets
            </Button>
            {newTicket}
          </>
        }
      />
      <Card title={`Open tickets${data ? ` (${data.open.total + data.inProgress.total})` : ''}`} padding="md">
        <PagedList
          list={{ items: tickets, error, retry: () => void refetch() }}
          noun="tickets"
          failedTitle="Unable to load tickets"
          skeleton={{ count: 3, height: 64, rows: true }}
          empty={
            <EmptyState
              icon={<SupportIcon />}
              title="No open tickets"
              description="Stuck with something in Spanner? Open a ticket and the support team will answer."
              action={newTicket}
            />
          }
        >
          {(items) => <TicketList tickets={items} label="Open tickets" />}
        </PagedList>
      </Card>
    </>
  );
}
