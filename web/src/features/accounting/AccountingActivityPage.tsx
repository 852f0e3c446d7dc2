import { useMutation, useQuery } from '@apollo/client/react';
import { formatDateTime } from '@rules/zoned-time';
import {
  Badge,
  Banner,
  Button,
  Cell,
  Column,
  PageHeader,
  Row,
  Skeleton,
  Stack,
  Switch,
  Table,
  TableBody,
  TableHeader,
  toast,
} from '@spanner/design-system';
import { useState } from 'react';
import { graphql } from '../../gql';
import { LoadFailure } from '../../kit/LoadFailure';
import { messageOf } from '../../lib/error-message';
import { unwrap } from '../../lib/mutation-result';
import { useTimeZone } from '../../lib/time-zone';
import { SyncConflicts } from './SyncConflicts';

const AccountingActivityQuery = graphql(`
  query AccountingActivity($needsAttention: Boolean) {
    accountingActivity(needsAttention: $needsAttention) {
      id
      recordType
      operation
      label
      state
      lastError
      attempts
      updatedAt
      ...SyncConflictFields
    }
    accountingAttentionCount
    accountingConnection {
      provider
    }
  }
`);

const RetryAccountingSync = graphql(`
  mutation RetryAccountingSync($id: ID!) {
    retryAccountingSync(id: $id) {
      __typename
      ... on AccountingSyncRecord {
        id
        state
        lastError
        attempts
        updatedAt
      }
      ... on AppError {
        message
      }
    }
  }
`);

const SyncAccountingNow = graphql(`
  mutation SyncAccountingNow {
    syncAccountingNow {
      __typename
      ... on SyncAccountingNowPayload {
        queued
      }
      ... on AppError {
        message
      }
    }
  }
`);

const STATE_TONE = { queued: 'grey', sending: 'blue', sent: 'green', failed: 'red', conflict: 'orange' } as const;
const RECORD_WORDS: Record<string, string> = { contact: 'Contact', invoice: 'Invoice', payment: 'Payment' };
/** While something is on its way the list looks again this often (the sync runs in the background). */
const POLL_MS = 3000;

/**
 * Settings → Accounting → Activity (admin, manager): every record's sync state — queued, sending, sent, failed,
 * conflict — with the books' last refusal in plain words, Retry on a failed one, and "Sync now" (read what changed
 * in the books and send again whatever waits). "Needs attention" keeps the failed and conflicting ones.
 */
export function AccountingActivityPage() {
  const [needsAttention, setNeedsAttention] = useState(false);
  const timeZone = useTimeZone();
  const { data, error, refetch } = useQuery(AccountingActivityQuery, {
    variables: { needsAttention },
    fetchPolicy: 'cache-and-network',
    pollInterval: POLL_MS,
  });
  const [retry] = useMutation(RetryAccountingSync);
  const [syncNow, syncing] = useMutation(SyncAccountingNow);

  async function retryOne(id: string, label: string) {
    try {
      unwrap((await retry({ variables: { id } })).data?.retryAccountingSync, 'Could not retry');
      toast.success('Sending again', label);
      await refetch();
    } catch (err) {
      toast.error('Could not retry', messageOf(err, ''));
    }
  }

  async function syncEverything() {
    try {
      unwrap((await syncNow()).data?.syncAccountingNow, 'Could not sync');
      toast.success('Syncing now', `Changes in ${books} are read and waiting records sent again.`);
      await refetch();
    } catch (err) {
      toast.error('Could not sync', messageOf(err, ''));
    }
  }

  const count = data?.accountingAttentionCount ?? 0;
  const books = data?.accountingConnection?.provider === 'myob' ? 'MYOB' : 'Xero';
  return (
    <Stack>
      <PageHeader
        title="Accounting activity"
        subtitle={`What went to ${books} and came back, record by record`}
        back={{ href: '/settings?tab=accounting', label: 'Accounting' }}
        actions={
          <Button variant="primary" onPress={syncEverything} isPending={syncing.loading}>
            Sync now
          </Button>
        }
      />
      {count > 0 && (
        <Banner tone="warning" title={`${count} ${count === 1 ? 'record needs' : 'records need'} attention`}>
          Each says what {books} answered: fix it in Spanner or {books}, then Retry — or, for an invoice changed on both sides, choose which
          to keep.
        </Banner>
      )}
      {data && <SyncConflicts records={data.accountingActivity} books={books} onResolved={() => void refetch()} />}
      {error && !data && <LoadFailure title="Could not load the activity" error={error} />}
      <Switch isSelected={needsAttention} onChange={setNeedsAttention}>
        Needs attention only
      </Switch>
      {!data ? (
        <Skeleton height={160} />
      ) : (
        <Table aria-label="Accounting activity">
          <TableHeader>
            <Column isRowHeader>Record</Column>
            <Column>State</Column>
            <Column>Last word from {books}</Column>
            <Column>Tries</Column>
            <Column>Updated</Column>
            <Column>Actions</Column>
          </TableHeader>
          <TableBody emptyText={needsAttention ? 'Nothing needs attention' : `Nothing has been sent to ${books} yet`}>
            {data.accountingActivity.map((r) => (
              <Row key={r.id}>
                <Cell>
                  {RECORD_WORDS[r.recordType] ?? r.recordType} · {r.label}
                </Cell>
                <Cell>
                  <Badge tone={STATE_TONE[r.state as keyof typeof STATE_TONE] ?? 'grey'}>{r.state}</Badge>
                </Cell>
                <Cell>{r.lastError ?? '—'}</Cell>
                <Cell>{r.attempts}</Cell>
                <Cell>{formatDateTime(r.updatedAt, timeZone)}</Cell>
                <Cell>
                  {r.state === 'failed' && (r.operation === 'push' || r.operation === 'fee') && (
                    <Button size="sm" variant="secondary" onPress={() => retryOne(r.id, r.label)}>
                      Retry
                    </Button>
                  )}
                </Cell>
              </Row>
            ))}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
}
