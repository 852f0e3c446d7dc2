import { timesheetMessages } from '@rules/timesheet';
import { addDays, dayKeyOf, fromLocalInput, toLocalInput } from '@rules/zoned-time';
import { Banner, Button, Checkbox, Stack, TextField } from '@spanner/design-system';
import { type FormEvent, useState } from 'react';
import type { ShiftFieldsFragment, ShiftSegmentInput } from '../../gql/graphql';
import { messageOf } from '../../lib/error-message';
import { fieldErrorsOf } from '../../lib/mutation-result';
import { checkRows, type JobChoice, jobChoicesOf, rowsOf, type SegmentRow, SegmentsEditor, segmentsOf } from './SegmentsEditor';
import { useWeekJobs } from './use-week-jobs';

// One form for a whole shift: a day entered after the fact ("Add a day", the office's "Add a shift") and a finished
// shift changed in place ("Edit", with its work, travel and breaks: SegmentsEditor). It checks what it can (the day is
// in the week, start and end given, the end after the start unless "Ends the next day" is ticked: a night shift; each
// segment by the rules' own checks) before the server checks the rest; the server's field messages land under the
// same fields, a segment's beside its row.

const TIME = /^\d{2}:\d{2}$/;

/** What the form gives its owner to send: the shift's instants, note, segments (an edit's, as changed), reason. */
export interface ShiftFormValues {
  start: string;
  end: string;
  note: string | null;
  segments?: ShiftSegmentInput[];
  reason?: string;
}

export function ShiftForm({
  weekStart,
  initialDay,
  shift,
  timeZone,
  askReason = false,
  submitLabel,
  jobs = [],
  memberId,
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
  /** Jobs work may be put on besides the shift's own and the member's week's (e.g. the jobs saved on the device). */
  jobs?: readonly JobChoice[];
  /** Whose shift it is: their jobs scheduled in the week are offered for its work (read when online). */
  memberId?: string | null;
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
  const [rows, setRows] = useState<SegmentRow[]>(() => (shift ? rowsOf(shift, timeZone) : []));
  const weekJobs = useWeekJobs(memberId, weekStart, timeZone);
  const jobChoices = jobChoicesOf(shift, [...jobs, ...weekJobs]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    const found: Record<string, string> = {};
    if (day < weekStart || day > addDays(weekStart, 6)) found.day = 'Choose a day of this week';
    if (!TIME.test(start)) found.start = 'Enter the time the shift started';
    if (!TIME.test(end)) found.end = 'Enter the time the shift finished';
    else if (TIME.test(start) && !nextDay && end <= start) found.end = timesheetMessages.endBeforeStart;
    if (askReason && !reason.trim()) found.reason = 'Say why the shift is changed';
    const startAt = fromLocalInput(day, start, timeZone) ?? '';
    const endAt = fromLocalInput(nextDay ? addDays(day, 1) : day, end, timeZone) ?? '';
    // On a night shift a segment's time before the shift's start is on the next day.
    const nightFrom = nextDay ? start : null;
    // The segments are checked against a shift whose own times are good.
    if ((shift || rows.length > 0) && !found.day && !found.start && !found.end)
      Object.assign(found, checkRows(rows, { day, start: startAt, end: endAt, nightFrom }, timeZone));
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await onSave({
        start: startAt,
        end: endAt,
        note: note.trim() || null,
        ...(shift || rows.length > 0 ? { segments: segmentsOf(rows, day, nightFrom, timeZone) } : {}),
        ...(askReason ? { reason: reason.trim() } : {}),
      });
      if (!shift) {
        setStart('');
        setEnd('');
        setNote('');
        setNextDay(false);
        setRows([]);
      }
    } catch (err) {
      const fields = fieldErrorsOf(err);
      setErrors(fields);
      const shown =
        ['day', 'start', 'end', 'note', 'reason'].some((f) => fields[f]) ||
        (!!shift && Object.keys(fields).some((f) => f === 'segments' || f.startsWith('segments.')));
      setProblem(shown ? null : messageOf(err, 'The shift could not be saved'));
    } finally {
      setBusy(false);
    }
  };

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
        <SegmentsEditor
          rows={rows}
          onChange={(next) => {
            // The messages are by row number: a removed row would move them onto the wrong rows.
            if (next.length < rows.length)
              setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => k !== 'segments' && !k.startsWith('segments.'))));
            setRows(next);
          }}
          jobs={jobChoices}
          errors={errors}
          nightFrom={TIME.test(start) && nextDay ? start : null}
        />
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
