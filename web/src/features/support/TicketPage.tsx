import { useMutation, useQuery } from '@apollo/client/react';
import { TICKET_POLLING_MS } from '@rules/support-tickets';
import { Button, Card, DescriptionList, EmptyState, Link, PageHeader, Skeleton, Stack, toast } from '@spanner/design-system';
import { useParams } from 'react-router';
import { graphql } from '../../gql';
import { LoadFailure } from '../../kit/LoadFailure';
import { messageOf } from '../../lib/error-message';
import { unwrap } from '../../lib/mutation-result';
import { useTimeZone } from '../../lib/time-zone';
import { Conversation } from './Conversation';
import { ticketDateTime } from './format';
import { ReplyForm } from './ReplyForm';
import * as css from './support.css';
import { TicketPriorityBadge, TicketStatusBadge } from './TicketBadges';
import { useTicketChanges } from './use-ticket-changes';

const TicketQuery = graphql(`
  query CustomerTicket($id: ID!) {
    supportTicket(id: $id) {
      id
      title
      description
      status
      priority
      categoryName
      submittedByName
      assignedToName
      createdAt
      updatedAt
      messages {
        id
        ...ConversationMessage
      }
    }
  }
`);

const Reply = graphql(`
  mutation CustomerReply($id: ID!, $message: String!) {
    addSupportTicketMessage(id: $id, message: $message) {
      __typename
      ... on TicketMessage {
        id
      }
      ... on AppError {
        ...AppErrorFields
      }
    }
  }
`);

const SetStatus = graphql(`
  mutation CustomerTicketStatus($id: ID!, $status: TicketStatus!) {
    updateSupportTicket(id: $id, input: { status: $status }) {
      __typename
      ... on SupportTicket {
        id
        status
        updatedAt
      }
      ... on AppError {
        ...AppErrorFields
      }
    }
  }
`);

/**
 * /support/ticket/{id}: the conversation with Spanner support (never their internal notes), a reply box, and
 * Close / Reopen. A reply from support appears without a reload.
 */
export function TicketPage() {
  const { id = '' } = useParams();
  const timeZone = useTimeZone();
  const pollInterval = useTicketChanges(id, TICKET_POLLING_MS.ticket, (change) => change.kind === 'MESSAGE_ADDED' && void refetch());
  const { data, error, loading, refetch } = useQuery(TicketQuery, { variables: { id }, pollInterval, notifyOnNetworkStatusChange: false });
  const [reply] = useMutation(Reply);
  const [setStatus, status] = useMutation(SetStatus);
  const ticket = data?.supportTicket;

  if (!ticket) {
    if (loading) return <Skeleton shape="rect" height={320} aria-label="Loading ticket" />;
    const notFound = messageOf(error, '') === 'Ticket not found';
    return notFound ? (
      <EmptyState title="Ticket not found" action={<Link href="/support/tickets">Back to your tickets</Link>} />
    ) : (
      <LoadFailure
        title="Unable to load the ticket"
        error={error}
        fallback="Something went wrong"
        onRetry={() => void refetch()}
        retryLabel="Retry"
      />
    );
  }

  const closed = ticket.status === 'closed' || ticket.status === 'resolved';
  async function changeStatus(next: 'open' | 'closed') {
    try {
      unwrap((await setStatus({ variables: { id, status: next } })).data?.updateSupportTicket);
      toast.success(next === 'closed' ? 'Ticket closed' : 'Ticket reopened');
    } catch (err) {
      toast.error('Error updating ticket', messageOf(err, 'Something went wrong'));
    }
  }

  return (
    <>
      <PageHeader
        title={ticket.title}
        back={{ href: '/support/tickets', label: 'Support Tickets' }}
        badges={
          <>
            <TicketStatusBadge status={ticket.status} />
            <TicketPriorityBadge priority={ticket.priority} />
          </>
        }
        actions={
          <Button variant="secondary" isPending={status.loading} onPress={() => void changeStatus(closed ? 'open' : 'closed')}>
            {closed ? 'Reopen Ticket' : 'Close Ticket'}
          </Button>
        }
      />
      <div className={css.twoColumns}>
        <Stack gap="4">
          <Card title={`Conversation (${ticket.messages.length})`} padding="md">
            <Stack gap="4">
              <p className={css.preText}>{ticket.description}</p>
              <Conversation messages={ticket.messages} timeZone={timeZone} />
            </Stack>
          </Card>
          <Card title={closed ? 'Reply to reopen this ticket' : 'Reply'} padding="md">
            <ReplyForm
              label="Your reply"
              onSend={async (message) => {
                unwrap((await reply({ variables: { id, message } })).data?.addSupportTicketMessage, 'Error adding message');
                await refetch();
              }}
            />
          </Card>
        </Stack>
        <Card title="Details" padding="md">
          <DescriptionList
            items={[
              { term: 'Category', value: ticket.categoryName ?? 'None' },
              { term: 'Opened by', value: ticket.submittedByName ?? 'Former member' },
              { term: 'Handled by', value: ticket.assignedToName ?? 'Waiting for the support team' },
              { term: 'Opened', value: ticketDateTime(ticket.createdAt, timeZone) },
              { term: 'Last updated', value: ticketDateTime(ticket.updatedAt, timeZone) },
            ]}
          />
        </Card>
      </div>
    </>
  );
}
