import { z } from 'zod';
import {
  addJobFormSchema,
  copyFormTemplateSchema,
  correctFormSchema,
  createFormTemplateSchema,
  listFormTemplatesSchema,
  saveAnswersSchema,
  submitFormSchema,
  updateFormTemplateSchema,
} from '../domain/forms/schemas.ts';
import { camelKeys, successJson } from '../views/account.views.ts';
import { builtInFormTemplateJson, formTemplateJson, jobFormJson } from '../views/forms.views.ts';
import { route } from './contract.ts';

// Forms and checklists on jobs (docs/forms.md): templates (admin and manager write them, everyone reads them) and
// the forms on a job (filled by whoever fills forms on that job). Writes take an Idempotency-Key.

const byId = z.object({ id: z.string().min(1) });

const listQuery = z.preprocess(
  camelKeys,
  listFormTemplatesSchema.extend({
    limit: z.coerce.number({ error: 'limit must be a number' }).int().min(1).max(1000).optional(),
    offset: z.coerce.number({ error: 'offset must be a number' }).int().min(0).optional(),
  }),
);

const jobFormsQuery = z.preprocess(
  camelKeys,
  z.object({
    stillRequired: z.preprocess(
      (v) => (v === 'true' ? true : v === 'false' ? false : v),
      z.boolean({ error: 'still_required must be true or false' }).optional(),
    ),
  }),
);

export const formsContract = {
  listTemplates: route({
    method: 'GET',
    path: '/api/form-templates',
    summary: 'The form templates by name; search matches name or description; include_archived=true for archived ones too',
    access: 'user',
    query: listQuery,
    response: z.array(formTemplateJson),
  }),
  createTemplate: route({
    method: 'POST',
    path: '/api/form-templates',
    summary: 'Create a form template {name, description, job_types, equipment_types, definition} (admin and manager)',
    access: { can: 'manageFormTemplates' },
    body: z.preprocess(camelKeys, createFormTemplateSchema),
    response: formTemplateJson,
    status: 201,
  }),
  listBuiltInTemplates: route({
    method: 'GET',
    path: '/api/built-in-form-templates',
    summary:
      'The templates Spanner ships (aircon service, test and tag, CCEW, CoES, SWMS, …), each with whether it was added (admin and manager)',
    access: { can: 'manageFormTemplates' },
    response: z.array(builtInFormTemplateJson),
  }),
  addBuiltInTemplate: route({
    method: 'POST',
    path: '/api/built-in-form-templates/{key}',
    summary: 'Add a built-in template as an ordinary template of your own (version 1, attached to nothing); a key already added is 409',
    access: { can: 'manageFormTemplates' },
    params: z.object({ key: z.string().min(1) }),
    response: formTemplateJson,
    status: 201,
  }),
  getTemplate: route({
    method: 'GET',
    path: '/api/form-templates/{id}',
    summary: 'A form template with its newest fields',
    access: 'user',
    params: byId,
    response: formTemplateJson,
  }),
  updateTemplate: route({
    method: 'PUT',
    path: '/api/form-templates/{id}',
    summary: 'Change a template (any of its fields); new fields are a new version, forms already made keep theirs',
    access: { can: 'manageFormTemplates' },
    params: byId,
    body: z.preprocess(camelKeys, updateFormTemplateSchema),
    response: formTemplateJson,
  }),
  archiveTemplate: route({
    method: 'POST',
    path: '/api/form-templates/{id}/archive',
    summary: 'Archive a template {archived: true (default) or false to bring it back}: it attaches to no new job',
    access: { can: 'manageFormTemplates' },
    params: byId,
    body: z.object({ archived: z.boolean({ error: 'archived must be true or false' }).default(true) }),
    response: formTemplateJson,
  }),
  copyTemplate: route({
    method: 'POST',
    path: '/api/form-templates/{id}/copy',
    summary: 'Copy a template {name?}: its newest fields as a new template, attached to no job or equipment type',
    access: { can: 'manageFormTemplates' },
    params: byId,
    body: copyFormTemplateSchema,
    response: formTemplateJson,
    status: 201,
  }),
  listJobForms: route({
    method: 'GET',
    path: '/api/jobs/{id}/forms',
    summary: "A job's forms in the order they were added; still_required=true: the required forms not submitted yet",
    access: 'user',
    params: byId,
    query: jobFormsQuery,
    response: z.array(jobFormJson),
  }),
  listEquipmentForms: route({
    method: 'GET',
    path: '/api/equipment/{id}/forms',
    summary: 'Every form filled against a unit, newest first, on the jobs the caller sees: its inspections, tests and certificates',
    access: 'user',
    params: byId,
    response: z.array(jobFormJson),
  }),
  addJobForm: route({
    method: 'POST',
    path: '/api/jobs/{id}/forms',
    summary: "Add a form to a job {template_id, equipment_id?, required?} (the template's newest version)",
    access: { can: 'fillForms' },
    params: byId,
    body: z.preprocess(camelKeys, addJobFormSchema),
    response: jobFormJson,
    status: 201,
  }),
  getJobForm: route({
    method: 'GET',
    path: '/api/job-forms/{id}',
    summary: 'A form on a job the caller sees, with its fields, answers and corrections',
    access: 'user',
    params: byId,
    response: jobFormJson,
  }),
  saveAnswers: route({
    method: 'PATCH',
    path: '/api/job-forms/{id}/answers',
    summary: 'Save some answers of a draft {answers: {field id: answer, null clears}}: a draft may be incomplete, never wrong',
    access: { can: 'fillForms' },
    params: byId,
    body: saveAnswersSchema,
    response: jobFormJson,
  }),
  submit: route({
    method: 'POST',
    path: '/api/job-forms/{id}/submit',
    summary: 'Submit a draft {answers?}: only complete answers are taken; then the form is read-only',
    access: { can: 'fillForms' },
    params: byId,
    body: submitFormSchema,
    response: jobFormJson,
  }),
  correct: route({
    method: 'POST',
    path: '/api/job-forms/{id}/corrections',
    summary: 'Correct a submitted form {answers, reason}: the answers before are kept with who, when and why',
    access: { can: 'fillForms' },
    params: byId,
    body: correctFormSchema,
    response: jobFormJson,
  }),
  removeJobForm: route({
    method: 'DELETE',
    path: '/api/job-forms/{id}',
    summary: 'Remove a draft form from its job (a submitted one stays)',
    access: { can: 'fillForms' },
    params: byId,
    response: successJson,
  }),
} as const;
