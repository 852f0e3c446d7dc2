import { useQuery } from '@apollo/client/react';
import { type CalendarDate, parseDate, Time } from '@internationalized/date';
import { DEFAULT_VISIT_MINUTES } from '@rules/job-duration';
import { addDays, dayKeyOf, formatDayKey, fromLocalInput, timeOfDayText, zoneTimeLabel } from '@rules/zoned-time';
import {
  Banner,
  Button,
  Checkbox,
  DatePicker,
  Dialog,
  Entry,
  EntryList,
  Form,
  FormActions,
  FormRow,
  Link,
  Modal,
  NumberField,
  Select,
  TimeField,
} from '@spanner/design-system';
import { type FormEvent, useMemo, useState } from 'react';
import { graphql } from '../../gql';
import { messageOf } from '../../lib/error-message';
import { fieldErrorsOf } from '../../lib/mutation-result';
import { useTimeZone } from '../../lib/time-zone';
import { busyTimesOf, planBookings, settingsErrors } from './plan-bookings';
import * as css from './service.css';

export interface BookUnit {
  equipmentId: string;
  name: string;
  customerId: string | null;
  customerName: string | null;
  /** Who serviced it last (the suggestion), when they can still be booked. */
  suggestedTechnicianId: string | null;
}

export interface BookedJob {
  id: string;
  title: string;
  scheduledAt: string | null;
}

export interface BookRequest {
  items: { equipmentId: string; scheduledAt: string; technicianId: string }[];
  sendSms: boolean;
  /** One key per dialog: pressing Book twice (or a retry after a lost answer) books once. */
  clientKey: string;
}

export interface BookDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  units: BookUnit[];
  technicians: { id: string; name: string }[];
  /** Books the visits (all or none); throws with the server's message when refused. */
  onBook: (request: BookRequest) => Promise<BookedJob[]>;
}

/**
 * Book the selected units: the first day, start time and visits a day spread each technician's units over working
 * days, around the jobs already on their schedule; each unit's technician is who serviced it last unless changed. Send
 * SMS asks every customer to confirm through the booking link. Shows the jobs created.
 */
export function BookDialog({ isOpen, onOpenChange, ...props }: BookDialogProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="lg">
      <Dialog title={props.units.length === 1 ? 'Book 1 service' : `Book ${props.units.length} services`}>
        {(close) => <BookForm {...props} onClose={close} />}
      </Dialog>
    </Modal>
  );
}

/** How far ahead the dialog reads the schedule to find free time (a booking spread further treats later days as free). */
export const BUSY_WINDOW_DAYS = 56;

export const BookDialogScheduleQuery = graphql(`
  query BookDialogSchedule($start: DateTime!, $end: DateTime!) {
    jobsInRange(start: $start, end: $end) {
      id
      scheduledAt
      durationMinutes
      status
      technicians {
        id
      }
    }
  }
`);

/** The technicians' jobs from the first day on, as busy times the plan goes around. */
function useBusyTimes(firstDay: string, timeZone: string) {
  const start = firstDay ? fromLocalInput(firstDay, '00:00', timeZone) : null;
  const end = firstDay ? fromLocalInput(addDays(firstDay, BUSY_WINDOW_DAYS), '00:00', timeZone) : null;
  const { data, previousData } = useQuery(BookDialogScheduleQuery, {
    variables: { start: start ?? '', end: end ?? '' },
    skip: !start || !end,
  });
  const jobs = (data ?? previousData)?.jobsInRange;
  return useMemo(
    () =>
      busyTimesOf(
        (jobs ?? [])
          .filter((j) => j.status !== 'cancelled')
          .map((j) => ({ scheduledAt: j.scheduledAt, durationMinutes: j.durationMinutes, technicianIds: j.technicians.map((t) => t.id) })),
        timeZone,
      ),
    [jobs, timeZone],
  );
}

/** '5 services booked in 3 visits': a technician's units of one customer share a visit. */
export function bookedTitle(units: number, visits: number): string {
  const booked = units === 1 ? '1 service booked' : `${units} services booked`;
  return visits === units ? booked : `${booked} in ${visits === 1 ? '1 visit' : `${visits} visits`}`;
}

const toDate = (s: string): CalendarDate | null => (s ? parseDate(s) : null);
const toTime = (s: string): Time | null => {
  const m = s.match(/^(\d{1,2}):(\d{2})$/);
  return m ? new Time(Number(m[1]), Number(m[2])) : null;
};
const pad = (n: number) => String(n).padStart(2, '0');

