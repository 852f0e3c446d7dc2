import { type CalendarDate, parseDate, Time } from '@internationalized/date';
import { zoneTimeLabel } from '@rules/zoned-time';
import { DatePicker, FormRow, TimeField } from '@spanner/design-system';
import { useTimeZone } from '../../lib/time-zone';

/** A visit as form fields in the organisation's zone: date 'YYYY-MM-DD' and time 'HH:mm' ('' when empty). */
export interface LocalSchedule {
  date: string;
  time: string;
  /** A typed date that does not exist ('31/02/2027 is not a date'): the form is not sent until it is fixed. */
  dateError?: string | null;
}

/** The time a visit gets when only its date is chosen; shown in the time field as soon as a date is set. */
export const DEFAULT_VISIT_TIME = '09:00';

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
 * default). Choosing a date fills an empty time with 9:00 am, visibly; a typed date that does not exist is refused.
 */
export function ScheduleFields({ value, onChange }: { value: LocalSchedule; onChange: (v: LocalSchedule) => void }) {
  const timeZone = useTimeZone();
  return (
    <FormRow>
      <DatePicker
        label="Scheduled date"
        description={zoneTimeLabel(timeZone)}
        value={toDate(value.date)}
        onChange={(d) =>
          onChange({ ...value, date: d ? d.toString() : '', time: d && !value.time ? DEFAULT_VISIT_TIME : value.time, dateError: null })
        }
        onTypedInvalid={(dateError) => onChange({ ...value, dateError })}
      />
      <TimeField
        label="Time"
        value={toTime(value.time)}
        onChange={(t) => onChange({ ...value, time: t ? `${pad(t.hour)}:${pad(t.minute)}` : '' })}
      />
    </FormRow>
  );
}
