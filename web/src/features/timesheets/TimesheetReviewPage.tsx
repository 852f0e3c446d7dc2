import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { addDays, dayKeyOf, formatDayKey, formatMediumDateTime, shortTimeText, startOfWeek, timeText } from '@rules/zoned-time';
import {
  Badge,
  Banner,
  Button,
  Card,
  Dialog,
  DialogTrigger,
  EmptyState,
  FigureTable,
  Modal,
  PageHeader,
  Skeleton,
  Stack,
  TextField,
  toast,
} from '@spanner/design-system';
import { useState } from 'react';
import type { TimesheetReviewQuery as ReviewData, WeekFieldsFragment } from '../../gql/graphql';
import { LoadFailure } from '../../kit/LoadFailure';
import { messageOf } from '../../lib/error-message';
import { fieldErrorsOf, unwrap } from '../../lib/mutation-result';
import { useTimeZone } from '../../lib/time-zone';
import { useCan } from '../../lib/use-can';
import { ApproveWeekMutation, EnterShiftMutation, TimesheetChangedSubscription, TimesheetReviewQuery, UnlockWeekMutation } from './docs';
import { type BooksConnection, ExportWeek } from './ExportWeek';
import { hoursText, KIND_WORDS, leaveHoursText, leaveMinutesTotal, leaveSummary, leaveText, WEEK_STATUS } from './format';
import { AddLeave, RemoveLeave } from './LeaveActions';
import { EditShift, RemoveShift, spanText } from './ShiftActions';
import { ShiftForm } from './ShiftForm';
import { TimesheetSettingsCard } from './TimesheetSettingsCard';
import { WeekHistoryButton } from './WeekHistory';

const REFETCH = { refetchQueries: ['TimesheetReview'], awaitRefetchQueries: true };
/** Where an exported week went, as its card says (a CSV: "Exported to payroll"). */
const EXPORTED_TO: Record<string, string> = { xero_payroll: 'Sent to Xero Payroll', myob_payroll: 'Sent to MYOB payroll' };

/** /timesheets (reviewTimesheets): each member's week, who is clocked on now, approve and lock, unlock, payroll export. */
export function TimesheetReviewPage() {
  const timeZone = useTimeZone();
  const today = dayKeyOf(new Date(), timeZone);
  const [weekStart, setWeekStart] = useState(() => startOfWeek(today));
  const { data, loading, error, refetch } = useQuery(TimesheetReviewQuery, { variables: { weekStart }, fetchPolicy: 'cache-and-network' });
  // Live: a clock action, shift or week changed somewhere in the organisation.
  useSubscription(TimesheetChangedSubscription, { onData: () => void refetch() });
  // The settings sit under the weeks they count (overtime, reminder, earnings rates): admin only.
  const mayConfigure = useCan('manageCostRates');
  const weekLabel = `Week of ${formatDayKey(weekStart, { day: 'numeric', month: 'long', year: 'numeric' })}`;
  return (
    <>
      <PageHeader
        title="Timesheets"
        subtitle={weekLabel}
        actions={
          <Stack direction="row" gap="2">
            <Button variant="secondary" onPress={() => setWeekStart(addDays(weekStart, -7))}>
              Previous week
            </Button>
            <Button variant="secondary" isDisabled={weekStart >= startOfWeek(today)} onPress={() => setWeekStart(addDays(weekStart, 7))}>
              Next week
            </Button>
          </Stack>
        }
      />
      {!data && loading ? (
        <Skeleton shape="rect" height={320} />
      ) : !data ? (
        <LoadFailure title="Failed to load timesheets" error={error} onRetry={() => void refetch()} />
      ) : (
        <Stack gap="4">
          <OnNow shifts={data.openShifts} timeZone={timeZone} />
          {data.timesheetReview.length === 0 ? (
            <EmptyState title="No timesheets this week" description="Hours appear here once someone clocks on or enters a day." />
          ) : (
            data.timesheetReview.map((week) => (
              <MemberWeek key={week.memberId} week={week} timeZone={timeZone} books={data.payrollConnection} />
            ))
          )}
          {mayConfigure && <TimesheetSettingsCard />}
        </Stack>
      )}
    </>
  );
}

