import { addJobForm } from '../domain/forms/add-job-form.ts';
import { archiveFormTemplate } from '../domain/forms/archive-form-template.ts';
import { addBuiltInFormTemplate, listBuiltInFormTemplates } from '../domain/forms/built-in-templates.ts';
import { copyFormTemplate } from '../domain/forms/copy-form-template.ts';
import { correctJobForm } from '../domain/forms/correct-job-form.ts';
import { createFormTemplate } from '../domain/forms/create-form-template.ts';
import { formTemplateRead } from '../domain/forms/form-template-query.ts';
import { getFormTemplate } from '../domain/forms/get-form-template.ts';
import { listEquipmentForms } from '../domain/forms/list-equipment-forms.ts';
import { listFormTemplates } from '../domain/forms/list-form-templates.ts';
import { getJobForm, listJobForms } from '../domain/forms/list-job-forms.ts';
import { removeJobForm } from '../domain/forms/remove-job-form.ts';
import { saveFormAnswers } from '../domain/forms/save-form-answers.ts';
import { submitJobForm } from '../domain/forms/submit-job-form.ts';
import { updateFormTemplate } from '../domain/forms/update-form-template.ts';
import { toBuiltInFormTemplateJson, toFormTemplateJson, toJobFormJson } from '../views/forms.views.ts';
import { type BoundRoute, implement } from './contract.ts';
import { formsContract } from './forms.contract.ts';

// Forms on jobs and their templates: contracts in forms.contract.ts, implemented here, each one domain call.
export const formsRoutes: BoundRoute[] = implement(formsContract, {
  async listTemplates({ ctx, query: { limit, offset, ...filters } }) {
    return (await listFormTemplates(ctx, filters, { ...formTemplateRead, take: limit, skip: offset })).map(toFormTemplateJson);
  },
  async createTemplate({ ctx, body }) {
    return toFormTemplateJson(await createFormTemplate(ctx, body));
  },
  async listBuiltInTemplates({ ctx }) {
    return (await listBuiltInFormTemplates(ctx)).map(toBuiltInFormTemplateJson);
  },
  async addBuiltInTemplate({ ctx, params }) {
    return toFormTemplateJson(await addBuiltInFormTemplate(ctx, params.key));
  },
  async getTemplate({ ctx, params }) {
    return toFormTemplateJson(await getFormTemplate(ctx, params.id));
  },
  async updateTemplate({ ctx, params, body }) {
    return toFormTemplateJson(await updateFormTemplate(ctx, params.id, body));
  },
  async archiveTemplate({ ctx, params, body }) {
    return toFormTemplateJson(await archiveFormTemplate(ctx, params.id, body.archived));
  },
  async copyTemplate({ ctx, params, body }) {
    return toFormTemplateJson(await copyFormTemplate(ctx, params.id, body));
  },
  async listJobForms({ ctx, params, query }) {
    return (await listJobForms(ctx, params.id, query)).map(toJobFormJson);
  },
  async listEquipmentForms({ ctx, params }) {
    return (await listEquipmentForms(ctx, params.id)).map(toJobFormJson);
  },
  async addJobForm({ ctx, params, body }) {
    return toJobFormJson(await addJobForm(ctx, params.id, body));
  },
  async getJobForm({ ctx, params }) {
    return toJobFormJson(await getJobForm(ctx, params.id));
  },
  async saveAnswers({ ctx, params, body }) {
    return toJobFormJson(await saveFormAnswers(ctx, params.id, body));
  },
  async submit({ ctx, params, body }) {
    return toJobFormJson(await submitJobForm(ctx, params.id, body));
  },
  async correct({ ctx, params, body }) {
    return toJobFormJson(await correctJobForm(ctx, params.id, body));
  },
  async removeJobForm({ ctx, params }) {
    await removeJobForm(ctx, params.id);
    return { success: true };
  },
});
