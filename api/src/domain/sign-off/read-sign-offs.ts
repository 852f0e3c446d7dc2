import { buffer } from 'node:stream/consumers';
import { requireUser } from '../../auth/guards.ts';
import type { Context } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { type ServiceReport, signOffMessages } from '../../rules/service-report.ts';
import type { DocumentPdf } from '../documents/document-pdf.ts';
import { pdfFileName } from '../documents/report-pdf-layout.ts';
import { findVisibleJob } from '../jobs/find-job.ts';
import { jobScope } from '../jobs/job-query.ts';
import { serviceReportOf } from './service-report-data.ts';
import { SIGN_OFF_ORDER, type SignOffRow, signOffSelect } from './sign-off-query.ts';

/** The report the signing screen shows, its digest (sent back with the sign-off) and where it will be emailed. */
export interface ShownReport {
  report: ServiceReport;
  digest: string;
  customerEmail: string | null;
}

export async function getServiceReport(ctx: Context, jobId: string): Promise<ShownReport> {
  const user = requireUser(ctx);
  const { report, digest, customer } = await serviceReportOf(ctx, user, jobId);
  return { report, digest, customerEmail: customer?.email ?? null };
}

/** A job's sign-offs, newest first (the newest counts). */
export async function listSignOffs(ctx: Context, jobId: string): Promise<SignOffRow[]> {
  const user = requireUser(ctx);
  await findVisibleJob(ctx, user, jobId, { id: true });
  return ctx.db.jobSignOff.findMany({ where: { jobId }, select: signOffSelect, orderBy: SIGN_OFF_ORDER });
}

/** A sign-off's PDF as it was kept when signed, for whoever sees its job. */
export async function signOffReport(ctx: Context, jobId: string, signOffId: string): Promise<DocumentPdf> {
  const user = requireUser(ctx);
  const row = await ctx.db.jobSignOff.findFirst({
    where: { id: signOffId, jobId, job: jobScope(user) },
    select: { reportKey: true, summary: true, signedAt: true },
  });
  const file = row && (await ctx.storage.get(row.reportKey));
  if (!row || !file) throw notFound(signOffMessages.notFound);
  const title = (row.summary as { job?: { title?: string } }).job?.title ?? 'job';
  return { fileName: pdfFileName(`Service report ${title}`), bytes: await buffer(file.stream) };
}
