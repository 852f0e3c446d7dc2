import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { statusLabel } from '@rules/status-tones';
import {
  shortTicketId,
  showingRange,
  TICKET_PAGE_SIZE,
  TICKET_POLLING_MS,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
} from '@rules/support-tickets';
import {
  Badge,
  Button,
  Card,
  Cell,
  Column,
  EmptyState,
  Entry,
  EntryList,
  type Key,
  Link,
  PageHeader,
  Pagination,
  Row,
  SearchField,
  Select,
  Spinner,
  Table,
  TableBody,
  TableHeader,
} from '@spanner/design-system';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { graphql } from '../../gql';
import { LoadFailure } from '../../kit/LoadFailure';
import { useDebounced } from '../../lib/use-debounced';
import { TicketPriorityBadge, TicketStatusBadge, ticketDate, useTicketChanges } from '../support';
import * as css from './desk.css';

const QueueQuery = graphql(`
  query TicketQueue($filter: SupportTicketFilter, $page: Int!) {
    supportTickets(filter: $filter, page: $page, limit: 20) {
      total
      page
      pages
      tickets {
        id
        title
        orgName
        priority
        status
        assignedToName
        createdAt
        updatedAt
      }
    }
  }
`);

const STATUS = [{ id: 'all_statuses', label: 'All statuses' }, ...TICKET_STATUSES.map((s) => ({ id: s, label: statusLabel(s) }))];
const PRIORITY = [{ id: 'all_priorities', label: 'All priorities' }, ...TICKET_PRIORITIES.map((p) => ({ id: p, label: statusLabel(p) }))];
const ASSIGNMENT = [
  { id: 'all_assignments', label: 'All assignments' },
  { id: 'unassigned', label: 'Unassigned' },
  { id: 'me', label: 'Assigned to me' },
];

const NO_FILTERS = { status: 'all_statuses', priority: 'all_priorities', assignedTo: 'all_assignments' } as const;

/** The filters a link names (?status=, ?priority=, ?assignedTo=), each only if it is one of the choices. */
function linkedFilters(params: URLSearchParams): Record<keyof typeof NO_FILTERS, Key> {
  const pick = (key: keyof typeof NO_FILTERS, items: { id: string }[]) => {
    const value = params.get(key);
    return items.some((i) => i.id === value) ? (value as string) : NO_FILTERS[key];
  };
  return { status: pick('status', STATUS), priority: pick('priority', PRIORITY), assignedTo: pick('assignedTo', ASSIGNMENT) };
}

