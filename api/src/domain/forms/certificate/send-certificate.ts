import { z } from 'zod';
import type { Context } from '../../../context.ts';
import { parseInput } from '../../../errors.ts';
import { ccewRecipients, certificateMessages } from '../../../rules/certificates.ts';
import { formatLongDay } from '../../../rules/zoned-time.ts';
import { requireActiveSubscription } from '../../billing/require-active-subscription.ts';
import { sendOrganisationEmail } from '../../messaging/send-email.ts';
import { requireAbility } from '../../policy.ts';
import { publishFormChange } from '../job-changes.ts';
import { certificateForm } from './certificate-form.ts';
import { renderCertificate } from './render-certificate.ts';

// Emailing the CCEW (docs/forms.md → CCEW): one action sends the PDF to each address named — by default the
// customer's and Building Commission NSW's; the distributor's is added by hand — through the organisation's one email
// function (counted against its allowance, listed on the Messages tab), then records who it went to, when and by
// whom. Sending again is allowed and records the latest sending.

export const sendCertificateSchema = z.object({
  emailTo: z
    .array(z.string({ error: certificateMessages.badEmail }).trim().pipe(z.email(certificateMessages.badEmail).max(254)), {
      error: 'Email addresses must be a list',
    })
    .min(1, certificateMessages.noRecipients)
    .max(10, 'At most 10 recipients')
    .optional(),
});

export async function sendCertificate(ctx: Context, formId: string, input: unknown) {
  const { emailTo } = parseInput(sendCertificateSchema, input ?? {});
  const user = requireAbility(ctx, 'fillForms');
  await requireActiveSubscription(ctx);
  const c = await certificateForm(ctx, user, formId);
  const to = [...new Set((emailTo ?? ccewRecipients(c.answers, c.form.job.customer?.email)).map((e) => e.toLowerCase()))];
  const pdf = await renderCertificate(ctx, c);
  const serial = typeof c.answers.serial === 'string' ? c.answers.serial : '';
  const org = c.form.job.org;
  const hello = c.form.job.customer ? `Hello ${c.form.job.customer.contactName?.trim() || c.form.job.customer.name},` : 'Hello,';
  const text = [
    hello,
    '',
    `Attached is the Certificate of Compliance for Electrical Work ${serial} for ${c.form.job.title}` +
      (c.testedOn ? `, tested on ${formatLongDay(c.testedOn)}.` : '.'),
    '',
    org.name,
  ].join('\n');
  // The email goes first, outside any transaction; only what went is recorded.
  await sendOrganisationEmail({ db: ctx.db, config: ctx.config, storage: ctx.storage, jobs: ctx.jobs }, user.orgId, {
    to,
    subject: `CCEW ${serial}: ${c.form.job.title} — ${org.name}`,
    text,
    attachments: [{ filename: pdf.fileName, contentType: 'application/pdf', content: pdf.bytes }],
    about: { jobId: c.form.jobId },
    sentById: user.userId,
    counted: true,
  });
  const sent = await ctx.db.jobForm.update({
    where: { id: formId },
    data: { sentTo: to, sentAt: new Date(), sentById: user.userId },
    select: { id: true, sentTo: true, sentAt: true, sentById: true },
  });
  await publishFormChange(ctx, { orgId: user.orgId, jobId: c.form.jobId, formId });
  return sent;
}
