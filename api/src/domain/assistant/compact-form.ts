import type { Answers } from '../../rules/form-answers.ts';
import type { FormDefinition } from '../../rules/form-definition.ts';
import { type ReportEntry, reportSections } from '../../rules/service-report.ts';
import type { JobFormQuery } from '../forms/job-form-query.ts';

// A form as the assistant reads it: what it is, where it stands, and its answers as the service report prints them
// (a signature is named, never its image). Its draft text fields are what propose_form_answers may fill.

/** What the assistant's form tools read of a form. */
export const assistantFormRead = {
  select: {
    id: true,
    jobId: true,
    status: true,
    required: true,
    submittedAt: true,
    answers: true,
    submittedBy: { select: { name: true } },
    equipment: { select: { id: true, name: true } },
    templateVersion: { select: { definition: true, template: { select: { name: true } } } },
  },
} as const satisfies JobFormQuery;

interface FormRow {
  id: string;
  jobId: string;
  status: string;
  required: boolean;
  submittedAt: Date | null;
  answers: unknown;
  submittedBy: { name: string } | null;
  equipment: { id: string; name: string } | null;
  templateVersion: { definition: unknown; template: { name: string } };
}

const printed = (e: ReportEntry): unknown =>
  'value' in e
    ? { [e.label]: e.value }
    : 'signature' in e
      ? { [e.label]: `Signed by ${e.signature.signedBy}` }
      : { [e.label]: e.rows.map((r) => Object.assign({ row: r.label }, ...r.entries.map(printed))) };

/** The text fields of a draft, by id and label: what a drafted answer may fill (never a signature or a photo). */
export function draftableFields(definition: FormDefinition) {
  return definition.sections.flatMap((s) => s.fields.filter((f) => f.kind === 'text').map((f) => ({ id: f.id, label: f.label })));
}

export function compactForm(form: FormRow) {
  const definition = form.templateVersion.definition as FormDefinition;
  return {
    id: form.id,
    jobId: form.jobId,
    template: form.templateVersion.template.name,
    status: form.status,
    stillRequired: form.required && form.status === 'draft',
    unit: form.equipment ? { id: form.equipment.id, name: form.equipment.name } : null,
    submitted: form.submittedAt ? { at: form.submittedAt.toISOString(), by: form.submittedBy?.name ?? null } : null,
    answers: reportSections(definition, form.answers as Answers).map((s) => Object.assign({ section: s.title }, ...s.entries.map(printed))),
    ...(form.status === 'draft' ? { textFields: draftableFields(definition) } : {}),
  };
}
