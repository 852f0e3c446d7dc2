import { z } from 'zod';
import type { BuiltInFormTemplate } from '../domain/forms/built-in-templates.ts';
import type { FormTemplateRead } from '../domain/forms/form-template-query.ts';
import type { JobFormRead } from '../domain/forms/job-form-query.ts';
import { certificateDueOn } from '../rules/certificates.ts';
import type { Answers } from '../rules/form-answers.ts';

// Form templates and the forms on jobs, as REST and the webhook payloads show them: snake_case, the fields of a
// definition and the answers as stored (docs/forms.md describes both).

const json = z.unknown().describe('JSON (docs/forms.md)');

export const formTemplateJson = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  job_types: z.array(z.string()),
  equipment_types: z.array(z.string()),
  built_in_key: z.string().nullable(),
  archived_at: z.string().nullable(),
  /** The newest version: the one forms added from now on use. */
  version: z.number().int(),
  definition: json,
  created_at: z.string(),
  updated_at: z.string(),
});

export const toFormTemplateJson = (t: FormTemplateRead): z.input<typeof formTemplateJson> => ({
  id: t.id,
  name: t.name,
  description: t.description,
  job_types: t.jobTypes,
  equipment_types: t.equipmentTypes,
  built_in_key: t.builtInKey,
  archived_at: t.archivedAt?.toISOString() ?? null,
  version: t.versions[0]?.version ?? 0,
  definition: t.versions[0]?.definition ?? null,
  created_at: t.createdAt.toISOString(),
  updated_at: t.updatedAt.toISOString(),
});

export const builtInFormTemplateJson = z.object({
  key: z.string(),
  name: z.string(),
  description: z.string(),
  suggested_job_types: z.array(z.string()),
  suggested_equipment_types: z.array(z.string()),
  /** The rules and standards the template follows, with where they are published. */
  sources: z.array(z.object({ title: z.string(), url: z.string() })),
  /** Whether the organisation has added it (archived templates count). */
  added: z.boolean(),
  added_template_id: z.string().nullable(),
});

export const toBuiltInFormTemplateJson = (f: BuiltInFormTemplate): z.input<typeof builtInFormTemplateJson> => ({
  key: f.key,
  name: f.name,
  description: f.description,
  suggested_job_types: f.suggestedJobTypes,
  suggested_equipment_types: f.suggestedEquipmentTypes,
  sources: f.sources,
  added: f.addedTemplateId !== null,
  added_template_id: f.addedTemplateId,
});

export const formRevisionJson = z.object({
  revision: z.number().int(),
  answers: json,
  reason: z.string(),
  corrected_by_id: z.string().nullable(),
  created_at: z.string(),
});

export const jobFormJson = z.object({
  id: z.string(),
  job_id: z.string(),
  template_id: z.string(),
  template_name: z.string(),
  template_version_id: z.string(),
  version: z.number().int(),
  /** The fields of the form's own version (a later edit of the template leaves them as they were). */
  definition: json,
  equipment_id: z.string().nullable(),
  status: z.enum(['draft', 'submitted']),
  required: z.boolean(),
  answers: json,
  revision: z.number().int(),
  submitted_at: z.string().nullable(),
  submitted_by_id: z.string().nullable(),
  updated_by_id: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The answers before each correction, oldest first. */
  revisions: z.array(formRevisionJson),
  /** A NSW CCEW: the day it is due (the test date + 7 days); null for other forms or before the test date. */
  certificate_due_on: z.string().nullable(),
  /** A certificate: the addresses it was last emailed to, when and by whom (docs/forms.md → CCEW). */
  sent_to: z.array(z.string()),
  sent_at: z.string().nullable(),
  sent_by_id: z.string().nullable(),
});

export const toJobFormJson = (f: JobFormRead): z.input<typeof jobFormJson> => ({
  id: f.id,
  job_id: f.jobId,
  template_id: f.templateVersion.templateId,
  template_name: f.templateVersion.template.name,
  template_version_id: f.templateVersionId,
  version: f.templateVersion.version,
  definition: f.templateVersion.definition,
  equipment_id: f.equipmentId,
  status: f.status,
  required: f.required,
  answers: f.answers,
  revision: f.revision,
  submitted_at: f.submittedAt?.toISOString() ?? null,
  submitted_by_id: f.submittedById,
  updated_by_id: f.updatedById,
  created_at: f.createdAt.toISOString(),
  updated_at: f.updatedAt.toISOString(),
  revisions: f.revisions.map((r) => ({
    revision: r.revision,
    answers: r.answers,
    reason: r.reason,
    corrected_by_id: r.correctedById,
    created_at: r.createdAt.toISOString(),
  })),
  certificate_due_on: certificateDueOn(f.templateVersion.template.builtInKey, f.answers as Answers),
  sent_to: f.sentTo,
  sent_at: f.sentAt?.toISOString() ?? null,
  sent_by_id: f.sentById,
});
