import { JobStatus, JobType } from '../../db/generated/enums.ts';
import { confirmJob } from '../../domain/jobs/confirm-job.ts';
import { createJob } from '../../domain/jobs/create-job.ts';
import { deleteJob } from '../../domain/jobs/delete-job.ts';
import { getJob } from '../../domain/jobs/get-job.ts';
import { EQUIPMENT_ORDER, TECHNICIAN_ORDER } from '../../domain/jobs/job-query.ts';
import { countJobs, listJobs } from '../../domain/jobs/list-jobs.ts';
import { updateJob } from '../../domain/jobs/update-job.ts';
import { canConfirm, DEFAULT_JOB_VIEW, JOB_VIEWS } from '../../rules/job-status.ts';
import { builder } from '../builder.ts';
import { sent } from '../input.ts';
import { selection } from '../query.ts';
import { UserRef } from './accounts.ts';
import { EquipmentRef } from './equipment.ts';
import { appErrors } from './errors.ts';

// Jobs (spec part 1 §2-4, part 2 §2-4). The object type; queries and mutations sit beside it. Notes, hours,
// parts and photos are in jobs-records.ts, completed jobs in jobs-completed.ts.

export const JobStatusEnum = builder.enumType(JobStatus, { name: 'JobStatus' });
export const JobTypeEnum = builder.enumType(JobType, { name: 'JobType' });
const JobViewEnum = builder.enumType('JobView', {
  description:
    'Which jobs a list holds: upcoming (open work today and later, soonest first: done and cancelled left out), overdue (open, before today, nearest first), unscheduled (open, newest first), all (newest schedule first, unscheduled on top)',
  values: JOB_VIEWS,
});

const newestFirst = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];

