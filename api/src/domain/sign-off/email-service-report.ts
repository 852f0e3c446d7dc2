import type { Context } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { type ServiceReport, signOffMessages } from '../../rules/service-report.ts';
import { formatLongDate } from '../../rules/zoned-time.ts';
import { pdfFileName } from '../documents/report-pdf-layout.ts';
import { sendOrganisationEmail } from '../messaging/send-email.ts';

interface Sent {
  id: string;
  jobId: string;
  customer: { name: string; contactName: string | null } | null;
  org: { name: string; timeZone: string };
  report: ServiceReport;
  signerName: string;
  outcome: 'signed' | 'declined';
  pdf: Buffer;
  recipients: string[];
  /** Whether the signing screen named the recipients (an empty list: email no one, on purpose). */
  explicit: boolean;
}

/** The email's words: what is attached and who signed it, from the business. */
export function serviceReportEmail(s: Pick<Sent, 'customer' | 'org' | 'report' | 'signerName' | 'outcome'>, signedAt: Date) {
  const hello = `Hello${s.customer ? ` ${s.customer.contactName?.trim() || s.customer.name}` : ''},`;
  const what =
    s.outcome === 'signed'
      ? `Attached is the service report for ${s.report.job.title}, signed by ${s.signerName} on ${formatLongDate(signedAt, s.org.timeZone)}.`
      : `Attached is the service report for ${s.report.job.title} of ${formatLongDate(signedAt, s.org.timeZone)}.`;
  return { subject: `Service report: ${s.report.job.title} — ${s.org.name}`, text: [hello, '', what, '', s.org.name].join('\n') };
}

/**
 * Emails the signed report to its recipients through the organisation's one email function (counted against the
 * allowance), outside any transaction: the sign-off stands whatever happens here. Answers what to keep on the sign-off:
 * who it went to and when, or why it did not go.
 */
export async function emailServiceReport(ctx: Context, s: Sent) {
  if (!s.recipients.length) return { emailedTo: [], emailedAt: null, emailProblem: s.explicit ? null : signOffMessages.noEmail };
  const { subject, text } = serviceReportEmail(s, new Date());
  const fileName = pdfFileName(`Service report ${s.report.job.title}`);
  try {
    await sendOrganisationEmail({ db: ctx.db, config: ctx.config, storage: ctx.storage, jobs: ctx.jobs }, ctx.user?.orgId ?? null, {
      to: s.recipients,
      subject,
      text,
      attachments: [{ filename: fileName, contentType: 'application/pdf', content: s.pdf }],
      about: { jobId: s.jobId },
      sentById: ctx.user?.userId ?? null,
      counted: true,
    });
    return { emailedTo: s.recipients, emailedAt: new Date(), emailProblem: null };
  } catch (err) {
    if (err instanceof AppError) return { emailedTo: [], emailedAt: null, emailProblem: err.message };
    throw err;
  }
}
