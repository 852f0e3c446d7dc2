import type { Page } from 'playwright-core';
import { jobCompletion } from '../../api/src/rules/built-in-forms/job-completion';
import { gql } from './browser';

// The organisation's copy of Spanner's built-in form templates, for the browser journeys: added, or the one an earlier
// file of this worker added (brought back if archived). What was added or brought back is archived afterwards
// (`archiveAll`), so the jobs other files of this worker create get no form. The job completion checklist is the one
// built-in-forms.e2e.test.ts adds from the page: not added yet, it is made as a template of its own with the shipped
// fields (an added template stays added, archived too), so that file still finds it to add when it runs later.

export interface Template {
  id: string;
  name: string;
}

export async function builtInTemplates<K extends string>(
  office: Page,
  keys: readonly K[],
  toArchive: string[],
  stamp: string,
): Promise<Map<K, Template>> {
  const { builtInFormTemplates: listed } = await gql<{
    builtInFormTemplates: { key: string; name: string; addedTemplateId: string | null }[];
  }>(office, '{ builtInFormTemplates { key name addedTemplateId } }');
  const templates = new Map<K, Template>();
  for (const key of keys) {
    const shipped = listed.find((t) => t.key === key);
    if (!shipped) throw new Error(`No built-in template ${key}`);
    let id = shipped.addedTemplateId;
    let name = shipped.name;
    if (!id && key === 'job-completion') {
      name = `${jobCompletion.name} ${stamp}`;
      const made = await gql<{ createFormTemplate: { id?: string; message?: string } }>(
        office,
        'mutation($input: FormTemplateInput!) { createFormTemplate(input: $input) { ... on FormTemplate { id } ... on AppError { message } } }',
        { input: { name, definition: jobCompletion.definition } },
      );
      if (!made.createFormTemplate.id) throw new Error(`${key}: ${made.createFormTemplate.message}`);
      id = made.createFormTemplate.id;
      toArchive.push(id);
    } else if (!id) {
      const added = await gql<{ addBuiltInFormTemplate: { id?: string; message?: string } }>(
        office,
        'mutation($key: String!) { addBuiltInFormTemplate(key: $key) { ... on FormTemplate { id } ... on AppError { message } } }',
        { key },
      );
      if (!added.addBuiltInFormTemplate.id) throw new Error(`${key}: ${added.addBuiltInFormTemplate.message}`);
      id = added.addBuiltInFormTemplate.id;
      toArchive.push(id);
    } else {
      const { formTemplate } = await gql<{ formTemplate: { name: string; archivedAt: string | null } }>(
        office,
        'query($id: ID!) { formTemplate(id: $id) { name archivedAt } }',
        { id },
      );
      name = formTemplate.name;
      if (formTemplate.archivedAt) {
        await gql(office, 'mutation($id: ID!) { archiveFormTemplate(id: $id, archived: false) { __typename } }', { id });
        toArchive.push(id);
      }
    }
    templates.set(key, { id, name });
  }
  return templates;
}

/** Archives the templates a file added or brought back. */
export async function archiveAll(office: Page | undefined, ids: string[]) {
  if (!office) return;
  for (const id of ids)
    await gql(office, 'mutation($id: ID!) { archiveFormTemplate(id: $id, archived: true) { __typename } }', { id }).catch(() => {});
}

/** Puts a template's form on a job, required; answers the form's id. */
export async function addForm(office: Page, jobId: string, templateId: string): Promise<string> {
  const added = await gql<{ addJobForm: { id?: string; message?: string } }>(
    office,
    'mutation($jobId: ID!, $input: AddJobFormInput!) { addJobForm(jobId: $jobId, input: $input) { ... on JobForm { id } ... on AppError { message } } }',
    { jobId, input: { templateId, required: true } },
  );
  if (!added.addJobForm.id) throw new Error(`${templateId}: ${added.addJobForm.message}`);
  return added.addJobForm.id;
}
