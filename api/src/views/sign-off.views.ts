import { z } from 'zod';
import { type SignOffRow, signOffReportUrl } from '../domain/sign-off/sign-off-query.ts';

// A customer's sign-off as REST and the webhook payloads show it (docs/forms.md → Customer sign-off), and the service
// report the signing screen shows before it.

export const signOffJson = z.object({
  id: z.string(),
  job_id: z.string(),
  job_title: z.string(),
  outcome: z.enum(['signed', 'declined']),
  signer_name: z.string(),
  decline_reason: z.string().nullable(),
  signature_photo_id: z.string().nullable(),
  recorded_by: z.string().nullable(),
  signed_at: z.string(),
  /** Where the signed report's PDF is fetched (signed in, rights checked). */
  report_url: z.string(),
  /** SHA-256 (hex) of the PDF's bytes, as kept when it was signed. */
  report_sha256: z.string(),
  report_bytes: z.number().int(),
  emailed_to: z.array(z.string()),
  emailed_at: z.string().nullable(),
  /** Why the report was not emailed (no address, the allowance used up), or null. */
  email_problem: z.string().nullable(),
});

export const toSignOffJson = (s: SignOffRow): z.input<typeof signOffJson> => ({
  id: s.id,
  job_id: s.jobId,
  job_title: s.job.title,
  outcome: s.outcome,
  signer_name: s.signerName,
  decline_reason: s.declineReason,
  signature_photo_id: s.signaturePhotoId,
  recorded_by: s.recordedBy?.name ?? null,
  signed_at: s.signedAt.toISOString(),
  report_url: signOffReportUrl(s),
  report_sha256: s.reportSha256,
  report_bytes: s.reportBytes,
  emailed_to: s.emailedTo,
  emailed_at: s.emailedAt?.toISOString() ?? null,
  email_problem: s.emailProblem,
});

export const serviceReportJson = z.object({
  /** The report as the customer reads it (docs/forms.md → Customer sign-off). */
  report: z.unknown().describe('The service report (JSON: business, job, customer, technicians, equipment, labour, parts, forms)'),
  /** Send it back with the sign-off: the job must still give this report. */
  digest: z.string(),
  /** Where the signed report will be emailed unless the sign-off names others. */
  customer_email: z.string().nullable(),
});
