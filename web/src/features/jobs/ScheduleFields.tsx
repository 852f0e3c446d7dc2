import { type CalendarDate, parseDate, Time } from '@internationalized/date';
import { zoneTimeLabel } from '@rules/zoned-time';
import { DatePicker, FormRow, TimeField } from '@spanner/design-system';
import { useTimeZone } from '../../lib/time-zone';

/** A visit as form fields in the organisation's zone: date 'YYYY-MM-DD' and time 'HH:mm' ('' when empty). */
export interface LocalSchedule {
  date: string;
  time: string;
}

const toDate = (s: string): CalendarDate | null => {
  try {
    return s ? parseDate(s) : null;
  } catch {
    return null;
  }
};

const toTime = (s: string): Time | null => {
  const m = s.match(/^(\d{1,2}):(\d{2})$/);
  return m ? new Time(Number(m[1]), Number(m[2])) : null;
};

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Scheduled date and time (spec part 1 §2: local Melbourne time, i.e. the organisation's zone, Melbourne by
 * default). A date without a time is 9:00 am.
 */
export function ScheduleFields({ value, onChange }: { value: LocalSchedule; onChange: (v: LocalSchedule) => void }) {
  const timeZone = useTimeZone();
  return (
    <FormRow>
      <DatePicker
        label="Scheduled date"
        description={zoneTimeLabel(timeZone)}
        value={toDate(value.date)}
        onChange={(d) => onChange({ ...value, date: d ? d.toString() : '' })}
      />
      <TimeField
        label="Time"
        value={toTime(value.time)}
        onChange={(t) => onChange({ ...value, time: t ? `${pad(t.hour)}:${pad(t.minute)}` : '' })}
      />
    </FormRow>
  );
}
