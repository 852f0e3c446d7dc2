import { EntryList } from '@spanner/design-system';
import { useEffect, useRef } from 'react';
import { ChangeRow } from './ChangeRow';
import type { ChangeInput } from './changes';
import { useOutbox } from './use-outbox';

/**
 * A job's changes still in the outbox (waiting, sending, needing attention), shown where they were made; when one
 * is sent the job is read again (`onSent`), so it takes its place among the job's own records.
 */
export function PendingChanges({ jobId, kinds, onSent }: { jobId: string; kinds: ChangeInput['kind'][]; onSent: () => unknown }) {
  const changes = useOutbox()?.filter((c) => c.jobId === jobId && kinds.includes(c.kind)) ?? [];
  const sent = changes.filter((c) => c.state === 'sent').length;
  const seen = useRef(sent);
  useEffect(() => {
    if (sent > seen.current) void onSent();
    seen.current = sent;
  }, [sent, onSent]);
  const pending = changes.filter((c) => c.state !== 'sent');
  if (!pending.length) return null;
  return (
    <EntryList aria-label="Waiting to send">
      {pending.map((c) => (
        <ChangeRow key={c.seq} change={c} />
      ))}
    </EntryList>
  );
}