export const JobRef = builder.prismaObject('Job', {
  description: 'A piece of work for a customer: scheduled, assigned to technicians, done',
  authScopes: { loggedIn: true },
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    jobType: t.expose('jobType', { type: JobTypeEnum, nullable: true }),
    description: t.exposeString('description', { nullable: true }),
    status: t.expose('status', { type: JobStatusEnum }),
    scheduledAt: t.expose('scheduledAt', { type: 'DateTime', nullable: true }),
    durationMinutes: t.exposeInt('durationMinutes', {
      nullable: true,
      description: 'Minutes the visit is booked for (15 to 720, in steps of 15); null: the standard hour',
    }),
    customer: t.relation('customer', { nullable: true }),
    // The people and units read only the fields the query asks for (never a whole row: no passwordHash in a read).
    technicians: t.field({
      type: [UserRef],
      select: (_args, _ctx, nested) => ({
        technicians: { select: { user: nested(true) }, orderBy: TECHNICIAN_ORDER },
      }),
      resolve: (job) => job.technicians.map((jt) => jt.user),
    }),
    equipment: t.field({
      type: [EquipmentRef],
      select: (_args, _ctx, nested) => ({
        equipment: { select: { equipment: nested(true) }, orderBy: EQUIPMENT_ORDER },
      }),
      resolve: (job) => job.equipment.map((je) => je.equipment),
    }),
    rescheduleRequestedAt: t.expose('rescheduleRequestedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the customer asked for another time through the confirmation link (cleared when it is rescheduled or confirmed)',
    }),
    rescheduleNote: t.exposeString('rescheduleNote', {
      nullable: true,
      description: 'What the customer wrote when asking for another time',
    }),
    meterReadings: t.relation('meterReadings', {
      description: 'Hour-meter readings taken on this job',
      query: { orderBy: [{ readAt: 'desc' }, { createdAt: 'desc' }] },
    }),
    hasConfirmationToken: t.boolean({ select: { confirmationToken: true }, resolve: (job) => !!job.confirmationToken }),
    confirmationToken: t.exposeString('confirmationToken', {
      nullable: true,
      description: "The token of the customer's confirmation link (admins and managers; null for technicians)",
      authScopes: { can: 'seeConfirmationTokens' },
      unauthorizedResolver: () => null,
    }),
    canConfirm: t.boolean({
      description: 'Confirm Job applies: the job is new and has a confirmation token',
      select: { status: true, confirmationToken: true },
      resolve: (job) => canConfirm(job.status, !!job.confirmationToken),
    }),
    confirmedAt: t.expose('confirmedAt', { type: 'DateTime', nullable: true }),
    estimatedValueCents: t.exposeInt('estimatedValueCents', { nullable: true, description: 'AUD cents' }),
    createdBy: t.relation('createdBy', { nullable: true }),
    followUpOf: t.relation('followUpOf', { nullable: true, description: 'The completed Service job this follow-up was booked from' }),
    notes: t.relation('notes', { query: { orderBy: newestFirst } }),
    hours: t.relation('hours', { query: { orderBy: newestFirst } }),
    parts: t.relation('parts', { query: { orderBy: newestFirst } }),
    photos: t.relation('photos', { query: { orderBy: newestFirst } }),
    photoCount: t.relationCount('photos'),
    completion: t.relation('completion', { nullable: true, description: 'The completed record, once the job was completed' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

// An ISO string rather than the DateTime scalar, so a bad value comes back as the typed error
// 'Scheduled time must be a valid date and time' instead of a failed request.
const scheduledAtHelp = 'An ISO 8601 instant (e.g. 2026-12-01T22:30:00.000Z); null for unscheduled';
const durationHelp = "Minutes the visit is booked for, 15 to 720 in steps of 15 ('Duration must be …'); null: the standard hour";

const CreateJobInput = builder.inputType('CreateJobInput', {
  fields: (t) => ({
    title: t.string({ required: true, description: "Required ('Title is required')" }),
    jobType: t.field({ type: JobTypeEnum }),
    description: t.string(),
    customerId: t.id(),
    scheduledAt: t.string({ description: scheduledAtHelp }),
    durationMinutes: t.int({ description: durationHelp }),
    equipmentIds: t.idList({ description: "The customer's own equipment ('Please select a customer first' without a customer)" }),
    assignedTechIds: t.idList({ description: 'Members of the organisation' }),
  }),
});

const UpdateJobInput = builder.inputType('UpdateJobInput', {
  description: 'Fields left out stay as they are; null clears one; lists replace the old ones',
  fields: (t) => ({
    title: t.string(),
    jobType: t.field({ type: JobTypeEnum }),
    description: t.string(),
    status: t.field({ type: JobStatusEnum }),
    fromStatus: t.field({
      type: JobStatusEnum,
      description: 'The status the change of status was made from: when the job has moved on since, the change is refused (CONFLICT)',
    }),
    customerId: t.id(),
    scheduledAt: t.string({ description: scheduledAtHelp }),
    durationMinutes: t.int({ description: durationHelp }),
    equipmentIds: t.idList(),
    assignedTechIds: t.idList(),
  }),
});

export const DeleteJobPayload = builder.objectRef<{ id: string }>('DeleteJobPayload').implement({
  description: 'The id of a job (or completed job) that was removed',
  fields: (t) => ({ id: t.exposeID('id') }),
});

builder.queryFields((t) => ({
  jobs: t.prismaConnection(
    {
      type: 'Job',
      cursor: 'id',
      authScopes: { loggedIn: true },
      description:
        'Jobs in a view: today and upcoming by default (soonest first), overdue, unscheduled or all. Technicians get the jobs they are on or created. `search` matches title, job id, customer and equipment names',
      args: {
        status: t.arg({ type: JobStatusEnum }),
        search: t.arg.string(),
        // The default is part of the schema: GraphQL callers get 'Today & upcoming' unless they ask (REST's GET /api/jobs,
        // for the native clients, answers every job without a view).
        view: t.arg({ type: JobViewEnum, defaultValue: DEFAULT_JOB_VIEW }),
      },
      defaultSize: 20,
      maxSize: 100,
      totalCount: (_connection, args, ctx) => countJobs(ctx, args),
      resolve: (query, _root, args, ctx) => listJobs(ctx, args, query),
    },
    { name: 'JobConnection', description: 'A page of jobs' },
    { name: 'JobEdge' },
  ),
  job: t.prismaField({
    type: 'Job',
    authScopes: { loggedIn: true },
    description: "One job the caller sees (NOT_FOUND 'Job not found' otherwise)",
    args: { id: t.arg.id({ required: true }) },
    resolve: (query, _root, args, ctx) => getJob(ctx, args.id, selection(query)),
  }),
}));

builder.mutationFields((t) => ({
  createJob: t.prismaField({
    type: 'Job',
    errors: appErrors,
    authScopes: { loggedIn: true },
    description: 'Create a job (every role). It starts new with a confirmation token',
    args: { input: t.arg({ type: CreateJobInput, required: true }) },
    resolve: (query, _root, { input }, ctx) => createJob(ctx, sent(input, { nullListsAsEmpty: true }), selection(query)),
  }),
  updateJob: t.prismaField({
    type: 'Job',
    errors: appErrors,
    authScopes: { loggedIn: true },
    description: 'Edit a job the caller sees',
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: UpdateJobInput, required: true }) },
    resolve: (query, _root, { id, input }, ctx) => updateJob(ctx, id, sent(input, { nullListsAsEmpty: true }), selection(query)),
  }),
  deleteJob: t.field({
    type: DeleteJobPayload,
    errors: appErrors,
    authScopes: { can: 'deleteJobs' },
    description: 'Delete a job with its notes, hours, parts, photos and completed record (admin and manager)',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => deleteJob(ctx, id),
  }),
  confirmJob: t.prismaField({
    type: 'Job',
    errors: appErrors,
    authScopes: { loggedIn: true },
    description:
      "Confirm Job: a new job with a confirmation token becomes confirmed ('No confirmation token available for this job' otherwise)",
    args: { id: t.arg.id({ required: true }) },
    resolve: (query, _root, { id }, ctx) => confirmJob(ctx, id, selection(query)),
  }),
}));
