import { useMutation, useQuery } from '@apollo/client/react';
import { Banner, Button, PageHeader, Skeleton, Stack, Switch, toast } from '@spanner/design-system';
import { useState } from 'react';
import { graphql } from '../../gql';
import { LoadFailure } from '../../kit/LoadFailure';
import { messageOf } from '../../lib/error-message';
import { unwrap } from '../../lib/mutation-result';
import { useTimeZone } from '../../lib/time-zone';
import { ActivityRecords } from './ActivityRecords';
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
        <ActivityRecords
          records={data.accountingActivity}
          books={books}
          emptyText={needsAttention ? 'Nothing needs attention' : `Nothing has been sent to ${books} yet`}
          timeZone={timeZone}
          onRetry={retryOne}
        />
      )}
    </Stack>
  );
}
