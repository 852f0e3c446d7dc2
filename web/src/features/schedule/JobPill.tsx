import { isOpenStatus } from '@rules/job-status';
import { jobStatusTone } from '@rules/status-tones';
import { memo } from 'react';
import { useDrag } from 'react-aria-components';
import { Link } from 'react-router';
import { TechnicianDots } from '../../kit/technician-dots/TechnicianDots';
import { useTimeZone } from '../../lib/time-zone';
import { PILL_DOTS, shortTimeText } from './calendar';
import * as css from './schedule.css';
import { JOB_DRAG_TYPE, type ScheduleJob } from './schedule-job';

/** Where a job is: the customer and their suburb ('Acme Dental, Preston'), or what there is of them. */
export const whereText = (job: ScheduleJob) => [job.customer?.name, job.customer?.suburb].filter(Boolean).join(', ');

/**
 * A job on the calendar: time and title in its status colour, at most 2 technician dots, and under them the
 * customer and suburb. A click opens the job; a
 * mouse drag, or Enter then Tab to a day and Enter (react-aria's keyboard drag and drop), moves an open job to
 * another day.
 */
export const JobPill = memo(function JobPill({ job }: { job: ScheduleJob }) {
  const timeZone = useTimeZone();
  const where = whereText(job);
  const { dragProps, isDragging } = useDrag({
    getItems: () => [{ [JOB_DRAG_TYPE]: job.id, 'text/plain': job.title }],
    getAllowedDropOperations: () => ['move'],
    // Done and cancelled work is history: the API refuses to move it, so it is not offered.
    isDisabled: !isOpenStatus(job.status),
  });
  return (
    <Link
      to={`/jobs/${job.id}`}
      {...dragProps}
      className={`${css.pillBase} ${css.pillTone[jobStatusTone(job.status)]}`}
      data-job-id={job.id}
      data-dragging={isDragging || undefined}
      title={where ? `${job.title} · ${where}` : job.title}
    >
      <span className={css.pillLine}>
        {job.scheduledAt && <span className={css.pillTime}>{shortTimeText(job.scheduledAt, timeZone)}</span>}
        <span className={css.pillTitle}>{job.title}</span>
        <span className={css.pillDots}>
          <TechnicianDots technicians={job.technicians} max={PILL_DOTS} />
        </span>
      </span>
      {where && <span className={css.pillWhere}>{where}</span>}
    </Link>
  );
});
