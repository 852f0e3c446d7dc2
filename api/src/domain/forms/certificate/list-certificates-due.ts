import type { Context } from '../../../context.ts';
import { CERTIFICATE_KEYS, certificateDueOn, daysLeft, testDateOf } from '../../../rules/certificates.ts';
import type { Answers } from '../../../rules/form-answers.ts';
import { dayKeyOf } from '../../../rules/zoned-time.ts';
import { organisationTimeZone } from '../../organisation-time-zone.ts';
import { requireAbility } from '../../policy.ts';

// The paperwork report "Certificates due" (docs/forms.md → Reports): every CCEW not sent yet — submitted, or a draft
// whose test date is entered (its clock is running) — with its due date and the days left (negative: overdue),
// soonest due first. Drafts without a test date have no clock and are not listed.

export interface CertificateDue {
  formId: string;
  jobId: string;
  jobTitle: string;
  customer: string | null;
  status: 'draft' | 'submitted';
  serial: string | null;
  testedOn: string;
  dueOn: string;
  /** Days from today (the organisation's) to the due date: 0 due today, negative overdue. */
  daysLeft: number;
}

/** At most this many forms read: a business with more unsent certificates has a backlog the list would not help with. */
export const CERTIFICATES_DUE_LIMIT = 500;

export async function listCertificatesDue(ctx: Context, now = new Date()): Promise<CertificateDue[]> {
  requireAbility(ctx, 'seeFormReports');
  const forms = await ctx.db.jobForm.findMany({
    where: { sentAt: null, templateVersion: { template: { builtInKey: { in: [...CERTIFICATE_KEYS] } } } },
    select: {
      id: true,
      jobId: true,
      status: true,
      answers: true,
      templateVersion: { select: { template: { select: { builtInKey: true } } } },
      job: { select: { title: true, customer: { select: { name: true } } } },
    },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    take: CERTIFICATES_DUE_LIMIT,
  });
  const today = dayKeyOf(now, await organisationTimeZone(ctx));
  const due: CertificateDue[] = [];
  for (const f of forms) {
    const answers = f.answers as Answers;
    const testedOn = testDateOf(answers);
    const dueOn = certificateDueOn(f.templateVersion.template.builtInKey, answers);
    if (!testedOn || !dueOn) continue;
    due.push({
      formId: f.id,
      jobId: f.jobId,
      jobTitle: f.job.title,
      customer: f.job.customer?.name ?? null,
      status: f.status,
      serial: typeof answers.serial === 'string' ? answers.serial : null,
      testedOn,
      dueOn,
      daysLeft: daysLeft(dueOn, today),
    });
  }
  return due.sort((a, b) => a.dueOn.localeCompare(b.dueOn));
}