/** 'Reminder emailed at 6:02 pm', with its day when that was not today ('… at 6:02 pm on Fri, 27 Nov'). */
function reminderText(sentAt: string, timeZone: string): string {
  const day = dayKeyOf(sentAt, timeZone);
  const onDay =
    day === dayKeyOf(new Date(), timeZone) ? '' : ` on ${formatDayKey(day, { weekday: 'short', day: 'numeric', month: 'short' })}`;
  return `Reminder emailed at ${timeText(sentAt, timeZone)}${onDay}`;
}

function OnNow({ shifts, timeZone }: { shifts: ReviewData['openShifts']; timeZone: string }) {
  return (
    <Card title="Clocked on now">
      {shifts.length === 0 ? (
        <p>Nobody is clocked on.</p>
      ) : (
        <ul aria-label="Clocked on now">
          {shifts.map((s) => (
            <li key={s.id}>
              <strong>{s.memberName}</strong>
              {` — since ${shortTimeText(s.start, timeZone)}`}
              {s.currentKind ? `, ${KIND_WORDS[s.currentKind].toLowerCase()}${s.currentJobTitle ? ` on ${s.currentJobTitle}` : ''}` : ''}
              {s.forgotten && (
                <>
                  {' '}
                  <Badge tone="orange">Forgot to clock off?</Badge>
                  {s.reminderSentAt && <div>{reminderText(s.reminderSentAt, timeZone)}</div>}
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function MemberWeek({ week, timeZone, books }: { week: WeekFieldsFragment; timeZone: string; books: BooksConnection }) {
  const [approve, approving] = useMutation(ApproveWeekMutation, REFETCH);
  const [problem, setProblem] = useState<string | null>(null);
  const status = WEEK_STATUS[week.status];
  const id = week.id;
  const onApprove = async () => {
    if (!id) return;
    setProblem(null);
    try {
      unwrap((await approve({ variables: { id } })).data?.approveTimesheetWeek, 'The week could not be approved');
      toast.success(`${week.memberName}'s week approved`);
    } catch (err) {
      setProblem(messageOf(err, 'The week could not be approved'));
    }
  };
  const days = week.days.filter((d) => d.shifts.length > 0 || d.leave.length > 0);
  // The office changes a member's week until it is approved (each change audited, with its reason).
  const editable = week.status !== 'approved';
  return (
    <Card
      title={week.memberName}
      description={
        week.exportedAt
          ? `${EXPORTED_TO[week.exportedTo ?? ''] ?? 'Exported to payroll'} ${formatMediumDateTime(week.exportedAt, timeZone)}`
          : week.approvedAt
            ? `Approved ${formatMediumDateTime(week.approvedAt, timeZone)}`
            : week.submittedAt
              ? `Submitted ${formatMediumDateTime(week.submittedAt, timeZone)}`
              : undefined
      }
      actions={
        <Stack direction="row" gap="2">
          <Badge tone={status.tone}>{status.label}</Badge>
          {editable && <AddShift week={week} timeZone={timeZone} />}
          {editable && <AddLeave week={week} />}
          {id && week.status !== 'approved' && (
            <Button size="sm" variant="primary" isDisabled={approving.loading} onPress={onApprove}>
              Approve and lock
            </Button>
          )}
          {id && week.status === 'approved' && <UnlockButton id={id} member={week.memberName} />}
          {id && week.status === 'approved' && !week.exportedAt && (
            <ExportWeek weekId={id} memberName={week.memberName} books={books} onProblem={setProblem} />
          )}
          {id && <WeekHistoryButton weekId={id} memberName={week.memberName} />}
        </Stack>
      }
    >
      <Stack gap="3">
        {problem && (
          <Banner tone="error" title="Not done">
            {problem}
          </Banner>
        )}
        <FigureTable
          caption={`${week.memberName}'s week`}
          hideCaption
          columns={[
            { label: 'Day' },
            { label: 'Shifts and leave' },
            { label: 'Ordinary', numeric: true },
            { label: 'Overtime', numeric: true },
            { label: 'Travel', numeric: true },
            { label: 'Breaks', numeric: true },
            { label: 'Leave', numeric: true },
          ]}
          rows={[
            ...days.map((d) => ({
              key: d.day,
              cells: [
                formatDayKey(d.day, { weekday: 'short', day: 'numeric', month: 'short' }),
                <Stack key="shifts" gap="1">
                  {editable ? (
                    <Stack gap="1">
                      {d.shifts.map((s) => (
                        <Stack key={s.id} direction="row" gap="2" align="center">
                          <span>{spanText(s, timeZone)}</span>
                          {s.end && (
                            <>
                              <EditShift
                                shift={s}
                                weekStart={week.weekStart}
                                timeZone={timeZone}
                                member={week.memberName}
                                memberId={week.memberId}
                                refetchQueries={['TimesheetReview']}
                              />
                              <RemoveShift
                                shift={s}
                                timeZone={timeZone}
                                member={week.memberName}
                                onProblem={setProblem}
                                refetchQueries={['TimesheetReview']}
                              />
                            </>
                          )}
                        </Stack>
                      ))}
                    </Stack>
                  ) : (
                    d.shifts.length > 0 && <span>{d.shifts.map((s) => spanText(s, timeZone)).join(', ')}</span>
                  )}
                  {d.leave.map((l) => (
                    <Stack key={l.id} direction="row" gap="2" align="center">
                      <span>
                        {leaveText(l)}
                        {l.note ? ` — ${l.note}` : ''}
                      </span>
                      {editable && <RemoveLeave leave={l} member={week.memberName} onProblem={setProblem} />}
                    </Stack>
                  ))}
                </Stack>,
                hoursText(d.ordinaryMinutes),
                hoursText(d.overtimeMinutes),
                hoursText(d.minutes.travelMinutes),
                hoursText(d.minutes.breakMinutes),
                leaveMinutesTotal(d.leaveMinutes) ? leaveHoursText(leaveMinutesTotal(d.leaveMinutes)) : '—',
              ],
            })),
            {
              key: 'week',
              cells: [
                'Week',
                leaveSummary(week.leaveMinutes),
                hoursText(week.ordinaryMinutes),
                hoursText(week.overtimeMinutes),
                hoursText(week.minutes.travelMinutes),
                hoursText(week.minutes.breakMinutes),
                leaveMinutesTotal(week.leaveMinutes) ? leaveHoursText(leaveMinutesTotal(week.leaveMinutes)) : '—',
              ],
            },
          ]}
        />
      </Stack>
    </Card>
  );
}

/** The office enters a shift for the member, on a day of the week shown. */
function AddShift({ week, timeZone }: { week: WeekFieldsFragment; timeZone: string }) {
  const [enter] = useMutation(EnterShiftMutation, REFETCH);
  return (
    <DialogTrigger>
      <Button size="sm" variant="secondary" aria-label={`Add a shift for ${week.memberName}`}>
        Add a shift
      </Button>
      <Modal>
        <Dialog title={`Add a shift for ${week.memberName}`}>
          {(close) => (
            <ShiftForm
              weekStart={week.weekStart}
              initialDay={week.weekStart}
              timeZone={timeZone}
              submitLabel="Save shift"
              memberId={week.memberId}
              onCancel={close}
              onSave={async ({ start, end, note, segments }) => {
                unwrap(
                  (await enter({ variables: { input: { start, end, note, segments, memberId: week.memberId } } })).data?.enterShift,
                  'The shift could not be saved',
                );
                toast.success(`Shift added for ${week.memberName}`);
                close();
              }}
            />
          )}
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}

function UnlockButton({ id, member }: { id: string; member: string }) {
  const [unlock, { loading }] = useMutation(UnlockWeekMutation, REFETCH);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <DialogTrigger>
      <Button size="sm" variant="secondary">
        Unlock
      </Button>
      <Modal>
        <Dialog title={`Unlock ${member}'s week`}>
          {(close) => (
            <form
              noValidate
              onSubmit={async (e) => {
                e.preventDefault();
                if (!reason.trim()) return setError('Say why the week is unlocked');
                try {
                  unwrap(
                    (await unlock({ variables: { id, reason: reason.trim() } })).data?.unlockTimesheetWeek,
                    'The week could not be unlocked',
                  );
                  toast.success('Week unlocked');
                  close();
                } catch (err) {
                  setError(fieldErrorsOf(err).reason ?? messageOf(err, 'The week could not be unlocked'));
                }
              }}
            >
              <Stack gap="3">
                <TextField label="Reason" value={reason} onChange={setReason} errorMessage={error} isInvalid={!!error} autoFocus />
                <Stack direction="row" gap="2">
                  <Button type="submit" variant="primary" isDisabled={loading}>
                    Unlock week
                  </Button>
                  <Button variant="secondary" onPress={close}>
                    Cancel
                  </Button>
                </Stack>
              </Stack>
            </form>
          )}
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}
