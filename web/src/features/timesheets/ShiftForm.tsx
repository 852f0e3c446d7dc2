import { timesheetMessages } from '@rules/timesheet';
import { addDays, dayKeyOf, fromLocalInput, moveToDay, shortTimeText, toLocalInput } from '@rules/zoned-time';
import { Banner, Button, Checkbox, Stack, TextField } from '@spanner/design-system';
import { type FormEvent, useState } from 'react';
import type { ShiftFieldsFragment, ShiftSegmentInput } from '../../gql/graphql';
import { messageOf } from '../../lib/error-message';
import { fieldErrorsOf } from '../../lib/mutation-result';
import { KIND_WORDS } from './format';

// One form for a whole shift: a day entered after the fact ("Add a day", the office's "Add a shift") and a finished
// shift changed in place ("Edit"). It checks what it can (the day is in the week, start and end given, the end after
// the start unless "Ends the next day" is ticked: a night shift) before the server checks the rest; the server's field messages land under the same fields.

const TIME = /^\d{2}:\d{2}$/;

/** What the form gives its owner to send: the shift's instants, note, segments (an edit keeps them), reason. */
export interface ShiftFormValues {
  start: string;
  end: string;
  note: string | null;
  segments?: ShiftSegmentInput[];
  reason?: string;
}

const segmentText = (s: ShiftFieldsFragment['segments'][number], timeZone: string) =>
  `${KIND_WORDS[s.kind]}${s.jobTitle ? ` on ${s.jobTitle}` : ''}, ${shortTimeText(s.start, timeZone)} – ${s.end ? shortTimeText(s.end, timeZone) : 'now'}`;

/**
 * The shift's existing segments, moved with it when its day changes (their wall times kept), as the API takes them:
 * an edit of only the start, end or note keeps the job hours the shift holds.
 */
export function keptSegments(shift: ShiftFieldsFragment, day: string, timeZone: string): ShiftSegmentInput[] {
  return shift.segments
    .filter((s) => s.end)
    .map((s) => {
      // A segment after midnight of an overnight shift stays on the day after the shift's.
      const moved = (iso: string) =>
        day === shift.day ? iso : moveToDay(iso, addDays(day, dayKeyOf(iso, timeZone) === shift.day ? 0 : 1), timeZone).toISOString();
      return { kind: s.kind, start: moved(s.start), end: moved(s.end ?? s.start), jobId: s.jobId ?? null };
    });
}

export function ShiftForm({
  weekStart,
  initialDay,
  shift,
  timeZone,
  askReason = false,
  submitLabel,
  onSave,
  onCancel,
}: {
  weekStart: string;
  initialDay: string;
  /** The shift being changed (its times, note and segments); none for a new one. */
  shift?: ShiftFieldsFragment;
  timeZone: string;
  /** The office's change: a reason is required (the audit trail). */
  askReason?: boolean;
  submitLabel: string;
  /** Sends the shift; throws the mutation's error (its field messages shown here). */
  onSave: (values: ShiftFormValues) => Promise<void>;
  onCancel?: () => void;
}) {
  const [day, setDay] = useState(shift?.day ?? initialDay);
  const [start, setStart] = useState(shift ? toLocalInput(shift.start, timeZone).time : '');
  const [end, setEnd] = useState(shift?.end ? toLocalInput(shift.end, timeZone).time : '');
  const [note, setNote] = useState(shift?.note ?? '');
  // A shift past midnight (a clocked night, or one entered so) ends on the day after its start.
  const [nextDay, setNextDay] = useState(!!shift?.end && dayKeyOf(shift.end, timeZone) !== shift.day);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const segments = shift?.segments.filter((s) => s.end) ?? [];

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    const found: Record<string, string> = {};
    if (day < weekStart || day > addDays(weekStart, 6)) found.day = 'Choose a day of this week';
    if (!TIME.test(start)) found.start = 'Enter the time the shift started';
    if (!TIME.test(end)) found.end = 'Enter the time the shift finished';
    else if (TIME.test(start) && !nextDay && end <= start) found.end = timesheetMessages.endBeforeStart;
    if (askReason && !reason.trim()) found.reason = 'Say why the shift is changed';
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await onSave({
        start: fromLocalInput(day, start, timeZone) ?? '',
        end: fromLocalInput(nextDay ? addDays(day, 1) : day, end, timeZone) ?? '',
        note: note.trim() || null,
        ...(shift ? { segments: keptSegments(shift, day, timeZone) } : {}),
        ...(askReason ? { reason: reason.trim() } : {}),
      });
      if (!shift) {
        setStart('');
        setEnd('');
        setNote('');
        setNextDay(false);
      }
    } catch (err) {
      const fields = fieldErrorsOf(err);
      setErrors(fields);
      const shown =
        ['day', 'start', 'end', 'note', 'reason'].some((f) => fields[f]) ||
        (segments.length > 0 && (!!fields.segments || segmentProblems(fields).length > 0));
      setProblem(shown ? null : messageOf(err, 'The shift could not be saved'));
    } finally {
      setBusy(false);
    }
  };

  const segmentErrors = segmentProblems(errors);
  const field = (name: string) => ({ errorMessage: errors[name], isInvalid: !!errors[name] });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="3">
        <TextField label="Day" type="date" value={day} onChange={setDay} {...field('day')} />
        <Stack direction="row" gap="3">
          <TextField label="Start" type="time" value={start} onChange={setStart} {...field('start')} />
          <TextField label="End" type="time" value={end} onChange={setEnd} {...field('end')} />
        </Stack>
        <Checkbox isSelected={nextDay} onChange={setNextDay}>
          Ends the next day
        </Checkbox>
        <TextField label="Note" value={note} onChange={setNote} {...field('note')} />
        {segments.length > 0 && (
          <Stack gap="1">
            <strong>Kept as they are</strong>
            <ul aria-label="Work, travel and breaks in this shift">
              {segments.map((s, i) => (
                <li key={s.id}>
                  {segmentText(s, timeZone)}
                  {segmentErrors.find((p) => p.index === i) && (
                    <span role="alert">{` — ${segmentErrors.find((p) => p.index === i)?.message}`}</span>
                  )}
                </li>
              ))}
            </ul>
            {errors.segments && <span role="alert">{errors.segments}</span>}
          </Stack>
        )}
        {askReason && <TextField label="Reason" value={reason} onChange={setReason} isRequired {...field('reason')} />}
        {problem && (
          <Banner tone="error" title="Not saved">
            {problem}
          </Banner>
        )}
        <Stack direction="row" gap="2">
          <Button type="submit" variant="primary" isDisabled={busy}>
            {submitLabel}
          </Button>
          {onCancel && (
            <Button variant="secondary" onPress={onCancel}>
              Cancel
            </Button>
          )}
        </Stack>
      </Stack>
    </form>
  );
}

/** The server's segment messages (`segments.2`, `segments.2.end`, `segments.2.jobId`) by the segment's index. */
function segmentProblems(fields: Record<string, string>): { index: number; message: string }[] {
  return Object.entries(fields).flatMap(([k, message]) => {
    const m = /^segments\.(\d+)/.exec(k);
    return m ? [{ index: Number(m[1]), message }] : [];
  });
}