/** /support-admin/tickets: every organisation's tickets, filtered and searched, 20 a page; new tickets appear live. */
export function QueuePage() {
  // A link may set the first filters and search (the owner's support overview: ?priority=urgent, ?search=Acme).
  const [params] = useSearchParams();
  const [filters, setFilters] = useState<Record<keyof typeof NO_FILTERS, Key>>(() => linkedFilters(params));
  const [search, setSearch] = useState(() => params.get('search') ?? '');
  const [page, setPage] = useState(1);
  const settled = useDebounced(search.trim());
  const pollInterval = useTicketChanges(null, TICKET_POLLING_MS.list, () => void refetch());
  const { data, previousData, error, networkStatus, refetch } = useQuery(QueueQuery, {
    variables: {
      filter: {
        status: String(filters.status),
        priority: String(filters.priority),
        assignedTo: String(filters.assignedTo),
        search: settled || null,
      },
      page,
    },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
    pollInterval,
  });
  const list = (data ?? previousData)?.supportTickets;
  const retrying = networkStatus === NetworkStatus.refetch;

  const choose = (key: keyof typeof NO_FILTERS) => (value: Key | null) => {
    setFilters((f) => ({ ...f, [key]: value ?? NO_FILTERS[key] }));
    setPage(1);
  };
  const clear = () => {
    setFilters(NO_FILTERS);
    setSearch('');
    setPage(1);
  };

  return (
    <>
      <PageHeader
        title="Ticket Queue"
        subtitle="Manage support tickets across all customer organisations"
        badges={list ? <Badge tone="blue">{`${list.total} ${list.total === 1 ? 'ticket' : 'tickets'}`}</Badge> : null}
      />
      <Card title="Filters & Search" padding="md">
        <div className={css.filters}>
          <SearchField
            label="Search"
            placeholder="Title, description, organisation or ticket ID"
            value={search}
            onChange={(v) => {
              setSearch(v);
              setPage(1);
            }}
          />
          <Select label="Status" items={STATUS} value={filters.status} onChange={choose('status')} />
          <Select label="Priority" items={PRIORITY} value={filters.priority} onChange={choose('priority')} />
          <Select label="Assignment" items={ASSIGNMENT} value={filters.assignedTo} onChange={choose('assignedTo')} />
          <Button variant="secondary" onPress={clear}>
            Clear Filters
          </Button>
        </div>
      </Card>
      {error && !list ? (
        <LoadFailure
          title="Unable to load tickets"
          error={error}
          fallback="Something went wrong"
          retryLabel="Retry"
          retrying={retrying}
          onRetry={() => void refetch()}
        />
      ) : !list ? (
        <Card padding="lg">
          <div role="status" className={css.muted}>
            <Spinner size="sm" /> Loading tickets...
          </div>
        </Card>
      ) : (
        <>
          {/* Wide screens: a table that fits beside the sidebar. Phones: a list in which each ticket's priority and
              status sit under its title. One or the other is shown (CSS), so each ticket has one link to it. */}
          <div className={css.wideOnly}>
            <Table aria-label="Tickets">
              <TableHeader>
                <Column isRowHeader>Title</Column>
                <Column>Organization</Column>
                <Column>Priority</Column>
                <Column>Status</Column>
                <Column>Assigned To</Column>
                <Column>Created</Column>
                <Column>Last Updated</Column>
              </TableHeader>
              <TableBody items={list.tickets} emptyText="No tickets found">
                {(t) => (
                  <Row id={t.id}>
                    <Cell className={css.titleCell}>
                      <Link href={`/support-admin/tickets/${t.id}`}>{t.title}</Link>
                      <span className={css.ticketId}>{shortTicketId(t.id)}</span>
                    </Cell>
                    <Cell>{t.orgName ?? 'Unknown'}</Cell>
                    <Cell>
                      <TicketPriorityBadge priority={t.priority} />
                    </Cell>
                    <Cell>
                      <TicketStatusBadge status={t.status} />
                    </Cell>
                    <Cell>{t.assignedToName ?? <span className={css.muted}>Unassigned</span>}</Cell>
                    <Cell className={css.nowrap}>{ticketDate(t.createdAt)}</Cell>
                    <Cell className={css.nowrap}>{ticketDate(t.updatedAt)}</Cell>
                  </Row>
                )}
              </TableBody>
            </Table>
          </div>
          <div className={css.phoneOnly}>
            <Card padding="md">
              {list.tickets.length === 0 ? (
                <EmptyState title="No tickets found" />
              ) : (
                <EntryList aria-label="Tickets">
                  {list.tickets.map((t) => (
                    <Entry
                      key={t.id}
                      title={<Link href={`/support-admin/tickets/${t.id}`}>{t.title}</Link>}
                      meta={`${shortTicketId(t.id)} · ${t.orgName ?? 'Unknown'} · ${t.assignedToName ?? 'Unassigned'} · Updated ${ticketDate(t.updatedAt)}`}
                      aside={
                        <>
                          <TicketPriorityBadge priority={t.priority} />
                          <TicketStatusBadge status={t.status} />
                        </>
                      }
                    />
                  ))}
                </EntryList>
              )}
            </Card>
          </div>
          <Pagination
            page={list.page}
            pageCount={list.pages}
            onPageChange={setPage}
            summary={showingRange(list.page, TICKET_PAGE_SIZE, list.total)}
            aria-label="Ticket pages"
          />
        </>
      )}
    </>
  );
}
