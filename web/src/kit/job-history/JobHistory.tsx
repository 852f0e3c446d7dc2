import { serviceHistory, splitHistory } from '@rules/job-history';
import { statusBadge } from '@rules/status-tones';
import { formatLongDate, formatMediumDateTime } from '@rules/zoned-time';
import { Card, DescriptionList, Entry, EntryList, Link, StatusBadge } from '@spanner/design-system';
import { graphql } from '../../gql';
import type { JobHistoryFieldsFragment } from '../../gql/graphql';
import { useTimeZone } from '../../lib/time-zone';
import { shellStyles as css } from '../shell';

export const JobHistoryFields = graphql(`
  fragment JobHistoryFields on Job {
    id
    title
    status
    jobType
    scheduledAt
    completion {
      id
      completedAt
    }
  }
`);

type HistoryJob = JobHistoryFieldsFragment;

function JobEntries({ label, jobs, empty }: { label: string; jobs: HistoryJob[]; empty: string }) {
  const timeZone = useTimeZone();
  const when = (job: HistoryJob) => {
    const at = job.completion?.completedAt ?? job.scheduledAt;
    return at ? formatMediumDateTime(at, timeZone) : 'Not scheduled';
  };
  return (
    <section aria-label={label}>
      <h3 className={css.sectionHeading}>{label}</h3>
      {jobs.length ? (
        <EntryList aria-label={label}>
          {jobs.map((job) => (
            <Entry
              key={job.id}
              aria-label={job.title}
              title={<Link href={`/jobs/${job.id}`}>{job.title}</Link>}
              meta={when(job)}
              aside={<StatusBadge {...statusBadge('job', job.status)} />}
            />
          ))}
        </EntryList>
      ) : (
        <p className={css.muted}>{empty}</p>
      )}
    </section>
  );
}

/** A customer's or a unit's jobs: what is coming up (soonest first) and what was done (latest first). */
export function JobHistory({ jobs }: { jobs: HistoryJob[] }) {
  const { upcoming, past } = splitHistory(jobs);
  return (
    <Card title="Job History" headingLevel={2}>
      <JobEntries label="Upcoming" jobs={upcoming} empty="No upcoming jobs." />
      <JobEntries label="Past" jobs={past} empty="No past jobs." />
    </Card>
  );
}

/**
 * A unit's services: when the next one is due (its booked service visit, else the date the server works out from
 * the last service and the interval, by date or hours run) and the ones done.
 */
export function ServiceHistory({
  jobs,
  nextDueAt,
  dueBy,
}: {
  jobs: HistoryJob[];
  nextDueAt: string | null;
  dueBy: 'date' | 'hours' | null;
}) {
  const timeZone = useTimeZone();
  const booked = splitHistory(jobs).upcoming.find((j) => j.jobType === 'service' && j.scheduledAt);
  const nextText = booked?.scheduledAt
    ? `${formatLongDate(booked.scheduledAt, timeZone)} (booked)`
    : nextDueAt
      ? `${formatLongDate(nextDueAt, timeZone)}${dueBy === 'hours' ? ' (by hours run)' : ''}`
      : 'Not due';
  return (
    <Card title="Service History" headingLevel={2}>
      <DescriptionList items={[{ term: 'Next service due', value: nextText }]} />
      <JobEntries label="Services done" jobs={serviceHistory(jobs)} empty="No services yet." />
    </Card>
  );
}
