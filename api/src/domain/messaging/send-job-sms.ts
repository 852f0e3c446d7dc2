import { requireUser } from '../../auth/guards.ts';
import type { Context } from '../../context.ts';
import { AppError, parseInput } from '../../errors.ts';
import { jobMessages } from '../../rules/job-status.ts';
import { jobConfirmationText, normaliseSmsPhone, smsMessages, withConfirmLink } from '../../rules/sms.ts';
import { formatDateTime } from '../../rules/zoned-time.ts';
import { requireActiveSubscription } from '../billing/require-active-subscription.ts';
import { findVisibleJob } from '../jobs/find-job.ts';
import { can } from '../policy.ts';
import { publicLink } from './public-link.ts';
import { type JobSmsInput, jobSmsSchema } from './schemas.ts';
import { withoutSecrets } from './send-email.ts';
import { sendOrganisationSms } from './send-sms.ts';

/** The customer's confirmation link (GET /api/public/jobs/confirm?token=…). */
export const confirmLink = (publicUrl: string, token: string) =>
  publicLink({ PUBLIC_URL: publicUrl }, `/api/public/jobs/confirm?token=${encodeURIComponent(token)}`);

/**
 * Send SMS on a job (POST /api/jobs/{id}/sms/confirm; part 2 §2, §7): the job confirmation to the customer's phone
 * (or the one given, normalised to +61), with the text given or the default, always ending with the public confirm
 * link. Anyone who can see the job may send it (a technician their own jobs). Bad input sends and charges nothing.
 */
export async function sendJobSms(ctx: Context, jobId: string, input: JobSmsInput | undefined) {
  const user = requireUser(ctx);
  const body = parseInput(jobSmsSchema, input ?? {});
  const job = await findVisibleJob(ctx, user, jobId, {
    id: true,
    title: true,
    scheduledAt: true,
    confirmationToken: true,
    customer: { select: { phone: true, contactName: true, name: true } },
    org: { select: { name: true, timeZone: true } },
  });
  const given = body.phone?.trim() || job.customer?.phone?.trim();
  if (!given) throw new AppError('VALIDATION', smsMessages.phoneRequired, { fieldErrors: { phone: smsMessages.phoneRequired } });
  const to = normaliseSmsPhone(given);
  if (!to) throw new AppError('VALIDATION', smsMessages.phoneInvalid, { fieldErrors: { phone: smsMessages.phoneInvalid } });
  if (!job.confirmationToken) throw new AppError('VALIDATION', jobMessages.noConfirmationToken);
  await requireActiveSubscription(ctx);
  const text =
    body.messageOverride ||
    jobConfirmationText({
      businessName: job.org.name,
      title: job.title,
      contactName: job.customer?.contactName ?? job.customer?.name,
      when: job.scheduledAt ? formatDateTime(job.scheduledAt, job.org.timeZone) : null,
    });
  const link = confirmLink(ctx.config.PUBLIC_URL, job.confirmationToken);
  const sms = await sendOrganisationSms({ db: ctx.db, config: ctx.config }, user.orgId, {
    to,
    body: withConfirmLink(text, link),
    about: { jobId: job.id },
    sentById: user.userId,
  });
  // The sender sees what was sent, but the confirm link only if they may see confirmation tokens (not technicians).
  return can(user, 'seeConfirmationTokens') ? sms : { ...sms, body: withoutSecrets(sms.body, [link]) };
}
