import { statusBadge } from '@rules/status-tones';
import { Link, StatusBadge } from '@spanner/design-system';
import { TechnicianDots } from '../../kit/technician-dots/TechnicianDots';
import { useTimeZone } from '../../lib/time-zone';
import { dayTimeText, timeText } from './calendar';
import * as css from './schedule.css';
import type { ScheduleJob } from './schedule-job';

/**
 * A job as a compact card in a list (day dialog, phone week list, dashboard): title, then the time (or date and
 * time), customer and technician dots, and the status. The whole card opens the job.
 */
export function JobRow({ job, withDate = false }: { job: ScheduleJob; withDate?: boolean }) {
  const timeZone = useTimeZone();
  const when = job.scheduledAt
    ? withDate
      ? dayTimeText(job.scheduledAt, timeZone)
      : timeText(job.scheduledAt, timeZone)
    : 'Not scheduled';
  return (
    <li className={css.row} data-job-id={job.id}>
      <span className={css.rowMain}>
        <Link href={`/jobs/${job.id}`} variant="subtle" className={css.rowLink}>
          {job.title}
        </Link>
        <span className={css.rowSub}>
          <span className={css.rowTime}>{when}</span>
          <span className={css.rowCustomer}>{job.customer?.name ?? 'No customer'}</span>
          <TechnicianDots technicians={job.technicians} />
        </span>
      </span>
      <StatusBadge {...statusBadge('job', job.status)} />
    </li>
  );
}

/** Jobs as a list of rows, or a line saying there are none. */
export function JobRows({ jobs, empty, withDate }: { jobs: readonly ScheduleJob[]; empty: string; withDate?: boolean }) {
  if (jobs.length === 0) return <p className={css.empty}>{empty}</p>;
  return (
    <ul className={css.rows}>
      {jobs.map((job) => (
        <JobRow key={job.id} job={job} withDate={withDate} />
      ))}
    </ul>
  );
}
