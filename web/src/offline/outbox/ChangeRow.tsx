import { Badge, Button, Entry, type Tone } from '@spanner/design-system';
import { type Change, type ChangeState, STATE_LABELS } from './changes';
import { discardChange, retryChange } from './sync';

const TONES: Record<ChangeState, Tone> = { waiting: 'yellow', sending: 'blue', sent: 'green', 'needs-attention': 'red' };

/** What to do about a change the server refused. */
const ADVICE = 'Try again once the reason is sorted out, or discard it: a discarded change is not sent.';

/** One change in the outbox: what it is, its state, and for one needing attention the reason and the choices. */
export function ChangeRow({ change, showJob = false }: { change: Change; showJob?: boolean }) {
  const seq = change.seq as number;
  return (
    <Entry
      title={change.label}
      meta={`${showJob ? `Job ${change.jobId.slice(0, 8)} · ` : ''}made ${new Date(change.madeAt).toLocaleString()}`}
      aside={<Badge tone={TONES[change.state]}>{STATE_LABELS[change.state]}</Badge>}
      actions={
        change.state === 'needs-attention' && (
          <>
            <Button variant="secondary" onPress={() => retryChange(change.userId, seq)}>
              Try again
            </Button>
            <Button variant="secondary" onPress={() => discardChange(seq)}>
              Discard
            </Button>
          </>
        )
      }
    >
      {change.state === 'needs-attention' && (
        <p>
          {change.problem} {ADVICE}
        </p>
      )}
    </Entry>
  );
}
