import { useQuery } from '@apollo/client/react';
import { statusLabel } from '@rules/status-tones';
import { showingRange, TICKET_PAGE_SIZE, TICKET_POLLING_MS, TICKET_STATUSES } from '@rules/support-tickets';
import { Button, Card, EmptyState, type Key, PageHeader, Pagination, PlusIcon, Select, Toolbar } from '@spanner/design-system';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { graphql } from '../../gql';
import { PagedList } from '../../kit/list/PagedList';
import * as css from './support.css';
import { TicketList } from './TicketList';
import { useTicketChanges } from './use-ticket-changes';

const TicketsQuery = graphql(`
  query OrganisationTickets($status: String, $page: Int!) {
    supportTickets(filter: { status: $status }, page: $page, limit: 20) {
      total
      page
      pages
      tickets {
        id
        ...TicketListItem
      }
    }
  }
`);

const STATUS_FILTERS = [{ id: 'all_statuses', label: 'All statuses' }, ...TICKET_STATUSES.map((s) => ({ id: s, label: statusLabel(s) }))];

/** /support/tickets: every ticket of the organisation, most recently active first, filtered by status, 20 a page. */
export function TicketsPage() {
  const navigate = useNavigate();
  const [status, setStatus] = useState<Key>('all_statuses');
  const [page, setPage] = useState(1);
  const pollInterval = useTicketChanges(null, TICKET_POLLING_MS.list, () => void refetch());
  const { data, previousData, error, refetch } = useQuery(TicketsQuery, {
    variables: { status: String(status), page },
    fetchPolicy: 'cache-and-network',
    pollInterval,
  });
  const list = (data ?? previousData)?.supportTickets;
  return (
    <>
      <PageHeader
        title="Support Tickets"
        subtitle={list ? `${list.total} ${list.total === 1 ? 'ticket' : 'tickets'}` : undefined}
        back={{ href: '/support', label: 'Support' }}
        actions={
          <Button variant="primary" icon={<PlusIcon size={16} />} onPress={() => navigate('/support/new')}>
            New Ticket
          </Button>
        }
      />
      <Toolbar
        filters={
          <Select
            label="Status"
            items={STATUS_FILTERS}
            value={status}
            onChange={(k) => {
              setStatus(k ?? 'all_statuses');
              setPage(1);
            }}
            className={css.filterSelect}
          />
        }
      />
      <Card padding="md">
        <PagedList
          list={{ items: list?.tickets, error, retry: () => void refetch() }}
          noun="tickets"
          failedTitle="Unable to load tickets"
          skeleton={{ count: 4, height: 64, rows: true }}
          empty={<EmptyState title="No tickets found" />}
        >
          {(items) => <TicketList tickets={items} label="Tickets" />}
        </PagedList>
      </Card>
      {list && list.total > TICKET_PAGE_SIZE ? (
        <Pagination
          page={list.page}
          pageCount={list.pages}
          onPageChange={setPage}
          summary={showingRange(list.page, TICKET_PAGE_SIZE, list.total)}
        />
      ) : null}
    </>
  );
}