function BookForm({ units, technicians, onBook, onClose }: Omit<BookDialogProps, 'isOpen' | 'onOpenChange'> & { onClose: () => void }) {
  const timeZone = useTimeZone();
  const [clientKey] = useState(() => crypto.randomUUID());
  const [firstDay, setFirstDay] = useState(() => addDays(dayKeyOf(new Date(), timeZone), 1));
  const [dateError, setDateError] = useState<string | null>(null);
  const [startTime, setStartTime] = useState('08:00');
  const [perDay, setPerDay] = useState(4);
  const [sendSms, setSendSms] = useState(false);
  const known = new Set(technicians.map((t) => t.id));
  const [assigned, setAssigned] = useState<Record<string, string | null>>(() =>
    Object.fromEntries(
      units.map((u) => [u.equipmentId, u.suggestedTechnicianId && known.has(u.suggestedTechnicianId) ? u.suggestedTechnicianId : null]),
    ),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [booked, setBooked] = useState<BookedJob[] | null>(null);

  const busy = useBusyTimes(firstDay, timeZone);
  const settings = { firstDay, startTime, perDay, visitMinutes: DEFAULT_VISIT_MINUTES, weekends: false };
  const plan = useMemo(() => {
    const s = { firstDay, startTime, perDay, visitMinutes: DEFAULT_VISIT_MINUTES, weekends: false };
    if (Object.keys(settingsErrors(s)).length) return [];
    return planBookings(
      units.map((u) => ({ equipmentId: u.equipmentId, customerId: u.customerId, technicianId: assigned[u.equipmentId] ?? null })),
      s,
      timeZone,
      busy,
    );
  }, [units, assigned, firstDay, startTime, perDay, timeZone, busy]);
  const visitOf = new Map(plan.map((v) => [v.equipmentId, v]));
  const techItems = technicians.map((t) => ({ id: t.id, label: t.name }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (pending) return;
    setFailure(null);
    const found = settingsErrors(settings);
    if (dateError) found.firstDay = dateError;
    for (const u of units) if (!assigned[u.equipmentId]) found[`tech-${u.equipmentId}`] = `Choose a technician for ${u.name}`;
    setErrors(found);
    if (Object.keys(found).length) {
      setFailure(Object.values(found)[0]);
      return;
    }
    setPending(true);
    try {
      const items = plan.map(({ equipmentId, scheduledAt, technicianId }) => ({ equipmentId, scheduledAt, technicianId }));
      setBooked(await onBook({ items, sendSms, clientKey }));
    } catch (err) {
      setErrors(fieldErrorsOf(err));
      setFailure(messageOf(err, 'Failed to book the services'));
    } finally {
      setPending(false);
    }
  }

  if (booked) {
    return (
      <div className={css.stack}>
        <Banner tone="info" title={bookedTitle(units.length, booked.length)}>
          {sendSms ? 'Each customer has been sent an SMS to confirm.' : 'They are on the schedule now.'}
        </Banner>
        <EntryList aria-label="Booked jobs">
          {booked.map((job) => (
            <Entry
              key={job.id}
              aria-label={job.title}
              title={<Link href={`/jobs/${job.id}`}>{job.title}</Link>}
              meta={
                job.scheduledAt
                  ? `${formatDayKey(dayKeyOf(job.scheduledAt, timeZone), { weekday: 'short', day: 'numeric', month: 'short' })}`
                  : ''
              }
            />
          ))}
        </EntryList>
        <FormActions>
          <Button variant="primary" onPress={onClose}>
            Done
          </Button>
        </FormActions>
      </div>
    );
  }

  return (
    <Form onSubmit={submit} validationErrors={errors} validationBehavior="aria">
      {failure && <Banner tone="error" title={failure} />}
      <FormRow>
        <DatePicker
          label="First day"
          description={`Weekdays from this day, ${zoneTimeLabel(timeZone)}`}
          value={toDate(firstDay)}
          onChange={(d) => {
            setFirstDay(d ? d.toString() : '');
            setDateError(null);
          }}
          onTypedInvalid={setDateError}
          errorMessage={errors.firstDay}
        />
        <TimeField
          label="First visit at"
          value={toTime(startTime)}
          onChange={(t) => setStartTime(t ? `${pad(t.hour)}:${pad(t.minute)}` : '')}
          errorMessage={errors.startTime}
        />
        <NumberField
          label="Visits a day"
          description="Per technician, an hour each, around the jobs already on their schedule"
          value={perDay}
          onChange={setPerDay}
          errorMessage={errors.perDay}
        />
      </FormRow>
      <EntryList aria-label="Visits">
        {units.map((u) => {
          const visit = visitOf.get(u.equipmentId);
          return (
            <Entry
              key={u.equipmentId}
              aria-label={u.name}
              title={u.name}
              meta={[
                u.customerName,
                visit && `${formatDayKey(visit.day, { weekday: 'short', day: 'numeric', month: 'short' })}, ${timeOfDayText(visit.time)}`,
              ]
                .filter(Boolean)
                .join(' · ')}
              aside={
                <Select
                  label="Technician"
                  aria-label={`Technician for ${u.name}`}
                  className={css.techSelect}
                  items={techItems}
                  placeholder="Choose"
                  value={assigned[u.equipmentId] ?? null}
                  onChange={(k) => setAssigned((a) => ({ ...a, [u.equipmentId]: k === null ? null : String(k) }))}
                  errorMessage={errors[`tech-${u.equipmentId}`]}
                />
              }
            />
          );
        })}
      </EntryList>
      <Checkbox isSelected={sendSms} onChange={setSendSms}>
        Send SMS to confirm
      </Checkbox>
      <FormActions>
        <Button variant="secondary" onPress={onClose}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" isPending={pending}>
          Book
        </Button>
      </FormActions>
    </Form>
  );
}
