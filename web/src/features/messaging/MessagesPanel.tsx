import { useQuery } from '@apollo/client/react';
import { statusBadge } from '@rules/status-tones';
import { formatDateTime } from '@rules/zoned-time';
import {
  Button,
  Card,
  EmptyState,
  Entry,
  EntryList,
  type Key,
  Link,
  Skeleton,
  StatusBadge,
  Tab,
  TabList,
  TabPanel,
  Tabs,
} from '@spanner/design-system';
import { useState } from 'react';
import { graphql } from '../../gql';
import type { MessageChannel, MessagesPanelQuery as MessagesData } from '../../gql/graphql';
import { LoadFailure } from '../../kit/LoadFailure';
import { useTimeZone } from '../../lib/time-zone';
import * as css from './messaging.css';

const PAGE = 50;

const MessagesPanelQuery = graphql(`
  query MessagesPanel($first: Int!, $after: String, $channel: MessageChannel) {
    messages(first: $first, after: $after, channel: $channel) {
      edges {
        node {
          id
          channel
          to
          subject
          body
          status
          provider
          error
          credits
          paidFromPack
          createdAt
          quoteId
          invoiceId
          job {
            id
            title
          }
          sentBy {
            id
            name
          }
          attachments {
            filename
            url
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

type MessageNode = NonNullable<NonNullable<MessagesData['messages']['edges'][number]>['node']>;

function costOf(m: MessageNode): string {
  if (m.credits === 0) return m.status === 'failed' || m.status === 'undelivered' ? 'no charge (credit returned)' : 'not counted';
  const unit = m.channel === 'sms' ? 'SMS credit' : 'email credit';
  return `${m.credits} ${unit}${m.credits === 1 ? '' : 's'} from ${m.paidFromPack ? 'a pack' : 'the plan allowance'}`;
}

function MessageEntry({ m, timeZone }: { m: MessageNode; timeZone: string }) {
  const about = m.job ? (
    <Link href={`/jobs/${m.job.id}`}>{m.job.title}</Link>
  ) : m.quoteId ? (
    <Link href={`/quotes/${m.quoteId}`}>Quote</Link>
  ) : m.invoiceId ? (
    <Link href={`/invoices/${m.invoiceId}`}>Invoice</Link>
  ) : null;
  return (
    <Entry
      aria-label={`${m.channel === 'sms' ? 'SMS' : 'Email'} to ${m.to}`}
      title={
        <>
          {m.channel === 'sms' ? 'SMS' : 'Email'} to {m.to}
          {m.subject ? ` · ${m.subject}` : ''}
        </>
      }
      meta={`${formatDateTime(m.createdAt, timeZone)}${m.sentBy ? ` · by ${m.sentBy.name}` : ''} · ${costOf(m)}${localNote(m)}`}
      aside={<StatusBadge {...messageBadge(m)} />}
    >
      {about && <p>About: {about}</p>}
      <p className={css.body}>{m.body}</p>
      {m.error && <p>Error: {m.error}</p>}
      {m.attachments.length > 0 && (
        <div className={css.attachments}>
          {m.attachments.map((a) => (
            <Link key={a.url} href={a.url} target="_blank">
              {a.filename}
            </Link>
          ))}
        </div>
      )}
    </Entry>
  );
}

/** Where a message went when no Twilio or SMTP is configured: SMS stay here, email is in the server's mailbox. */
const localNote = (m: { provider: string; channel: MessageChannel }) =>
  m.provider !== 'local-outbox' ? '' : m.channel === 'email' ? " · in the server's local mailbox" : '';

/**
 * The message's status badge. A message the local outbox kept never left the server, whatever its stored status
 * (the outbox records it as handed over): the badge says it was not sent, so no "Sent" stands beside it.
 */
function messageBadge(m: { provider: string; status: string }) {
  if (m.provider === 'local-outbox') return { tone: 'grey' as const, label: 'Not sent (local outbox)' };
  return statusBadge('message', m.status);
}

/**
 * Settings → Messages (admin and manager): every SMS and email the organisation sent, newest first — to whom, about
 * which job, quote or invoice, its delivery status and what it cost. Mail about one person's own account (password
 * resets, invites) is not listed, and private links in email show as withheld: only the recipient's mailbox has them.
 */
export function MessagesPanel() {
  const [channel, setChannel] = useState<MessageChannel | 'all'>('all');
  return (
    <Card
      title="Messages"
      description="Every SMS and email sent to your customers, newest first. Password resets and invites go only to the person they are for."
      headingLevel={2}
    >
      <Tabs selectedKey={channel} onSelectionChange={(k: Key) => setChannel(k as MessageChannel | 'all')}>
        <TabList aria-label="Channel">
          <Tab id="all">All</Tab>
          <Tab id="sms">SMS</Tab>
          <Tab id="email">Email</Tab>
        </TabList>
        {(['all', 'sms', 'email'] as const).map((id) => (
          <TabPanel key={id} id={id}>
            <MessageList channel={id} />
          </TabPanel>
        ))}
      </Tabs>
    </Card>
  );
}

/** One channel's messages (or all), 50 at a time. */
function MessageList({ channel }: { channel: MessageChannel | 'all' }) {
  const timeZone = useTimeZone();
  const { data, loading, error, refetch, fetchMore } = useQuery(MessagesPanelQuery, {
    variables: { first: PAGE, channel: channel === 'all' ? null : channel },
    fetchPolicy: 'cache-and-network',
  });
  const messages = (data?.messages.edges ?? []).flatMap((e) => (e?.node ? [e.node] : []));
  const pageInfo = data?.messages.pageInfo;
  if (error && !data) return <LoadFailure title="Failed to load messages" onRetry={() => void refetch()} />;

  if (loading && !data) return <Skeleton height={200} />;
  if (messages.length === 0)
    return <EmptyState title="No messages yet" description="SMS and emails you send appear here with their delivery status." />;
  return (
    <>
      <EntryList aria-label="Messages">
        {messages.map((m) => (
          <MessageEntry key={m.id} m={m} timeZone={timeZone} />
        ))}
      </EntryList>
      {pageInfo?.hasNextPage && (
        <Button variant="secondary" onPress={() => void fetchMore({ variables: { after: pageInfo.endCursor } })}>
          Show more
        </Button>
      )}
    </>
  );
}
