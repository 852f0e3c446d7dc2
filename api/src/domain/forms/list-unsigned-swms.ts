import type { Context } from '../../context.ts';
import type { Answers } from '../../rules/form-answers.ts';
import type { FormDefinition } from '../../rules/form-definition.ts';
import { signOnSheets } from '../../rules/sign-again.ts';
import { requireAbility } from '../policy.ts';

// The paperwork report "SWMS not yet signed" (docs/forms.md → Reports): every form with a sign-on sheet (a Safe Work
// Method Statement) still a draft on a job that is neither completed nor cancelled — the work may not start until
// its workers have signed — soonest job first. Two statements whatever the number of forms: the organisation's
// template versions (to find the sheets), then the forms of those versions.

export interface UnsignedSwms {
  formId: string;
  jobId: string;
  template: string;
  jobTitle: string;
  customer: string | null;
  scheduledAt: Date | null;
  technicians: string[];
  /** Workers on the sheet so far, and how many of them have signed. */
  workers: number;
  signed: number;
}

/** At most this many listed (the soonest): a business with more has a backlog the list would not help with. */
export const UNSIGNED_LIMIT = 200;

const signedRows = (definition: FormDefinition, answers: Answers) =>
  signOnSheets(definition).flatMap((sheet) =>
    ((answers[sheet.id] ?? []) as Answers[]).map((row) => sheet.fields.some((f) => f.kind === 'signature' && row[f.id])),
  );

export async function listUnsignedSwms(ctx: Context): Promise<UnsignedSwms[]> {
  requireAbility(ctx, 'seeFormReports');
  const versions = await ctx.db.formTemplateVersion.findMany({ select: { id: true, definition: true } });
  const withSheets = versions.filter((v) => signOnSheets(v.definition as unknown as FormDefinition).length).map((v) => v.id);
  if (!withSheets.length) return [];
  const forms = await ctx.db.jobForm.findMany({
    where: { templateVersionId: { in: withSheets }, status: 'draft', job: { status: { notIn: ['done', 'cancelled'] } } },
    select: {
      id: true,
      jobId: true,
      answers: true,
      templateVersion: { select: { definition: true, template: { select: { name: true } } } },
      job: {
        select: {
          title: true,
          scheduledAt: true,
          customer: { select: { name: true } },
          technicians: { select: { user: { select: { name: true } } }, orderBy: { user: { name: 'asc' } } },
        },
      },
    },
    orderBy: [{ job: { scheduledAt: { sort: 'asc', nulls: 'last' } } }, { createdAt: 'asc' }, { id: 'asc' }],
    take: UNSIGNED_LIMIT,
  });
  return forms.map((f) => {
    const rows = signedRows(f.templateVersion.definition as unknown as FormDefinition, f.answers as Answers);
    return {
      formId: f.id,
      jobId: f.jobId,
      template: f.templateVersion.template.name,
      jobTitle: f.job.title,
      customer: f.job.customer?.name ?? null,
      scheduledAt: f.job.scheduledAt,
      technicians: f.job.technicians.map((t) => t.user.name),
      workers: rows.length,
      signed: rows.filter(Boolean).length,
    };
  });
}
