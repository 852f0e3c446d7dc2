import { createHash, randomUUID } from 'node:crypto';
import type { Context } from '../../context.ts';
import { AppError, parseInput } from '../../errors.ts';
import { reportSignaturePhotoIds, signOffMessages } from '../../rules/service-report.ts';
import { formatMediumDateTime } from '../../rules/zoned-time.ts';
import { requireActiveSubscription } from '../billing/require-active-subscription.ts';
import { checkRecipients } from '../documents/email-document.ts';
import { publishJobChange } from '../forms/job-changes.ts';
import { requireAbility } from '../policy.ts';
import { writeWithWebhooks } from '../webhooks/queue-webhook-events.ts';
import { emailServiceReport } from './email-service-report.ts';
import { renderServiceReport } from './render-service-report.ts';
import { jobImages } from './report-images.ts';
import { signOffSchema } from './schemas.ts';
import { serviceReportOf } from './service-report-data.ts';
import { type SignOffOf, type SignOffQuery, signOffRead } from './sign-off-query.ts';

/**
 * The customer signs the job off on the technician's screen, or declines (docs/forms.md → Customer sign-off). The
 * screen sends the digest of the report it showed; the job must still give that report, so what is kept is exactly
 * what they saw. The report is drawn as a PDF with the signature, stored with its SHA-256, recorded with
 * `job.signed_off` in one transaction, then emailed (within the email allowance; a refusal is kept on the sign-off,
 * never undoing it). A job may be signed off again after more work: the newest counts.
 */
export async function signOffJob<Q extends SignOffQuery = typeof signOffRead>(
  ctx: Context,
  jobId: string,
  input: unknown,
  query = signOffRead as Q,
): Promise<SignOffOf<Q>> {
  const user = requireAbility(ctx, 'signOffJobs');
  const signOff = parseInput(signOffSchema, input ?? {});
  await requireActiveSubscription(ctx);
  const { report, digest, job, customer, org } = await serviceReportOf(ctx, user, jobId);
  if (job.status === 'cancelled') throw new AppError('CONFLICT', signOffMessages.cancelled);
  if (signOff.digest !== digest) throw new AppError('CONFLICT', signOffMessages.changed);
  const recipients = signOff.emailTo ?? (customer?.email ? [customer.email] : []);
  checkRecipients(recipients, 'emailTo');

  const signatureId = signOff.outcome === 'signed' ? signOff.signaturePhotoId : null;
  const images = await jobImages(ctx, jobId, [...(signatureId ? [signatureId] : []), ...reportSignaturePhotoIds(report)]);
  if (signatureId && !images.found.has(signatureId))
    throw new AppError('VALIDATION', signOffMessages.signatureNotOnJob, {
      fieldErrors: { signaturePhotoId: signOffMessages.signatureNotOnJob },
    });
  if (signatureId && !images.drawable.has(signatureId))
    throw new AppError('VALIDATION', signOffMessages.signatureNotImage, {
      fieldErrors: { signaturePhotoId: signOffMessages.signatureNotImage },
    });

  const id = randomUUID();
  // Taken on a phone without signal: the time the customer signed there; else now.
  const signedAt = signOff.signedAt ? new Date(signOff.signedAt) : new Date();
  const pdf = await renderServiceReport(
    report,
    {
      outcome: signOff.outcome,
      signerName: signOff.signerName,
      declineReason: signOff.outcome === 'declined' ? (signOff.declineReason ?? null) : null,
      when: formatMediumDateTime(signedAt, org.timeZone),
      recordedBy: user.name,
      signature: signatureId ? (images.drawable.get(signatureId) ?? null) : null,
    },
    images.drawable,
    signedAt,
  );
  const reportKey = `sign-offs/${user.orgId}/${jobId}/${id}.pdf`;
  // The PDF goes to storage (perhaps another machine) before the transaction, and is removed again if it fails.
  await ctx.storage.put(reportKey, pdf, 'application/pdf');
  await writeWithWebhooks(
    ctx,
    user.orgId,
    (tx) =>
      tx.jobSignOff.create({
        data: {
          id,
          orgId: user.orgId,
          jobId,
          outcome: signOff.outcome,
          signerName: signOff.signerName,
          declineReason: signOff.outcome === 'declined' ? (signOff.declineReason ?? null) : null,
          signaturePhotoId: signatureId ?? null,
          recordedById: user.userId,
          signedAt,
          summary: report as object,
          reportKey,
          reportSha256: createHash('sha256').update(pdf).digest('hex'),
          reportBytes: pdf.length,
        },
        select: { id: true },
      }),
    () => [{ type: 'job.signed_off', id }],
  ).catch(async (err: unknown) => {
    await ctx.storage.delete(reportKey);
    throw err;
  });

  const emailed = await emailServiceReport(ctx, {
    id,
    jobId,
    customer,
    org,
    report,
    signerName: signOff.signerName,
    outcome: signOff.outcome,
    pdf,
    recipients,
    explicit: !!signOff.emailTo,
  });
  const row = await ctx.db.jobSignOff.update({ ...query, where: { id }, data: emailed });
  await publishJobChange(ctx, { orgId: user.orgId, jobId, kind: 'SIGN_OFF', signOffId: id });
  return row as SignOffOf<Q>;
}
