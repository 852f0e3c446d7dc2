import { JobFormStatus } from '../../db/generated/enums.ts';
import { addJobForm } from '../../domain/forms/add-job-form.ts';
import { archiveFormTemplate } from '../../domain/forms/archive-form-template.ts';
import { addBuiltInFormTemplate, type BuiltInFormTemplate, listBuiltInFormTemplates } from '../../domain/forms/built-in-templates.ts';
import { copyFormTemplate } from '../../domain/forms/copy-form-template.ts';
import { correctJobForm } from '../../domain/forms/correct-job-form.ts';
import { createFormTemplate } from '../../domain/forms/create-form-template.ts';
import { NEWEST_VERSION } from '../../domain/forms/form-template-query.ts';
import { getFormTemplate } from '../../domain/forms/get-form-template.ts';
import { subscribeJobChanges } from '../../domain/forms/job-changes.ts';
import { FORM_ORDER } from '../../domain/forms/job-form-query.ts';
import { formsOfEquipment } from '../../domain/forms/list-equipment-forms.ts';
import { listFormTemplates } from '../../domain/forms/list-form-templates.ts';
import { getJobForm } from '../../domain/forms/list-job-forms.ts';
import { removeJobForm } from '../../domain/forms/remove-job-form.ts';
import { saveFormAnswers } from '../../domain/forms/save-form-answers.ts';
import { submitJobForm } from '../../domain/forms/submit-job-form.ts';
import { updateFormTemplate } from '../../domain/forms/update-form-template.ts';
import type { JobChangedEvent } from '../../events.ts';
import { builder } from '../builder.ts';
import { selection } from '../query.ts';
import { appErrors } from './errors.ts';
import { JobTypeEnum } from './jobs.ts';

// Forms and checklists on jobs (docs/forms.md): templates with their versions' fields, the forms on a job, their
// answers, submit and corrections. Each resolver is one domain call.

const JobFormStatusEnum = builder.enumType(JobFormStatus, { name: 'JobFormStatus' });
const DEFINITION = 'The fields, as sections of fields (docs/forms.md)';
const ANSWERS = 'Field id → answer; a group: a list of rows of field id → answer (docs/forms.md)';
const FROM_UPDATED_AT = "The form's updatedAt as you read it (an offline copy's): a form changed since is refused (CONFLICT)";

builder.prismaObject('FormTemplate', {
  description: 'A form or checklist filled on jobs; its fields are in its newest version',
  authScopes: { loggedIn: true },
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    description: t.exposeString('description', { nullable: true }),
    jobTypes: t.field({ type: [JobTypeEnum], description: 'A new job of one of these types gets this form', resolve: (f) => f.jobTypes }),
    equipmentTypes: t.exposeStringList('equipmentTypes', {
      description: 'Each unit of one of these types (any case) on a job gets this form',
    }),
    builtInKey: t.exposeString('builtInKey', { nullable: true }),
    archivedAt: t.expose('archivedAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    version: t.int({
      description: 'The newest version: the one forms added from now on use',
      select: { versions: { ...NEWEST_VERSION, select: { version: true } } },
      resolve: (f) => f.versions[0]?.version ?? 0,
    }),
    definition: t.field({
      type: 'JSON',
      description: DEFINITION,
      select: { versions: { ...NEWEST_VERSION, select: { definition: true } } },
      resolve: (f) => f.versions[0]?.definition ?? null,
    }),
  }),
});

