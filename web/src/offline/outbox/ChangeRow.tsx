import { formatDateTime } from '@rules/zoned-time';
import { Badge, Button, DescriptionList, Entry, Link, type Tone } from '@spanner/design-system';
import { useEffect, useState } from 'react';
import { useTimeZone } from '../../lib/time-zone';
import {
  type Change,
  type ChangeState,
  ENTRY_NOUNS,
  entryKindOf,
  FAILED_TO_ADD,
  isEntryDelete,
  isEntryEdit,
  isTimesheetChange,
  STATE_LABELS,
  statusLabel,
} from './changes';
import { applyFormAnyway } from './keep-form-answers';
import * as css from './outbox.css';
import { addAsNew, applyAnyway, discardChange, retryChange } from './sync';

const TONES: Record<ChangeState, Tone> = { waiting: 'yellow', sending: 'blue', sent: 'green', 'needs-attention': 'red' };

/** What to do about a change the server refused for a reason of its own (rights, a field it did not accept). */
const ADVICE = 'Try again once the reason is sorted out, or discard it: a discarded change is not sent.';

/** A kept photo, shown from the device (the object URL lives as long as the row). */
function PhotoPreview({ photo, filename }: { photo: Blob; filename: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!(photo instanceof Blob)) return;
    const made = URL.createObjectURL(photo);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [photo]);
  if (!url) return null;
  return (
    <a href={url} download={filename} className={css.photoLink}>
      <img src={url} alt={`${filename}, kept on this device`} className={css.photo} />
    </a>
  );
}

/** What the technician did, in full: the note's text, the move from one status to another. */
function mine(change: Change): string {
  switch (change.kind) {
    case 'status':
      return `Move from ${statusLabel(change.fromStatus)} to ${statusLabel(change.status)}`;
    case 'complete':
      return `Complete the job${change.fromStatus ? ` from ${statusLabel(change.fromStatus)}` : ''}${change.notes ? `: ${change.notes}` : ''}`;
    case 'note':
    case 'note-edit':
      return change.kind === 'note-edit' ? `Change the note to: ${change.text}` : change.text;
    default:
      return change.label;
  }
}

/**
 * A refused change: both sides (what the technician did, the job as the server has it now) and the choices. A status
 * change or completion made from a status the job no longer has can be applied anyway, from the status it has now;
 * a change to a job that is gone stays here, note and photo included, until the technician discards it.
 */
