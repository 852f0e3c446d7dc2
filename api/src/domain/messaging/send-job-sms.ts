import { requireUser } from '../../auth/guards.ts';
import type { Context } from '../../context.ts';
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
async function confirmationTokenOf(ctx: Context, job: { id: string; confirmationToken: string | null }): Promise<string> {
  if (job.confirmationToken) return job.confirmationToken;
  await ctx.db.job.updateMany({ where: { id: job.id, confirmationToken: null }, data: { confirmationToken: newConfirmationToken() } });
  const { confirmationToken } = await ctx.db.job.findUniqueOrThrow({ where: { id: job.id }, select: { confirmationToken: true } });
  if (!confirmationToken) throw new AppError('CONFLICT', 'The job changed while sending: try again');
  return confirmationToken;
}

/**
 * Send SMS on a job (POST /api/jobs/{id}/sms/confirm; part 2 §2, §7): the job confirmation to the customer's phone
 * (or the one given, normalised to +61), with the text given (sent as typed) or the default (plain GSM characters:
 * rules/sms.ts), always ending with the customer's confirmation link — a job without a token gets one first.
 * Anyone who can see the job may send it (a technician their own jobs). Only a booking its customer can still
 * confirm (customerCanConfirm: New or Scheduled, not confirmed yet) is texted; any other is refused with 409. Bad
 * input sends and charges nothing.
 */
export async function sendJobSms(ctx: Context, jobId: string, input: JobSmsInput | undefined) {
  const user = requireUser(ctx);
  const body = parseInput(jobSmsSchema, input ?? {});
  const job = await findVisibleJob(ctx, user, jobId, {
    id: true,
    title: true,
    status: true,
    confirmedAt: true,
    scheduledAt: true,
    confirmationToken: true,
    customer: { select: { phone: true, contactName: true, name: true } },
    org: { select: { name: true, ...TIME_ZONE_COLUMN } },
  });
  // A link its customer could not use (the job started, done, cancelled or already confirmed) is never sent or charged.
  if (!customerCanConfirm(job.status, job.confirmedAt))
    throw new AppError('CONFLICT', jobMessages.confirmLinkUnavailable(job.status, job.confirmedAt));
  const given = body.phone?.trim() || job.customer?.phone?.trim();
  if (!given) throw new AppError('VALIDATION', smsMessages.phoneRequired, { fieldErrors: { phone: smsMessages.phoneRequired } });
  const to = normaliseSmsPhone(given);
  if (!to) throw new AppError('VALIDATION', smsMessages.phoneInvalid, { fieldErrors: { phone: smsMessages.phoneInvalid } });
  await requireActiveSubscription(ctx);
  const token = await confirmationTokenOf(ctx, job);
  const text =
    body.messageOverride ||
    jobConfirmationText({
      businessName: job.org.name,
      title: job.title,
      contactName: job.customer?.contactName ?? job.customer?.name,
      when: job.scheduledAt ? formatDateTime(job.scheduledAt, job.org.timeZone) : null,
    });
  const link = confirmLink(ctx.config.PUBLIC_URL, token);
  const sms = await sendOrganisationSms({ db: ctx.db, config: ctx.config }, user.orgId, {
    to,
    body: withConfirmLink(text, link),
    about: { jobId: job.id },
    sentById: user.userId,
  });
  // The sender sees what was sent, but the confirm link only if they may see confirmation tokens (not technicians).
  return can({ user }, 'seeConfirmationTokens') ? sms : { ...sms, body: withoutSecrets(sms.body, [link]) };
}
