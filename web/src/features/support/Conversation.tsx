import { Badge } from '@spanner/design-system';
import { useEffect, useRef } from 'react';
import { graphql } from '../../gql';
import type { ConversationMessageFragment } from '../../gql/graphql';
import { ticketDateTime } from './format';
import * as css from './support.css';

export const ConversationMessage = graphql(`
  fragment ConversationMessage on TicketMessage {
    id
    message
    isInternal
    authorName
    authorRole
    createdAt
  }
`);

const kindOf = (m: ConversationMessageFragment) => (m.isInternal ? 'internal' : m.authorRole === 'support_staff' ? 'staff' : 'other');

/**
 * A ticket's messages, oldest first, in a scrolling area that follows the newest: internal notes yellow with an
 * Internal badge, support replies blue with a Support badge, the business's messages grey.
 */
export function Conversation({ messages, timeZone }: { messages: readonly ConversationMessageFragment[]; timeZone?: string }) {
  const end = useRef<HTMLLIElement>(null);
  const last = messages.at(-1)?.id;
  useEffect(() => {
    if (last) end.current?.scrollIntoView({ block: 'nearest' });
  }, [last]);
  if (messages.length === 0) return <p className={css.muted}>No messages yet</p>;
  return (
    <ol className={css.conversation} aria-label="Conversation">
      {messages.map((m) => {
        const kind = kindOf(m);
        return (
          <li key={m.id} className={css.bubble[kind]} ref={m.id === last ? end : undefined}>
            <div className={css.bubbleHead}>
              <span className={css.author}>{m.authorName}</span>
              {kind === 'internal' ? <Badge tone="yellow">Internal</Badge> : kind === 'staff' ? <Badge tone="blue">Support</Badge> : null}
              <time className={css.when} dateTime={m.createdAt}>
                {ticketDateTime(m.createdAt, timeZone)}
              </time>
            </div>
            <p className={css.messageText}>{m.message}</p>
          </li>
        );
      })}
    </ol>
  );
}
