import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { jobReminderText, normaliseSmsPhone } from '../../rules/sms.ts';
import { addDays, dayKeyOf, formatInstant, midnightOf, wallClockOf } from '../../rules/zoned-time.ts';
import { sendOrganisationSms } from './send-sms.ts';

export interface ReminderOrganisation {
  id: string;
  name: string;
  timeZone: string;
  smsReminderTime: string;
}

/** One visit's reminder key: a job moved to another time is a new visit and gets its own reminder. */
export const reminderKeyOf = (jobId: string, scheduledAt: Date) => `${jobId}@${scheduledAt.toISOString()}`;

/**
 * Appointment reminders of one organisation: once its reminder time has passed today (its zone), an
 * SMS to the customer of each job scheduled tomorrow — not cancelled or done, with a mobile number — that has not
 * had one for this visit. Counted like any SMS. The visit's unique reminderKey makes a second send impossible,
 * whichever process runs the sweep. `db` is the organisation's tenant client. Answers how many were sent.
 */
export async function sendDueReminders(db: Db, config: Config, org: ReminderOrganisation, now = new Date()): Promise<number> {
  const clock = wallClockOf(now, org.timeZone);
  const [hour, minute] = org.smsReminderTime.split(':').map(Number);
  if (clock.hour * 60 + clock.minute < hour * 60 + minute) return 0;
  const tomorrow = addDays(dayKeyOf(now, org.timeZone), 1);
  const jobs = await db.job.findMany({
    where: {
      scheduledAt: { gte: midnightOf(tomorrow, org.timeZone), lt: midnightOf(addDays(tomorrow, 1), org.timeZone) },
      status: { notIn: ['cancelled', 'done'] },
      customer: { phone: { not: null } },
    },
    select: { id: true, title: true, scheduledAt: true, customer: { select: { phone: true, contactName: true, name: true } } },
  });
  const due = jobs.flatMap((job) => {
    const to = job.customer?.phone ? normaliseSmsPhone(job.customer.phone) : null;
    return to && job.scheduledAt ? [{ ...job, to, key: reminderKeyOf(job.id, job.scheduledAt), at: job.scheduledAt }] : [];
  });
  if (!due.length) return 0;
  const done = new Set(
    (await db.outgoingMessage.findMany({ where: { reminderKey: { in: due.map((d) => d.key) } }, select: { reminderKey: true } })).map(
      (m) => m.reminderKey,
    ),
  );
  let sent = 0;
  for (const job of due.filter((d) => !done.has(d.key))) {
    try {
      await sendOrganisationSms({ db, config }, org.id, {
        to: job.to,
        body: jobReminderText({
          businessName: org.name,
          title: job.title,
          contactName: job.customer?.contactName ?? job.customer?.name,
          time: formatInstant(job.at, org.timeZone, { hour: 'numeric', minute: '2-digit', hour12: true }),
        }),
        about: { jobId: job.id },
        reminderKey: job.key,
      });
      sent++;
    } catch {
      // No credits left, the provider failed (recorded, credits back) or another process sent it first: next job.
    }
  }
  return sent;
}
