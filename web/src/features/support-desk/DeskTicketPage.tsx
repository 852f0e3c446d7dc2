import { NetworkStatus } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { statusLabel } from '@rules/status-tones';
import { TICKET_POLLING_MS, TICKET_PRIORITIES, TICKET_STATUSES } from '@rules/support-tickets';
import { Card, DescriptionList, EmptyState, Link, PageHeader, Spinner, Stack, toast } from '@spanner/design-system';
import { useOutletContext, useParams } from 'react-router';
import { graphql } from '../../gql';
import type { TicketPriority, TicketStatus, UpdateSupportTicketInput } from '../../gql/graphql';
import { LoadFailure } from '../../kit/LoadFailure';
import { messageOf } from '../../lib/error-message';
import { unwrap } from '../../lib/mutation-result';
import { Conversation, ReplyForm, supportCss, TicketPriorityBadge, TicketStatusBadge, ticketDateTime, useTicketChanges } from '../support';
import * as css from './desk.css';
import { InlineEditor } from './InlineEditor';

const DeskTicketQuery = graphql(`
  query DeskTicket($id: ID!) {
    supportTicket(id: $id) {
      id
      title
      description
      categoryName
      status
      priority
      assignedTo
      assignedToName
      orgName
      submittedByName
      submittedByEmail
      createdAt
      updatedAt
      messages(includeInternal: true) {
        id
        ...ConversationMessage
      }
    }
  }
`);

const AssignableStaffQuery = graphql(`
  query AssignableStaff {
    assignableStaff {
      id
      name
    }
  }
`);

const UpdateTicket = graphql(`
  mutation DeskUpdateTicket($id: ID!, $input: UpdateSupportTicketInput!) {
    updateSupportTicket(id: $id, input: $input) {
      __typename
      ... on SupportTicket {
        id
        status
        priority
        assignedTo
        assignedToName
        updatedAt
      }
      ... on AppError {
        ...AppErrorFields
      }
    }
  }
`);

