import { requireUser } from '../../auth/guards.ts';
import type { Config } from '../../config.ts';
import type { Context } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { AppError, parseInput } from '../../errors.ts';
import { customerCanConfirm, jobMessages } from '../../rules/job-status.ts';
import { confirmPagePath, jobConfirmationText, normaliseSmsPhone, smsMessages, withConfirmLink } from '../../rules/sms.ts';
import { formatDateTime } from '../../rules/zoned-time.ts';
import { requireActiveSubscription } from '../billing/require-active-subscription.ts';
import { newConfirmationToken } from '../jobs/create-job.ts';
import { findVisibleJob } from '../jobs/find-job.ts';
import { TIME_ZONE_COLUMN } from '../organisation-time-zone.ts';
import { can } from '../policy.ts';
import { publicLink } from './public-link.ts';
import { type JobSmsInput, jobSmsSchema } from './schemas.ts';
import { withoutSecrets } from './send-email.ts';
import { sendOrganisationSms } from './send-sms.ts';

/** The customer's confirmation link: the page that shows the booking and asks them to confirm it (rules/sms.ts). */
export const confirmLink = (publicUrl: string, token: string) => publicLink({ PUBLIC_URL: publicUrl }, confirmPagePath(token));

/**
 * The job's confirmation token, made now when it has none (a job imported or created before every job had one):
 * set only while still missing, so two sends at once agree on one token.
 */
async function confirmationTokenOf(db: Db, job: { id: string; confirmationToken: string | null }): Promise<string> {
  if (job.confirmationToken) return job.confirmationToken;
  await db.job.updateMany({ where: { id: job.id, confirmationToken: null }, data: { confirmationToken: newConfirmationToken() } });
  const { confirmationToken } = await db.job.findUniqueOrThrow({ where: { id: job.id }, select: { confirmationToken: true } });
  if (!confirmationToken) throw new AppError('CONFLICT', 'The job changed while sending: try again');
  return confirmationToken;
}

const confirmationSelect = {
  id: true,
  title: true,
  status: true,
  confirmedAt: true,
  scheduledAt: true,
  confirmationToken: true,
  customer: { select: { phone: true, contactName: true, name: true } },
  org: { select: { name: true, ...TIME_ZONE_COLUMN } },
} as const;

type ConfirmationJob = Prisma.JobGetPayload<{ select: typeof confirmationSelect }>;

/**
 * The job confirmation text of one job, sent: refused (409) when its customer can no longer confirm it, (400) when
 * there is no mobile to text; the given text or the default, always ending with the confirm link. Shared by the Send
 * SMS button (sendJobSms) and the service board's booking texts (booking-sms-job.ts). `db` is the organisation's
 * tenant client.
 */
async function sendConfirmationSms(
  services: { db: Db; config: Config },
  orgId: string,
  job: ConfirmationJob,
  {
    phone,
    messageOverride,
    sentById,
    beforeCharge,
  }: { phone?: string | null; messageOverride?: string | null; sentById: string | null; beforeCharge?: () => Promise<void> },
) {
  // A link its customer could not use (the job started, done, cancelled or already confirmed) is never sent or charged.
  if (!customerCanConfirm(job.status, job.confirmedAt))
    throw new AppError('CONFLICT', jobMessages.confirmLinkUnavailable(job.status, job.confirmedAt));
  const given = phone?.trim() || job.customer?.phone?.trim();
  if (!given) throw new AppError('VALIDATION', smsMessages.phoneRequired, { fieldErrors: { phone: smsMessages.phoneRequired } });
  const to = normaliseSmsPhone(given);
  if (!to) throw new AppError('VALIDATION', smsMessages.phoneInvalid, { fieldErrors: { phone: smsMessages.phoneInvalid } });
  await beforeCharge?.();
  const token = await confirmationTokenOf(services.db, job);
  const text =
    messageOverride ||
    jobConfirmationText({
      businessName: job.org.name,
      title: job.title,
      contactName: job.customer?.contactName ?? job.customer?.name,
      when: job.scheduledAt ? formatDateTime(job.scheduledAt, job.org.timeZone) : null,
    });
  const link = confirmLink(services.config.PUBLIC_URL, token);
  const sms = await sendOrganisationSms(services, orgId, { to, body: withConfirmLink(text, link), about: { jobId: job.id }, sentById });
  return { sms, link };
}

/**
 * Send SMS on a job (POST /api/jobs/{id}/sms/confirm; part 2 §2, §7): the job confirmation to the customer's phone
 * (or the one given, normalised to +61), with the text given (sent as typed) or the default (plain GSM characters:
 * rules/sms.ts), always ending with the customer's confirmation link — a job without a token gets one first.
 * Anyone who can see the job may send it (a technician their own jobs). Only a booking its customer can still
 * confirm (customerCanConfirm: New or Scheduled, not confirmed yet) is texted; any other is refused with 409. Bad
 * input sends and charges nothing. A person pressed Send, so it is sent in the request, outside any transaction,
 * and they hear at once whether the provider took it (docs/messaging.md → Delivery and crashes).
 */
export async function sendJobSms(ctx: Context, jobId: string, input: JobSmsInput | undefined) {
  const user = requireUser(ctx);
  const body = parseInput(jobSmsSchema, input ?? {});
  const job = await findVisibleJob(ctx, user, jobId, confirmationSelect);
  const { sms, link } = await sendConfirmationSms({ db: ctx.db, config: ctx.config }, user.orgId, job, {
    phone: body.phone,
    messageOverride: body.messageOverride,
    sentById: user.userId,
    beforeCharge: () => requireActiveSubscription(ctx),
  });
  // The sender sees what was sent, but the confirm link only if they may see confirmation tokens (not technicians).
  return can({ user }, 'seeConfirmationTokens') ? sms : { ...sms, body: withoutSecrets(sms.body, [link]) };
}

/**
 * A booked visit's confirmation text, sent by its job (booking-sms-job.ts) rather than by a person: the job is read
 * again (it may have changed since the booking), and one its customer can no longer confirm is not texted.
 */
export async function sendBookingConfirmationSms(
  services: { db: Db; config: Config },
  orgId: string,
  jobId: string,
  sentById: string | null,
) {
  const job = await services.db.job.findUnique({ where: { id: jobId }, select: confirmationSelect });
  if (!job) return null;
  return (await sendConfirmationSms(services, orgId, job, { sentById })).sms;
}
