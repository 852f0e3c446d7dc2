import { formatDateTime } from '@rules/zoned-time';
import { Badge, Button, Cell, Column, Entry, EntryList, PHONE, Row, Table, TableBody, TableHeader } from '@spanner/design-system';
import type { AccountingActivityQuery } from '../../gql/graphql';
import { useMediaQuery } from '../../lib/use-media-query';

// The accounting activity's records: a table on wider screens; on a phone a list, a record to a row — what it is and
// its state first, then the books' last word, the tries and when, and Retry — so nothing is cut off at 390 px.

type ActivityRecord = AccountingActivityQuery['accountingActivity'][number];

const STATE_TONE = { queued: 'grey', sending: 'blue', sent: 'green', failed: 'red', conflict: 'orange' } as const;
const RECORD_WORDS: Record<string, string> = { contact: 'Contact', invoice: 'Invoice', payment: 'Payment' };

const recordText = (r: ActivityRecord) => `${RECORD_WORDS[r.recordType] ?? r.recordType} · ${r.label}`;
const stateBadge = (r: ActivityRecord) => <Badge tone={STATE_TONE[r.state as keyof typeof STATE_TONE] ?? 'grey'}>{r.state}</Badge>;
/** A failed push (or card fee) can be sent again; a conflict is resolved above, a pull is read again by Sync now. */
const retryable = (r: ActivityRecord) => r.state === 'failed' && (r.operation === 'push' || r.operation === 'fee');

export function ActivityRecords({
  records,
  books,
  emptyText,
  timeZone,
  onRetry,
}: {
  records: readonly ActivityRecord[];
  /** Xero or MYOB */
  books: string;
  emptyText: string;
  timeZone: string;
  onRetry: (id: string, label: string) => void;
}) {
  const phone = useMediaQuery(PHONE);
  const retry = (r: ActivityRecord) =>
    retryable(r) && (
      <Button size="sm" variant="secondary" onPress={() => onRetry(r.id, r.label)}>
        Retry
      </Button>
    );
  if (phone)
    return records.length === 0 ? (
      <p>{emptyText}</p>
    ) : (
      <EntryList aria-label="Accounting activity">
        {records.map((r) => (
          <Entry
            key={r.id}
            title={recordText(r)}
            aside={stateBadge(r)}
            meta={`${formatDateTime(r.updatedAt, timeZone)} · ${r.attempts} ${r.attempts === 1 ? 'try' : 'tries'}`}
            actions={retry(r)}
          >
            {r.lastError && <p>{r.lastError}</p>}
          </Entry>
        ))}
      </EntryList>
    );
  return (
    <Table aria-label="Accounting activity">
      <TableHeader>
        <Column isRowHeader>Record</Column>
        <Column>State</Column>
        <Column>Last word from {books}</Column>
        <Column>Tries</Column>
        <Column>Updated</Column>
        <Column>Actions</Column>
      </TableHeader>
      <TableBody emptyText={emptyText}>
        {records.map((r) => (
          <Row key={r.id}>
            <Cell>{recordText(r)}</Cell>
            <Cell>{stateBadge(r)}</Cell>
            <Cell>{r.lastError ?? '—'}</Cell>
            <Cell>{r.attempts}</Cell>
            <Cell>{formatDateTime(r.updatedAt, timeZone)}</Cell>
            <Cell>{retry(r)}</Cell>
          </Row>
        ))}
      </TableBody>
    </Table>
  );
}
