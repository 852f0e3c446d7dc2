import { JOB_STATUS_LABELS, type JobStatusValue } from '@rules/job-status';
import { jobStatusTone } from '@rules/status-tones';
import { addDays, dayKeyOf, formatDayKey, timeText } from '@rules/zoned-time';
import { Badge, EmptyState, Link, LinkCard } from '@spanner/design-system';
import type { DeviceCopy, SavedJob } from '../../offline/cache/device-copy';
import * as css from './offline.css';

/** Each day kept, today first, with its jobs (soonest first); days without a job say so. */
function days(copy: DeviceCopy): { day: string; jobs: SavedJob[] }[] {
  const result: { day: string; jobs: SavedJob[] }[] = [];
  for (let day = copy.firstDay; day <= copy.lastDay; day = addDays(day, 1)) {
    result.push({ day, jobs: copy.jobs.filter((j) => j.scheduledAt && dayKeyOf(j.scheduledAt, copy.timeZone) === day) });
  }
  return result;
}

/** The saved schedule: today and the next 7 days, each job linking to its saved details. */
export function OfflineSchedule({ copy }: { copy: DeviceCopy }) {
  const today = dayKeyOf(new Date(), copy.timeZone);
  return (
    <>
      <h1>Your saved schedule</h1>
      <p className={css.muted}>
        {copy.orgName} · <Link href="/price-list">Price list</Link> · <Link href="/timesheet">Timesheet</Link>
      </p>
      {days(copy).map(({ day, jobs }) => (
        <section key={day} aria-labelledby={`day-${day}`}>
          <h2 id={`day-${day}`} className={css.dayHeading}>
            {day === today ? 'Today, ' : ''}
            {formatDayKey(day, { weekday: 'long', day: 'numeric', month: 'long' })}
          </h2>
          {jobs.length ? (
            <ul className={css.list}>
              {jobs.map((job) => (
                <li key={job.id}>
                  <LinkCard
                    href={`/jobs/${job.id}`}
                    title={job.title}
                    headingLevel={3}
                    trailing={
                      <Badge tone={jobStatusTone(job.status)}>{JOB_STATUS_LABELS[job.status as JobStatusValue] ?? job.status}</Badge>
                    }
                  >
                    {[job.scheduledAt ? timeText(job.scheduledAt, copy.timeZone) : null, job.customer?.name, job.customer?.address]
                      .filter(Boolean)
                      .join(' · ')}
                  </LinkCard>
                </li>
              ))}
            </ul>
          ) : (
            <p className={css.muted}>No jobs</p>
          )}
        </section>
      ))}
      {copy.jobs.length === 0 ? <EmptyState title="No jobs saved" description="Nothing is booked for you in the next 7 days." /> : null}
    </>
  );
}
