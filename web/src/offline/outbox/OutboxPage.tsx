import { Card, EmptyState, EntryList, PageHeader, Stack } from '@spanner/design-system';
import { ChangeRow } from './ChangeRow';
import { unsent } from './unsent';
import { useOutbox } from './use-outbox';

/** /outbox: every change made on this device, oldest first, with its state; the ones needing attention first. */
export function OutboxPage() {
  const changes = useOutbox();
  if (!changes) return null;
  const attention = changes.filter((c) => c.state === 'needs-attention');
  const rest = changes.filter((c) => c.state !== 'needs-attention');
  const waiting = unsent(changes).length;
  return (
    <Stack>
      <PageHeader
        title="Outbox"
        subtitle={
          waiting ? `${waiting} ${waiting === 1 ? 'change' : 'changes'} not sent yet` : 'Everything made on this device has been sent'
        }
      />
      {attention.length > 0 && (
        <Card title="Needs attention" headingLevel={2}>
          <EntryList aria-label="Changes needing attention">
            {attention.map((c) => (
              <ChangeRow key={c.seq} change={c} showJob />
            ))}
          </EntryList>
        </Card>
      )}
      <Card title="Changes" headingLevel={2}>
        {rest.length ? (
          <EntryList aria-label="Changes">
            {rest.map((c) => (
              <ChangeRow key={c.seq} change={c} showJob />
            ))}
          </EntryList>
        ) : (
          <EmptyState
            title="No changes waiting"
            description="Notes, hours, parts, photos and status changes made without signal wait here until they are sent."
          />
        )}
      </Card>
    </Stack>
  );
}
