import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { statusLabel } from '@rules/status-tones';
import { TICKET_POLLING_MS, TICKET_STATUSES, ticketPreview } from '@rules/support-tickets';
import { Button, Card, EmptyState, Link, PageHeader, Spinner, Stack } from '@spanner/design-system';
import { useNavigate } from 'react-router';
import { LoadFailure } from '../../kit/LoadFailure';
import { supportCss, TicketPriorityBadge, TicketStatusBadge, ticketDate, useTicketChanges } from '../support';
import { CountCard } from './CountCard';
import * as css from './desk.css';
import { MyTicketsQuery } from './my-tickets-query';

/** /support-admin/my-tickets: the signed-in staff member's tickets by status, with a 100-character preview. */
export function MyTicketsPage() {
  const navigate = useNavigate();
  const pollInterval = useTicketChanges(null, TICKET_POLLING_MS.myAssignments, (c) => c.kind !== 'MESSAGE_ADDED' && void refetch());
  const { data, error, networkStatus, refetch } = useQuery(MyTicketsQuery, {
    pollInterval,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const tickets = data?.myAssignedTickets;
  const actions = (
    <>
      <Button variant="secondary" onPress={() => navigate('/support-admin/tickets')}>
        All Tickets
      </Button>
      <Button variant="secondary" onPress={() => navigate('/support-admin')}>
        Dashboard
      </Button>
    </>
  );
  const header = (
    <PageHeader
      title="My Assigned Tickets"
      subtitle={tickets ? `${tickets.length} ${tickets.length === 1 ? 'ticket' : 'tickets'} assigned to you` : undefined}
      actions={actions}
    />
  );

  if (!tickets) {
    return (
      <>
        {header}
        {error ? (
          <LoadFailure
            title="Unable to load your tickets"
            error={error}
            fallback="Something went wrong"
            retryLabel="Retry"
            retrying={networkStatus === NetworkStatus.refetch}
            onRetry={() => void refetch()}
          />
        ) : (
          <div role="status" className={css.muted}>
            <Spinner size="sm" /> Loading your tickets...
          </div>
        )}
      </>
    );
  }
  if (tickets.length === 0) {
    return (
      <>
        {header}
        <EmptyState
          title="No tickets assigned"
          description="Tickets assigned to you appear here."
          action={
            <Button variant="primary" onPress={() => navigate('/support-admin/tickets')}>
              View Ticket Queue
            </Button>
          }
        />
      </>
    );
  }
  const byStatus = TICKET_STATUSES.map((status) => ({ status, tickets: tickets.filter((t) => t.status === status) }));
  return (
    <>
      {header}
      <Stack gap="6">
        <div className={css.counts}>
          {byStatus.map((s) => (
            <CountCard key={s.status} label={statusLabel(s.status)} value={s.tickets.length} />
          ))}
        </div>
        {byStatus
          .filter((s) => s.tickets.length > 0)
          .map((s) => (
            <section key={s.status} aria-label={statusLabel(s.status)}>
              <Stack gap="3">
                <h2 className={supportCss.ticketTitle}>{`${statusLabel(s.status)} (${s.tickets.length})`}</h2>
                <div className={css.cardGrid}>
                  {s.tickets.map((t) => (
                    <Card key={t.id} padding="md">
                      <div className={css.ticketCard}>
                        <div className={css.ticketCardTop}>
                          <h3 className={supportCss.ticketTitle}>
                            <Link href={`/support-admin/tickets/${t.id}`}>{t.title}</Link>
                          </h3>
                          <TicketPriorityBadge priority={t.priority} />
                        </div>
                        <p className={css.meta}>
                          {t.orgName ?? 'Unknown'} · {ticketDate(t.createdAt)}
                        </p>
                        <p className={css.preview}>{ticketPreview(t.description)}</p>
                        <TicketStatusBadge status={t.status} />
                      </div>
                    </Card>
                  ))}
                </div>
              </Stack>
            </section>
          ))}
      </Stack>
    </>
  );
}
