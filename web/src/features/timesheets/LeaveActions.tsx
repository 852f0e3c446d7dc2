import { useMutation } from '@apollo/client/react';
import { dayInWeek, LEAVE_KIND_LABELS, LEAVE_KINDS, leaveMinutesFromHours } from '@rules/timesheet';
import { addDays, formatDayKey } from '@rules/zoned-time';
import {
  AlertDialog,
  Banner,
  Button,
  Dialog,
  DialogTrigger,
  Modal,
  Select,
  Stack,
  TextArea,
  TextField,
  toast,
} from '@spanner/design-system';
import { type FormEvent, useState } from 'react';
import type { LeaveFieldsFragment, TimesheetLeaveKind, WeekFieldsFragment } from '../../gql/graphql';
import { messageOf } from '../../lib/error-message';
import { fieldErrorsOf, unwrap } from '../../lib/mutation-result';
import { AddTimesheetLeaveMutation, RemoveTimesheetLeaveMutation } from './docs';
import { leaveText } from './format';

// Leave the office enters on a member's week (/timesheets, reviewTimesheets) until it is approved: Add leave (a day of
// the week, the kind, hours, a note) and Remove with a confirmation. The API checks again; its field messages land
// under the same fields.

const REFETCH = { refetchQueries: ['TimesheetReview'], awaitRefetchQueries: true };
const KIND_OPTIONS = LEAVE_KINDS.map((k) => ({ id: k, label: LEAVE_KIND_LABELS[k] }));
const dayLabel = (day: string) => formatDayKey(day, { weekday: 'long', day: 'numeric', month: 'short' });

/** "Add leave" on a member's card: a dialog with the day (inside the week), kind, hours and note. */
export function AddLeave({ week }: { week: WeekFieldsFragment }) {
  return (
    <DialogTrigger>
      <Button size="sm" variant="secondary" aria-label={`Add leave for ${week.memberName}`}>
        Add leave
      </Button>
      <Modal>
        <Dialog title={`Add leave for ${week.memberName}`}>{(close) => <LeaveForm week={week} onDone={close} />}</Dialog>
      </Modal>
    </DialogTrigger>
  );
}

function LeaveForm({ week, onDone }: { week: WeekFieldsFragment; onDone: () => void }) {
  const [add, { loading }] = useMutation(AddTimesheetLeaveMutation, REFETCH);
  const days = [0, 1, 2, 3, 4, 5, 6].map((i) => addDays(week.weekStart, i));
  const [day, setDay] = useState(week.weekStart);
  const [kind, setKind] = useState<TimesheetLeaveKind>('annual');
  const [hours, setHours] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    const found: Record<string, string> = {};
    const h = Number(hours.trim().replace(',', '.'));
    if (!hours.trim() || Number.isNaN(h)) found.hours = 'Hours must be a number';
    else {
      const checked = leaveMinutesFromHours(h);
      if ('error' in checked) found.hours = checked.error;
    }
    if (!dayInWeek(day, week.weekStart)) found.day = 'The day must be inside the week';
    if (note.trim().length > 500) found.note = 'Note must be at most 500 characters';
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      unwrap(
        (
          await add({
            variables: {
              input: { memberId: week.memberId, weekStart: week.weekStart, day, kind, hours: h, note: note.trim() || null },
            },
          })
        ).data?.addTimesheetLeave,
        'The leave could not be saved',
      );
      toast.success(`Leave added for ${week.memberName}`);
      onDone();
    } catch (err) {
      const fields = fieldErrorsOf(err);
      setErrors(fields);
      if (!['day', 'kind', 'hours', 'note'].some((f) => fields[f])) setProblem(messageOf(err, 'The leave could not be saved'));
    }
  };
  const field = (name: string) => ({ errorMessage: errors[name], isInvalid: !!errors[name] });
  return (
    <form onSubmit={submit} noValidate aria-label={`Leave for ${week.memberName}`}>
      <Stack gap="3">
        <Select
          label="Day"
          items={days.map((d) => ({ id: d, label: dayLabel(d) }))}
          value={day}
          onChange={(k) => k && setDay(String(k))}
          {...field('day')}
        />
        <Select label="Kind" items={KIND_OPTIONS} value={kind} onChange={(k) => k && setKind(k as TimesheetLeaveKind)} {...field('kind')} />
        <TextField
          label="Hours"
          inputMode="decimal"
          description="e.g. 7.6 — more than 0, at most 24"
          value={hours}
          onChange={setHours}
          {...field('hours')}
        />
        <TextArea label="Note (optional)" value={note} onChange={setNote} rows={2} {...field('note')} />
        {problem && (
          <Banner tone="error" title="Not saved">
            {problem}
          </Banner>
        )}
        <Stack direction="row" gap="2">
          <Button type="submit" variant="primary" isDisabled={loading}>
            Save leave
          </Button>
          <Button variant="secondary" onPress={onDone}>
            Cancel
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}

/** Remove one entry of leave, after a confirmation naming it. */
export function RemoveLeave({
  leave,
  member,
  onProblem,
}: {
  leave: LeaveFieldsFragment;
  member: string;
  onProblem: (p: string | null) => void;
}) {
  const [remove] = useMutation(RemoveTimesheetLeaveMutation, REFETCH);
  const what = leaveText(leave);
  return (
    <DialogTrigger>
      <Button
        size="sm"
        variant="secondary"
        aria-label={`Remove ${member}'s ${what} on ${formatDayKey(leave.day, { weekday: 'short', day: 'numeric', month: 'short' })}`}
      >
        Remove
      </Button>
      <AlertDialog
        title={`Remove ${member}'s leave?`}
        variant="destructive"
        confirmLabel="Remove"
        onConfirm={async () => {
          onProblem(null);
          try {
            unwrap((await remove({ variables: { id: leave.id } })).data?.removeTimesheetLeave, 'The leave could not be removed');
            toast.success('Leave removed');
          } catch (err) {
            onProblem(messageOf(err, 'The leave could not be removed'));
          }
        }}
      >
        {`${dayLabel(leave.day)}: ${what}.`}
      </AlertDialog>
    </DialogTrigger>
  );
}
