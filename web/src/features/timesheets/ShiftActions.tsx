import { useMutation } from '@apollo/client/react';
import { formatDayKey, shortTimeText } from '@rules/zoned-time';
import { AlertDialog, Button, Dialog, DialogTrigger, Modal, Stack, toast } from '@spanner/design-system';
import type { ShiftFieldsFragment } from '../../gql/graphql';
import { messageOf } from '../../lib/error-message';
import { unwrap } from '../../lib/mutation-result';
import { DeleteShiftMutation, UpdateShiftMutation } from './docs';
import { ShiftForm } from './ShiftForm';

// A finished shift's Edit and Remove: the member's on /timesheet (open weeks), the office's on /timesheets (until
// the week is approved; an edit asks why, for the audit trail).

export const spanText = (s: ShiftFieldsFragment, timeZone: string) =>
  `${shortTimeText(s.start, timeZone)} – ${s.end ? shortTimeText(s.end, timeZone) : 'now'}`;

/** Remove a finished shift of an open week (the office: a member's, until the week is approved). */
export function RemoveShift({
  shift,
  timeZone,
  onProblem,
  member,
  refetchQueries = ['MyTimesheet'],
}: {
  shift: ShiftFieldsFragment;
  timeZone: string;
  onProblem: (p: string | null) => void;
  member?: string;
  refetchQueries?: string[];
}) {
  const [remove] = useMutation(DeleteShiftMutation, { refetchQueries, awaitRefetchQueries: true });
  const span = spanText(shift, timeZone);
  return (
    <DialogTrigger>
      <Button size="sm" variant="secondary" aria-label={`Remove ${member ? `${member}'s shift ` : ''}${span}`}>
        Remove
      </Button>
      <AlertDialog
        title={member ? `Remove ${member}'s shift?` : 'Remove this shift?'}
        variant="destructive"
        confirmLabel="Remove"
        onConfirm={async () => {
          onProblem(null);
          try {
            unwrap((await remove({ variables: { id: shift.id } })).data?.deleteShift, 'The shift could not be removed');
            toast.success('Shift removed');
          } catch (err) {
            onProblem(messageOf(err, 'The shift could not be removed'));
          }
        }}
      >
        {`${formatDayKey(shift.day, { weekday: 'long', day: 'numeric', month: 'long' })}, ${span}, and the job hours it holds.`}
      </AlertDialog>
    </DialogTrigger>
  );
}

/** Change a finished shift of the open week in place: its day, start, end and note; its job hours are kept. */
export function EditShift({
  shift,
  weekStart,
  timeZone,
  member,
  memberId,
  refetchQueries,
}: {
  shift: ShiftFieldsFragment;
  /** Whose shift: their jobs of the week are offered for its work. */
  memberId?: string | null;
  weekStart: string;
  timeZone: string;
  /** The office changing a member's shift: asks for a reason. */
  member?: string;
  refetchQueries: string[];
}) {
  const [update] = useMutation(UpdateShiftMutation, { refetchQueries, awaitRefetchQueries: true });
  const span = spanText(shift, timeZone);
  const when = `${formatDayKey(shift.day, { weekday: 'long', day: 'numeric', month: 'long' })}, ${span}`;
  return (
    <DialogTrigger>
      <Button size="sm" variant="secondary" aria-label={`Edit ${member ? `${member}'s shift ` : ''}${span}`}>
        Edit
      </Button>
      <Modal>
        <Dialog title={member ? `Change ${member}'s shift` : 'Change this shift'}>
          {(close) => (
            <Stack gap="3">
              <p>{when}</p>
              <ShiftForm
                weekStart={weekStart}
                initialDay={shift.day}
                shift={shift}
                timeZone={timeZone}
                askReason={!!member}
                memberId={memberId}
                submitLabel="Save shift"
                onCancel={close}
                onSave={async ({ start, end, note, segments, reason }) => {
                  unwrap(
                    (await update({ variables: { id: shift.id, input: { start, end, note, segments, ...(reason ? { reason } : {}) } } }))
                      .data?.updateShift,
                    'The shift could not be saved',
                  );
                  toast.success('Shift saved');
                  close();
                }}
              />
            </Stack>
          )}
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}
