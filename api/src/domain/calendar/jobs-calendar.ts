import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical from 'ical-generator';
import { DateTime } from 'luxon';
import type { JobStatus } from '../../db/generated/enums.ts';
import { formatAddress, type PostalAddress } from '../../rules/address.ts';
import { DEFAULT_VISIT_MINUTES } from '../../rules/job-duration.ts';

/** What a feed shows of a job. */
export interface FeedJob {
  id: string;
  title: string;
  description: string | null;
  status: JobStatus;
  scheduledAt: Date | null;
  durationMinutes: number | null;
  updatedAt: Date;
  customer: (PostalAddress & { name: string; phone: string | null }) | null;
  technicians: { user: { name: string } }[];
}

/** A job's event UID: the job's id, so a rescheduled job moves in the calendar instead of appearing twice. */
export const jobEventUid = (jobId: string) => `job-${jobId}@spanner`;

/**
 * The iCalendar document of a feed. Times are written in the organisation's zone with its VTIMEZONE (calendar apps
 * then show a visit at the business's local time wherever the phone is); luxon DateTimes in that zone, because
 * ical-generator writes a native Date as the server's own wall-clock time.
 */
export function jobsCalendar(feed: { name: string; timeZone: string; publicUrl: string; jobs: FeedJob[] }): string {
  const cal = ical({
    name: feed.name,
    prodId: { company: 'Spanner', product: 'Jobs', language: 'EN' },
    timezone: { name: feed.timeZone, generator: getVtimezoneComponent },
    ttl: 15 * 60,
  });
  for (const job of feed.jobs) {
    if (!job.scheduledAt) continue;
    const start = DateTime.fromJSDate(job.scheduledAt, { zone: feed.timeZone });
    const address = job.customer ? formatAddress(job.customer) : '';
    const people = job.technicians.map((t) => t.user.name).join(', ');
    const lines = [
      job.customer ? `Customer: ${job.customer.name}${job.customer.phone ? ` (${job.customer.phone})` : ''}` : null,
      people ? `Technicians: ${people}` : null,
      job.description,
    ];
    cal.createEvent({
      id: jobEventUid(job.id),
      start,
      end: start.plus({ minutes: job.durationMinutes ?? DEFAULT_VISIT_MINUTES }),
      timezone: feed.timeZone,
      stamp: DateTime.fromJSDate(job.updatedAt, { zone: 'utc' }),
      lastModified: DateTime.fromJSDate(job.updatedAt, { zone: 'utc' }),
      summary: job.customer ? `${job.title} — ${job.customer.name}` : job.title,
      location: address || null,
      description: lines.filter(Boolean).join('\n') || null,
      url: `${feed.publicUrl}/jobs/${job.id}`,
    });
  }
  return cal.toString();
}
