import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { statusLabel } from '@rules/status-tones';
import { TICKET_POLLING_MS } from '@rules/support-tickets';
import { Button, Card, Link, PageHeader, Spinner, Stack } from '@spanner/design-system';
import { useNavigate } from 'react-router';
import { graphql } from '../../gql';
import { LoadFailure } from '../../kit/LoadFailure';
import { TicketPriorityBadge, TicketStatusBadge, ticketDateTime, useTicketChanges } from '../support';
import { CountCard } from './CountCard';
import * as css from './desk.css';
import { MyTicketsQuery } from './my-tickets-query';

const DashboardQuery = graphql(`
  query SupportDashboard {
    supportTicketStats {
      statusStats {
        status
        count
      }
      priorityStats {
        priority
        count
      }
      orgStats {
        orgId
        orgName
        count
      }
      unassignedCount
    }
    recentTicketAssignments {
      id
      ticketId
      ticketTitle
      orgName
      staffName
      assignedByName
      createdAt
    }
  }
`);

/** /support-admin: ticket stats, the unassigned count, the top 10 organisations, recent assignments and my tickets. */
export function DashboardPage() {
  const navigate = useNavigate();
  const statsPoll = useTicketChanges(null, TICKET_POLLING_MS.stats, () => {
    void stats.refetch();
    void mine.refetch();
  });
  const stats = useQuery(DashboardQuery, { pollInterval: statsPoll, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const mine = useQuery(MyTicketsQuery, {
    pollInterval: statsPoll ? TICKET_POLLING_MS.myAssignments : 0,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const s = stats.data?.supportTicketStats;
  const total = s?.statusStats.reduce((n, x) => n + x.count, 0) ?? 0;
  const myOpen = mine.data?.myAssignedTickets.filter((t) => t.status === 'open' || t.status === 'in_progress');

  return (
    <>
      <PageHeader title="Support Dashboard" subtitle="Tickets across every customer organisation" />
      <Stack gap="6">
        {stats.error && !s ? (
          <LoadFailure
            title="Unable to load dashboard data"
            error={stats.error}
            fallback="Something went wrong"
            retrying={stats.networkStatus === NetworkStatus.refetch}
            onRetry={() => void stats.refetch()}
            retryLabel="Retry Stats"
          />
        ) : null}
        {mine.error && !mine.data ? (
          <LoadFailure
            title="Failed to load some dashboard information"
            error={mine.error}
            fallback="Something went wrong"
            retrying={mine.networkStatus === NetworkStatus.refetch}
            onRetry={() => void mine.refetch()}
            retryLabel="Retry My Tickets"
          />
        ) : null}
        {!s && !stats.error ? (
          <div role="status" className={css.muted}>
            <Spinner size="sm" /> Loading dashboard...
          </div>
        ) : null}
        {s ? (
          <>
            <div className={css.counts}>
              <CountCard label="All tickets" value={total} />
              <CountCard label="Unassigned (open)" value={s.unassignedCount} />
              {s.statusStats.map((x) => (
                <CountCard key={x.status} label={statusLabel(x.status)} value={x.count} />
              ))}
            </div>
            <div className={css.columns}>
              <Card title="By priority" padding="md">
                <ul className={css.statList}>
                  {s.priorityStats.map((p) => (
                    <li key={p.priority} className={css.statRow}>
                      <TicketPriorityBadge priority={p.priority} />
                      <strong>{p.count}</strong>
                    </li>
                  ))}
                </ul>
              </Card>
              <Card title="Top organisations" padding="md">
                {s.orgStats.length === 0 ? (
                  <p className={css.muted}>No tickets yet</p>
                ) : (
                  <ol className={css.statList}>
                    {s.orgStats.map((o) => (
                      <li key={o.orgId} className={css.statRow}>
                        <span>{o.orgName}</span>
                        <strong>{o.count}</strong>
                      </li>
                    ))}
                  </ol>
                )}
              </Card>
              <Card title="Recent assignments" padding="md">
                {stats.data?.recentTicketAssignments.length ? (
                  <ul className={css.statList}>
                    {stats.data.recentTicketAssignments.map((a) => (
                      <li key={a.id}>
                        <Link href={`/support-admin/tickets/${a.ticketId}`}>{a.ticketTitle}</Link>
                        <p className={css.meta}>
                          {a.staffName ? `To ${a.staffName}` : 'Unassigned'}
                          {a.assignedByName ? ` by ${a.assignedByName}` : ''} · {ticketDateTime(a.createdAt)}
                        </p>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className={css.muted}>No assignments yet</p>
                )}
              </Card>
            </div>
          </>
        ) : null}
        {myOpen ? (
          <Card
            title={`My open tickets (${myOpen.length})`}
            padding="md"
            actions={
              <Button size="sm" variant="secondary" onPress={() => navigate('/support-admin/my-tickets')}>
                My Tickets
              </Button>
            }
          >
            {myOpen.length === 0 ? (
              <p className={css.muted}>Nothing open is assigned to you.</p>
            ) : (
              <ul className={css.statList}>
                {myOpen.slice(0, 5).map((t) => (
                  <li key={t.id} className={css.statRow}>
                    <Link href={`/support-admin/tickets/${t.id}`}>{t.title}</Link>
                    <TicketStatusBadge status={t.status} />
                  </li>
                ))}
              </ul>
            )}
          </Card>
        ) : null}
      </Stack>
    </>
  );
}