function Conflict({ change }: { change: Change }) {
  const server = change.server;
  const gone = !!server && 'gone' in server;
  const now = server && !('gone' in server) ? server : null;
  const movesStatus = change.kind === 'status' || change.kind === 'complete';
  // A correction or removal of a note, hours or a part that was deleted on the server meanwhile.
  const kind = entryKindOf(change);
  const entryGone = !!now?.entryGone && (isEntryEdit(change) || isEntryDelete(change));
  const noun = kind ? ENTRY_NOUNS[kind] : '';
  const seq = change.seq as number;
  // A form's answers made from a copy someone changed since: theirs or mine.
  const formChanged = change.kind === 'form' && !gone && change.refusedStatus === 409;
  // A sign-off of a report the job no longer gives: the customer signed what they read, so it is never sent over.
  const signOffChanged = change.kind === 'sign-off' && !gone && change.refusedStatus === 409;
  // A new entry the server refused says so in the spec's words, with the server's reason.
  const failed = change.problem ? FAILED_TO_ADD[change.kind] : undefined;
  return (
    <div className={css.conflict}>
      {failed ? (
        <p role="alert" className={css.failed}>
          <strong>{failed}</strong>: {change.problem}
        </p>
      ) : null}
      <DescriptionList
        layout="stacked"
        items={[
          { term: 'What you did', value: <span className={css.text}>{mine(change)}</span> },
          server !== undefined && {
            term: 'What the server has now',
            value: gone
              ? 'This job is no longer there: it was deleted, or is no longer yours'
              : entryGone
                ? `This ${noun} is no longer on the job: it was deleted meanwhile`
                : now
                  ? `${now.title}: ${statusLabel(now.status)}`
                  : 'It could not be read',
          },
          !failed && { term: 'Why it was not made', value: change.problem },
        ]}
      />
      {change.kind === 'photo' && change.photo ? <PhotoPreview photo={change.photo} filename={change.filename} /> : null}
      <div className={css.choices}>
        {movesStatus && now && now.status !== 'done' ? (
          <Button variant="primary" onPress={() => applyAnyway(change.userId, change, now.status)}>
            {change.kind === 'complete'
              ? now.status === 'cancelled'
                ? 'Reopen and complete anyway'
                : 'Complete anyway'
              : `Apply mine anyway (from ${statusLabel(now.status)})`}
          </Button>
        ) : null}
        {entryGone && isEntryEdit(change) && now?.status !== 'done' ? (
          <Button variant="primary" onPress={() => addAsNew(change.userId, change)}>
            {`Add mine as a new ${noun}`}
          </Button>
        ) : null}
        {formChanged ? (
          <Button variant="primary" onPress={() => applyFormAnyway(change.userId, change)}>
            Send mine over theirs
          </Button>
        ) : null}
        {!gone && !entryGone && !(movesStatus && now) && !formChanged && !signOffChanged ? (
          <Button variant="secondary" onPress={() => retryChange(change.userId, seq)}>
            Try again
          </Button>
        ) : null}
        <Button variant="secondary" onPress={() => discardChange(seq)}>
          {movesStatus && now ? 'Keep theirs (discard mine)' : 'Discard'}
        </Button>
      </div>
      {gone ? (
        <p className={css.advice}>
          {change.kind === 'photo'
            ? 'Save the photo to this device (press it) before you discard it.'
            : 'Copy what you need before you discard it: it stays here until you do.'}
        </p>
      ) : signOffChanged ? (
        <p className={css.advice}>
          The job changed after the customer signed on this phone: open the job and ask them to sign the report as it is now.
        </p>
      ) : entryGone ? (
        <p className={css.advice}>
          {isEntryDelete(change) ? 'Nothing is left to delete: discard this change.' : 'Add yours again as a new entry, or discard it.'}
        </p>
      ) : change.kind === 'clock' ? (
        <p className={css.advice}>Discard it, then put the day right on your timesheet (Edit on the day) once you are online.</p>
      ) : change.kind === 'shift' ? (
        <p className={css.advice}>Discard it, then add the day again with its right times (or Edit the day kept) on your timesheet.</p>
      ) : !(movesStatus && now) ? (
        <p className={css.advice}>{ADVICE}</p>
      ) : null}
    </div>
  );
}

/** One change in the outbox: what it is, its state, and for one needing attention both sides and the choices. */
export function ChangeRow({ change, showJob = false }: { change: Change; showJob?: boolean }) {
  const attention = change.state === 'needs-attention';
  const timeZone = useTimeZone();
  return (
    <Entry
      title={change.label}
      meta={
        <>
          {showJob ? (
            <>
              {isTimesheetChange(change) ? (
                <Link href="/timesheet" variant="subtle">
                  Timesheet
                </Link>
              ) : (
                <Link href={`/jobs/${change.jobId}`} variant="subtle">{`Job ${change.jobId.slice(0, 8)}`}</Link>
              )}
              {' · '}
            </>
          ) : null}
          {`made ${formatDateTime(change.madeAt, timeZone)}`}
        </>
      }
      aside={<Badge tone={TONES[change.state]}>{STATE_LABELS[change.state]}</Badge>}
    >
      {attention ? (
        <Conflict change={change} />
      ) : change.kind === 'photo' && change.photo && change.state !== 'sent' ? (
        <PhotoPreview photo={change.photo} filename={change.filename} />
      ) : null}
    </Entry>
  );
}
