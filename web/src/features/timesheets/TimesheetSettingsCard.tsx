import { useMutation, useQuery } from '@apollo/client/react';
import { Banner, Button, Card, Skeleton, Stack, TextField, toast } from '@spanner/design-system';
import { type FormEvent, useState } from 'react';
import type { TimesheetSettingsQuery as SettingsData } from '../../gql/graphql';
import { messageOf } from '../../lib/error-message';
import { fieldErrorsOf, unwrap } from '../../lib/mutation-result';
import { TimesheetSettingsQuery, UpdateTimesheetSettingsMutation } from './docs';

// The timesheet settings (manageCostRates), on the office's weekly approval: the overtime rules the weeks above are
// counted by, the clock-off reminder time behind "Forgot to clock off?", and the payroll earnings rates the KeyPay
// export needs (each kind of leave's too). An empty field turns its rule off.

type Settings = SettingsData['timesheetSettings'];

const HOURS = /^\d+(\.\d+)?$/;
const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

export function TimesheetSettingsCard() {
  const { data } = useQuery(TimesheetSettingsQuery);
  return (
    <Card
      title="Timesheet settings"
      description="Overtime rules, the clock-off reminder and the payroll earnings rates; leave a field empty to turn it off"
    >
      {!data ? <Skeleton shape="rect" height={160} /> : <SettingsForm settings={data.timesheetSettings} />}
    </Card>
  );
}

const hoursInput = (h: number | null | undefined) => (h === null || h === undefined ? '' : String(h));

function SettingsForm({ settings }: { settings: Settings }) {
  const [save, { loading }] = useMutation(UpdateTimesheetSettingsMutation, { refetchQueries: ['TimesheetSettings', 'TimesheetReview'] });
  const [daily, setDaily] = useState(hoursInput(settings.overtimeDailyHours));
  const [weekly, setWeekly] = useState(hoursInput(settings.overtimeWeeklyHours));
  const [reminder, setReminder] = useState(settings.clockOffReminderTime ?? '');
  const [ordinary, setOrdinary] = useState(settings.payrollOrdinaryRate ?? '');
  const [overtime, setOvertime] = useState(settings.payrollOvertimeRate ?? '');
  const [travel, setTravel] = useState(settings.payrollTravelRate ?? '');
  const [annual, setAnnual] = useState(settings.payrollAnnualLeaveRate ?? '');
  const [personal, setPersonal] = useState(settings.payrollPersonalLeaveRate ?? '');
  const [holiday, setHoliday] = useState(settings.payrollPublicHolidayRate ?? '');
  const [unpaid, setUnpaid] = useState(settings.payrollUnpaidLeaveRate ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    const found: Record<string, string> = {};
    const hours = (text: string, key: string, label: string) => {
      const t = text.trim();
      if (!t) return null;
      if (!HOURS.test(t)) found[key] = `${label} must be a number of hours`;
      else if (Number(t) > 168) found[key] = `${label} must be at most 168 hours`;
      return Number(t);
    };
    const overtimeDailyHours = hours(daily, 'overtimeDailyHours', 'Daily overtime');
    const overtimeWeeklyHours = hours(weekly, 'overtimeWeeklyHours', 'Weekly overtime');
    if (reminder.trim() && !HHMM.test(reminder.trim())) found.clockOffReminderTime = 'Reminder time must be HH:MM (24-hour)';
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      unwrap(
        (
          await save({
            variables: {
              input: {
                overtimeDailyHours,
                overtimeWeeklyHours,
                clockOffReminderTime: reminder.trim() || null,
                payrollOrdinaryRate: ordinary.trim() || null,
                payrollOvertimeRate: overtime.trim() || null,
                payrollTravelRate: travel.trim() || null,
                payrollAnnualLeaveRate: annual.trim() || null,
                payrollPersonalLeaveRate: personal.trim() || null,
                payrollPublicHolidayRate: holiday.trim() || null,
                payrollUnpaidLeaveRate: unpaid.trim() || null,
              },
            },
          })
        ).data?.updateTimesheetSettings,
        'The settings could not be saved',
      );
      toast.success('Timesheet settings saved');
    } catch (err) {
      const fields = fieldErrorsOf(err);
      setErrors(fields);
      if (!Object.keys(fields).length) setProblem(messageOf(err, 'The settings could not be saved'));
    }
  };
  const field = (name: string) => ({ errorMessage: errors[name], isInvalid: !!errors[name] });
  return (
    <form onSubmit={submit} noValidate aria-label="Timesheet settings">
      <Stack gap="3">
        <Stack direction="row" gap="3">
          <TextField
            label="Overtime after (hours a day)"
            inputMode="decimal"
            value={daily}
            onChange={setDaily}
            {...field('overtimeDailyHours')}
          />
          <TextField
            label="Overtime after (hours a week)"
            inputMode="decimal"
            value={weekly}
            onChange={setWeekly}
            {...field('overtimeWeeklyHours')}
          />
          <TextField label="Clock-off reminder" type="time" value={reminder} onChange={setReminder} {...field('clockOffReminderTime')} />
        </Stack>
        <Stack direction="row" gap="3">
          <TextField label="Ordinary earnings rate" value={ordinary} onChange={setOrdinary} {...field('payrollOrdinaryRate')} />
          <TextField label="Overtime earnings rate" value={overtime} onChange={setOvertime} {...field('payrollOvertimeRate')} />
          <TextField label="Travel earnings rate" value={travel} onChange={setTravel} {...field('payrollTravelRate')} />
        </Stack>
        <Stack direction="row" gap="3">
          <TextField label="Annual leave earnings rate" value={annual} onChange={setAnnual} {...field('payrollAnnualLeaveRate')} />
          <TextField
            label="Personal/carer's leave earnings rate"
            value={personal}
            onChange={setPersonal}
            {...field('payrollPersonalLeaveRate')}
          />
          <TextField label="Public holiday earnings rate" value={holiday} onChange={setHoliday} {...field('payrollPublicHolidayRate')} />
          <TextField label="Unpaid leave earnings rate" value={unpaid} onChange={setUnpaid} {...field('payrollUnpaidLeaveRate')} />
        </Stack>
        {problem && (
          <Banner tone="error" title="Not saved">
            {problem}
          </Banner>
        )}
        <Button type="submit" variant="primary" isDisabled={loading}>
          Save settings
        </Button>
      </Stack>
    </form>
  );
}
