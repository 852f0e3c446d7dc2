import { useSubscription } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { graphql } from '../../gql';
import type { SupportTicketChangedSubscription } from '../../gql/graphql';
import { liveSocket } from '../../lib/live-socket';
import { useStore } from '../../lib/store';

export const SupportTicketChangedDocument = graphql(`
  subscription SupportTicketChanged($ticketId: ID) {
    supportTicketChanged(ticketId: $ticketId) {
      kind
      ticketId
      ticket {
        id
        status
        priority
        assignedTo
        assignedToName
        updatedAt
      }
    }
  }
`);

export type TicketChange = SupportTicketChangedSubscription['supportTicketChanged'];

/**
 * Live ticket changes (the `supportTicketChanged` subscription): one ticket's, or (no id) every ticket the viewer
 * sees — a member their organisation's, support staff the whole queue. The ticket's new status, priority and
 * assignee reach Apollo's cache with the change itself; `onChange` lets a screen read more (a new message, a new
 * ticket in its list). Answers the polling interval to use: none while the subscription is open, `pollMs` (the
 * spec's interval) while it is not.
 */
export function useTicketChanges(ticketId: string | null, pollMs: number, onChange?: (change: TicketChange) => void): number {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  const { error } = useSubscription(SupportTicketChangedDocument, {
    variables: { ticketId },
    ignoreResults: true,
    onData: ({ data }) => {
      const change = data.data?.supportTicketChanged;
      if (change) latest.current?.(change);
    },
  });
  const connected = useStore(liveSocket);
  return connected && !error ? 0 : pollMs;
}