const AddMessage = graphql(`
  mutation DeskAddMessage($id: ID!, $message: String!, $isInternal: Boolean!) {
    addSupportTicketMessage(id: $id, message: $message, isInternal: $isInternal) {
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

const STATUS_OPTIONS = TICKET_STATUSES.map((s) => ({ id: s, label: statusLabel(s) }));
const PRIORITY_OPTIONS = TICKET_PRIORITIES.map((p) => ({ id: p, label: statusLabel(p) }));
const UNASSIGNED = 'unassigned';

const backToQueue = <Link href="/support-admin/tickets">Back to Queue</Link>;

/** /support-admin/tickets/{id}: details, the whole conversation (internal notes too), Add Message, Status & Actions. */
export function DeskTicketPage() {
  const { id = '' } = useParams();
  const viewer = useOutletContext<{ id: string; name: string }>();
  const pollInterval = useTicketChanges(id, TICKET_POLLING_MS.ticket, (change) => change.kind === 'MESSAGE_ADDED' && void refetch());
  const { data, error, networkStatus, refetch } = useQuery(DeskTicketQuery, {
    variables: { id },
    pollInterval,
    notifyOnNetworkStatusChange: true,
  });
  const staffList = useQuery(AssignableStaffQuery, { pollInterval: TICKET_POLLING_MS.staff });
  const [update] = useMutation(UpdateTicket);
  const [addMessage] = useMutation(AddMessage);
  const ticket = data?.supportTicket;

  if (!ticket) {
    if (error && messageOf(error, '') === 'Ticket not found') {
      return <EmptyState title="Ticket not found" action={backToQueue} />;
    }
    if (error) {
      return (
        <LoadFailure
          title="Unable to load ticket details"
          error={error}
          fallback="Something went wrong"
          retryLabel="Retry"
          retrying={networkStatus === NetworkStatus.refetch}
          onRetry={() => void refetch()}
          action={backToQueue}
        />
      );
    }
    return (
      <Card padding="lg">
        <div role="status" className={css.muted}>
          <Spinner size="sm" /> Loading ticket details...
        </div>
      </Card>
    );
  }

  async function change(input: UpdateSupportTicketInput) {
    try {
      unwrap((await update({ variables: { id, input } })).data?.updateSupportTicket, 'Error updating ticket');
      toast.success('Ticket updated successfully');
    } catch (err) {
      toast.error('Error updating ticket', messageOf(err, 'Something went wrong'));
      throw err;
    }
  }

  // Who a ticket may go to: Unassigned or any active staff member (the signed-in one marked), and whoever holds it.
  const people = staffList.data?.assignableStaff ?? [{ id: viewer.id, name: viewer.name }];
  const assignees = [
    { id: UNASSIGNED, label: 'Unassigned' },
    ...people.map((p) => ({ id: p.id, label: p.id === viewer.id ? `${p.name} (me)` : p.name })),
    ...(ticket.assignedTo && !people.some((p) => p.id === ticket.assignedTo)
      ? [{ id: ticket.assignedTo, label: ticket.assignedToName ?? 'Current assignee' }]
      : []),
  ];

  return (
    <>
      <PageHeader
        title={ticket.title}
        subtitle={`Ticket ${ticket.id}`}
        back={{ href: '/support-admin/tickets', label: 'Back to Queue' }}
        badges={
          <>
            <TicketStatusBadge status={ticket.status} />
            <TicketPriorityBadge priority={ticket.priority} />
          </>
        }
      />
      <div className={supportCss.twoColumns}>
        <Stack gap="4">
          <Card title="Ticket Details" padding="md">
            <Stack gap="3">
              <p className={supportCss.preText}>{ticket.description}</p>
              <p className={supportCss.muted}>Category: {ticket.categoryName ?? 'None'}</p>
            </Stack>
          </Card>
          <Card title={`Conversation (${ticket.messages.length} ${ticket.messages.length === 1 ? 'message' : 'messages'})`} padding="md">
            <Conversation messages={ticket.messages} />
          </Card>
          <Card title="Add Message" padding="md">
            <ReplyForm
              allowInternal
              onSend={async (message, isInternal) => {
                unwrap(
                  (await addMessage({ variables: { id, message, isInternal } })).data?.addSupportTicketMessage,
                  'Error adding message',
                );
                await refetch();
              }}
            />
          </Card>
        </Stack>
        <Stack gap="4">
          <Card title="Status & Actions" padding="md">
            <Stack gap="4">
              <InlineEditor
                label="Status"
                display={<TicketStatusBadge status={ticket.status} />}
                options={STATUS_OPTIONS}
                value={ticket.status}
                onSave={(status) => change({ status: status as TicketStatus })}
              />
              <InlineEditor
                label="Priority"
                display={<TicketPriorityBadge priority={ticket.priority} />}
                options={PRIORITY_OPTIONS}
                value={ticket.priority}
                onSave={(priority) => change({ priority: priority as TicketPriority })}
              />
              <InlineEditor
                label="Assigned To"
                display={<span>{ticket.assignedToName ?? 'Unassigned'}</span>}
                options={assignees}
                value={ticket.assignedTo ?? UNASSIGNED}
                onSave={(to) => change({ assignedTo: to === UNASSIGNED ? null : to })}
              />
            </Stack>
          </Card>
          <Card title="Customer Information" padding="md">
            <DescriptionList
              layout="stacked"
              items={[
                { term: 'Organization', value: ticket.orgName ?? 'Unknown' },
                {
                  term: 'Submitted by',
                  value: ticket.submittedByName
                    ? `${ticket.submittedByName}${ticket.submittedByEmail ? ` (${ticket.submittedByEmail})` : ''}`
                    : 'Unknown',
                },
                { term: 'Created', value: ticketDateTime(ticket.createdAt) },
                { term: 'Last updated', value: ticketDateTime(ticket.updatedAt) },
              ]}
            />
          </Card>
        </Stack>
      </div>
    </>
  );
}
