import { Link } from '@spanner/design-system';
import { unsent } from './unsent';
import { useOutbox } from './use-outbox';

/** The top bar's count of changes not sent yet (nothing when the outbox is empty), linking to the outbox. */
export function OutboxCount() {
  const changes = useOutbox();
  const count = changes ? unsent(changes).length : 0;
  if (!count) return null;
  const attention = changes?.some((c) => c.state === 'needs-attention');
  return (
    <Link href="/outbox" variant="subtle">
      {`Outbox ${count}${attention ? ' — needs attention' : ''}`}
    </Link>
  );
}