builder.prismaObject('JobFormRevision', {
  description: "A submitted form's answers as they were before a correction, with who corrected it, when and why",
  authScopes: { loggedIn: true },
  fields: (t) => ({
    revision: t.exposeInt('revision'),
    answers: t.expose('answers', { type: 'JSON', description: ANSWERS }),
    reason: t.exposeString('reason'),
    correctedById: t.exposeID('correctedById', { nullable: true }),
    correctedBy: t.relation('correctedBy', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.prismaObject('JobForm', {
  description: 'A form on a job: the answers to one version of a template, a draft until submitted',
  authScopes: { loggedIn: true },
  fields: (t) => ({
    id: t.exposeID('id'),
    jobId: t.exposeID('jobId'),
    templateId: t.id({ select: { templateVersion: { select: { templateId: true } } }, resolve: (f) => f.templateVersion.templateId }),
    templateName: t.string({
      select: { templateVersion: { select: { template: { select: { name: true } } } } },
      resolve: (f) => f.templateVersion.template.name,
    }),
    version: t.int({ select: { templateVersion: { select: { version: true } } }, resolve: (f) => f.templateVersion.version }),
    definition: t.field({
      type: 'JSON',
      description: `${DEFINITION}: of the form's own version`,
      select: { templateVersion: { select: { definition: true } } },
      resolve: (f) => f.templateVersion.definition,
    }),
    job: t.relation('job', { description: 'The job it was filled on' }),
    equipment: t.relation('equipment', { nullable: true }),
    status: t.expose('status', { type: JobFormStatusEnum }),
    required: t.exposeBoolean('required', { description: 'The job is not finished until this form is submitted' }),
    answers: t.expose('answers', { type: 'JSON', description: ANSWERS }),
    revision: t.exposeInt('revision', { description: 'How many times the submitted form was corrected' }),
    submittedAt: t.expose('submittedAt', { type: 'DateTime', nullable: true }),
    submittedById: t.exposeID('submittedById', { nullable: true }),
    submittedBy: t.relation('submittedBy', { nullable: true }),
    updatedById: t.exposeID('updatedById', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    revisions: t.relation('revisions', { query: { orderBy: { revision: 'asc' } } }),
  }),
});

builder.prismaObjectFields('Job', (t) => ({
  forms: t.relation('forms', { description: "The job's forms in the order they were added", query: { orderBy: FORM_ORDER } }),
  formsStillRequired: t.relation('forms', {
    description: 'The required forms not submitted yet: what the job still needs',
    query: { where: { required: true, status: 'draft' }, orderBy: FORM_ORDER },
  }),
}));

builder.prismaObjectFields('Equipment', (t) => ({
  forms: t.prismaField({
    type: ['JobForm'],
    description: 'Every form filled against the unit, newest first, on the jobs the viewer sees: its inspections, tests and certificates',
    resolve: (query, e, _args, ctx) => formsOfEquipment(ctx, e.id, selection(query)),
  }),
}));

const JobChange = builder.objectRef<JobChangedEvent>('JobChange').implement({
  description: "Something on a job changed: a form added, saved, submitted, corrected or removed, or the customer's sign-off",
  fields: (t) => ({
    jobId: t.exposeID('jobId'),
    kind: t.exposeString('kind', { description: 'FORM or SIGN_OFF' }),
    formId: t.exposeID('formId', { nullable: true, description: 'The form that changed (FORM)' }),
    signOffId: t.exposeID('signOffId', { nullable: true, description: 'The sign-off recorded (SIGN_OFF)' }),
  }),
});

const FormTemplateInput = builder.inputType('FormTemplateInput', {
  fields: (t) => ({
    name: t.string(),
    description: t.string(),
    jobTypes: t.field({ type: [JobTypeEnum] }),
    equipmentTypes: t.stringList(),
    definition: t.field({ type: 'JSON', description: `${DEFINITION}; required to create` }),
  }),
});

const AddJobFormInput = builder.inputType('AddJobFormInput', {
  fields: (t) => ({
    templateId: t.id({ required: true }),
    equipmentId: t.id({ description: 'One of the job’s units the form is about' }),
    required: t.boolean({ description: 'Whether the job needs it submitted (default false)' }),
  }),
});

const RemoveJobFormPayload = builder.objectRef<{ id: string }>('RemoveJobFormPayload').implement({
  fields: (t) => ({ id: t.exposeID('id') }),
});

/** GraphQL leaves an argument it was not sent out; the domain reads `undefined` as "not sent". */
const defined = <T extends object>(o: T) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== null));

const BuiltInFormSource = builder.objectRef<{ title: string; url: string }>('BuiltInFormSource').implement({
  description: 'A rule or standard a built-in template follows, and where it is published',
  fields: (t) => ({ title: t.exposeString('title'), url: t.exposeString('url') }),
});

const BuiltInFormTemplateRef = builder.objectRef<BuiltInFormTemplate>('BuiltInFormTemplate').implement({
  description: 'A template Spanner ships: added, it becomes an ordinary template of the organisation (docs/forms.md)',
  fields: (t) => ({
    key: t.exposeString('key'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    suggestedJobTypes: t.field({ type: [JobTypeEnum], description: 'The job types it suits', resolve: (f) => f.suggestedJobTypes }),
    suggestedEquipmentTypes: t.exposeStringList('suggestedEquipmentTypes', { description: 'The equipment it suits' }),
    sources: t.field({ type: [BuiltInFormSource], resolve: (f) => f.sources }),
    added: t.boolean({
      description: 'Whether the organisation has added it (archived templates count)',
      resolve: (f) => f.addedTemplateId !== null,
    }),
    addedTemplateId: t.exposeID('addedTemplateId', { nullable: true, description: 'The template it was added as' }),
  }),
});

builder.queryFields((t) => ({
  builtInFormTemplates: t.field({
    type: [BuiltInFormTemplateRef],
    authScopes: { can: 'manageFormTemplates' },
    description: 'The templates Spanner ships, each with whether the organisation added it',
    resolve: (_root, _args, ctx) => listBuiltInFormTemplates(ctx),
  }),
  formTemplates: t.prismaConnection(
    {
      type: 'FormTemplate',
      cursor: 'id',
      defaultSize: 50,
      maxSize: 200,
      authScopes: { loggedIn: true },
      description: 'The form templates by name; `search` matches the name or description; archived ones only when asked',
      args: { search: t.arg.string(), includeArchived: t.arg.boolean() },
      resolve: (query, _root, args, ctx) =>
        listFormTemplates(ctx, { search: args.search, includeArchived: args.includeArchived ?? false }, query),
    },
    { name: 'FormTemplateConnection' },
    { name: 'FormTemplateEdge' },
  ),
  formTemplate: t.prismaField({
    type: 'FormTemplate',
    authScopes: { loggedIn: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (query, _root, { id }, ctx) => getFormTemplate(ctx, id, selection(query)),
  }),
  jobForm: t.prismaField({
    type: 'JobForm',
    authScopes: { loggedIn: true },
    description: 'A form on a job the viewer sees',
    args: { id: t.arg.id({ required: true }) },
    resolve: (query, _root, { id }, ctx) => getJobForm(ctx, id, selection(query)),
  }),
}));

builder.mutationFields((t) => ({
  addBuiltInFormTemplate: t.prismaField({
    type: 'FormTemplate',
    errors: appErrors,
    authScopes: { can: 'manageFormTemplates' },
    description: 'Add a built-in template as an ordinary template of your own (version 1, attached to nothing); once per key',
    args: { key: t.arg.string({ required: true }) },
    resolve: (query, _root, { key }, ctx) => addBuiltInFormTemplate(ctx, key, selection(query)),
  }),
  createFormTemplate: t.prismaField({
    type: 'FormTemplate',
    errors: appErrors,
    authScopes: { can: 'manageFormTemplates' },
    description: 'Create a form template (its fields are version 1)',
    args: { input: t.arg({ type: FormTemplateInput, required: true }) },
    resolve: (query, _root, { input }, ctx) => createFormTemplate(ctx, defined(input), selection(query)),
  }),
  updateFormTemplate: t.prismaField({
    type: 'FormTemplate',
    errors: appErrors,
    authScopes: { can: 'manageFormTemplates' },
    description: 'Change a template; new fields are a new version (forms already made keep theirs)',
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: FormTemplateInput, required: true }) },
    resolve: (query, _root, { id, input }, ctx) => updateFormTemplate(ctx, id, defined(input), selection(query)),
  }),
  archiveFormTemplate: t.prismaField({
    type: 'FormTemplate',
    errors: appErrors,
    authScopes: { can: 'manageFormTemplates' },
    description: 'Archive a template (archived: false brings it back): it attaches to no new job',
    args: { id: t.arg.id({ required: true }), archived: t.arg.boolean({ required: true }) },
    resolve: (query, _root, { id, archived }, ctx) => archiveFormTemplate(ctx, id, archived, selection(query)),
  }),
  copyFormTemplate: t.prismaField({
    type: 'FormTemplate',
    errors: appErrors,
    authScopes: { can: 'manageFormTemplates' },
    description: 'Copy a template: its newest fields as a new template, attached to no job or equipment type',
    args: { id: t.arg.id({ required: true }), name: t.arg.string() },
    resolve: (query, _root, { id, name }, ctx) => copyFormTemplate(ctx, id, defined({ name }), selection(query)),
  }),
  addJobForm: t.prismaField({
    type: 'JobForm',
    errors: appErrors,
    authScopes: { can: 'fillForms' },
    description: "Add a form to a job by hand (the template's newest version)",
    args: { jobId: t.arg.id({ required: true }), input: t.arg({ type: AddJobFormInput, required: true }) },
    resolve: (query, _root, { jobId, input }, ctx) => addJobForm(ctx, jobId, defined(input), selection(query)),
  }),
  saveJobFormAnswers: t.prismaField({
    type: 'JobForm',
    errors: appErrors,
    authScopes: { can: 'fillForms' },
    description: 'Save some answers of a draft (null clears one); send an Idempotency-Key from offline clients',
    args: {
      id: t.arg.id({ required: true }),
      answers: t.arg({ type: 'JSON', required: true, description: ANSWERS }),
      fromUpdatedAt: t.arg({ type: 'DateTime', description: FROM_UPDATED_AT }),
    },
    resolve: (query, _root, { id, answers, fromUpdatedAt }, ctx) =>
      saveFormAnswers(ctx, id, defined({ answers, fromUpdatedAt: fromUpdatedAt?.toISOString() }), selection(query)),
  }),
  submitJobForm: t.prismaField({
    type: 'JobForm',
    errors: appErrors,
    authScopes: { can: 'fillForms' },
    description: 'Submit a draft with any last answers: only complete answers; then it is read-only',
    args: {
      id: t.arg.id({ required: true }),
      answers: t.arg({ type: 'JSON', description: ANSWERS }),
      fromUpdatedAt: t.arg({ type: 'DateTime', description: FROM_UPDATED_AT }),
    },
    resolve: (query, _root, { id, answers, fromUpdatedAt }, ctx) =>
      submitJobForm(ctx, id, defined({ answers, fromUpdatedAt: fromUpdatedAt?.toISOString() }), selection(query)),
  }),
  correctJobForm: t.prismaField({
    type: 'JobForm',
    errors: appErrors,
    authScopes: { can: 'fillForms' },
    description: 'Correct a submitted form: the answers before are kept with who, when and the reason',
    args: {
      id: t.arg.id({ required: true }),
      answers: t.arg({ type: 'JSON', required: true, description: ANSWERS }),
      reason: t.arg.string({ required: true }),
    },
    resolve: (query, _root, { id, answers, reason }, ctx) => correctJobForm(ctx, id, { answers, reason }, selection(query)),
  }),
  removeJobForm: t.field({
    type: RemoveJobFormPayload,
    errors: appErrors,
    authScopes: { can: 'fillForms' },
    description: 'Remove a draft form from its job',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      await removeJobForm(ctx, id);
      return { id };
    },
  }),
}));

builder.subscriptionFields((t) => ({
  jobChanged: t.field({
    type: JobChange,
    authScopes: { can: 'fillForms' },
    description: 'A change on one job the viewer sees: its forms added, saved, submitted, corrected or removed; its sign-off recorded',
    args: { id: t.arg.id({ required: true }) },
    subscribe: (_root, { id }, ctx) => subscribeJobChanges(ctx, id),
    resolve: (event) => event as JobChangedEvent,
  }),
}));
