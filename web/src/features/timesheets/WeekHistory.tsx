import { useQuery } from '@apollo/client/react';
import { formatDateTime } from '@rules/zoned-time';
import { Button, Dialog, DialogTrigger, EmptyState, Entry, EntryList, Modal, Skeleton } from '@spanner/design-system';
import { LoadFailure } from '../../kit/LoadFailure';
import { useTimeZone } from '../../lib/time-zone';
import { TimesheetWeekHistoryQuery } from './history-docs';

// A member's week as the office changed it (/timesheets, reviewTimesheets): "History" on the member's card opens the
// week's audit trail — each edit, leave added or removed, approval, unlock (with its reason) and payroll export, newest
// first, with when (the organisation's zone), who and what, in the API's words. Read when opened, never before.

/** "History" on a member's week: a dialog listing the office's changes to it. */
export function WeekHistoryButton({ weekId, memberName }: { weekId: string; memberName: string }) {
  return (
    <DialogTrigger>
      <Button size="sm" variant="secondary" aria-label={`History of ${memberName}'s week`}>
        History
      </Button>
      <Modal>
        <Dialog title={`History of ${memberName}'s week`}>
          <WeekHistory weekId={weekId} />
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}

/** The week's audit entries, newest first; "No changes by the office yet" when there are none. */
export function WeekHistory({ weekId }: { weekId: string }) {
  const timeZone = useTimeZone();
  const { data, loading, error, refetch } = useQuery(TimesheetWeekHistoryQuery, { variables: { weekId }, fetchPolicy: 'network-only' });
  if (!data && loading) return <Skeleton shape="rect" height={120} />;
  if (!data) return <LoadFailure title="Failed to load the history" error={error} onRetry={() => void refetch()} />;
  const entries = data.timesheetWeekHistory;
  if (entries.length === 0) return <EmptyState title="No changes by the office yet" />;
  return (
    <EntryList aria-label="Changes to the week">
      {entries.map((e) => (
        <Entry
          key={e.id}
          title={e.actionLabel}
          meta={
            <>
              <time dateTime={e.at}>{formatDateTime(e.at, timeZone)}</time>
              {` · ${e.actorName}${e.actorType === 'api_key' ? ' (API key)' : ''}`}
            </>
          }
        >
          {e.detail && <p>{e.detail}</p>}
        </Entry>
      ))}
    </EntryList>
  );
}
