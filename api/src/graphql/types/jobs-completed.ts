import { ChargeKind } from '../../db/generated/enums.ts';
import { completeJob } from '../../domain/jobs/complete-job.ts';
import { countCompletedJobs, deleteCompletedJob, getCompletedJob, listCompletedJobs } from '../../domain/jobs/completed-jobs.ts';
import { chargesTotal, chargesTotals } from '../../rules/job-charges.ts';
import { builder } from '../builder.ts';
import { selection } from '../query.ts';
import { TaxModeEnum } from './documents.ts';
import { appErrors } from './errors.ts';
import { DeleteJobPayload, JobRef, JobStatusEnum } from './jobs.ts';
import { JobHoursRef, JobNoteRef, JobPartRef, JobPhotoRef } from './jobs-records.ts';

// Completed jobs (spec part 2 §2 "Completed jobs", §3-4): what was done and what to charge. The notes, hours,
// parts and photos stay on the original job and are read through it.

const ChargeKindEnum = builder.enumType(ChargeKind, { name: 'ChargeKind' });
const chargesTotalsSelect = {
  taxMode: true,
  charges: { select: { quantity: true, unitPriceCents: true, discountPercent: true, taxRate: true } },
} as const;
const newestFirst = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];

builder.prismaObject('CompletedJobCharge', {
  description: 'A line to charge for a completed job (AUD cents; before GST unless the job’s tax mode is inclusive)',
  authScopes: { loggedIn: true },
  fields: (t) => ({
    id: t.exposeID('id'),
    itemName: t.exposeString('itemName', { nullable: true, description: 'A quoted line’s item name' }),
    description: t.exposeString('description'),
    kind: t.expose('kind', { type: ChargeKindEnum }),
    quantity: t.exposeFloat('quantity', { description: 'Kept as logged or quoted: 1.5 hours stays 1.5' }),
    unitPriceCents: t.exposeInt('unitPriceCents', { description: 'In the completed job’s tax mode' }),
    discountPercent: t.exposeFloat('discountPercent'),
    totalCents: t.exposeInt('totalCents', { description: 'Quantity × unit price less the discount, in the completed job’s tax mode' }),
    taxRate: t.exposeInt('taxRate', { description: 'Percent: 10 (GST) or 0 (tax exempt)' }),
  }),
});

builder.prismaObject('CompletedJobEquipment', {
  description: 'A unit worked on, as it was named at completion',
  authScopes: { loggedIn: true },
  fields: (t) => ({
    id: t.exposeID('id'),
    equipmentId: t.exposeID('equipmentId', { nullable: true, description: 'The unit, unless it was deleted since' }),
    equipmentName: t.exposeString('equipmentName'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.prismaObject('CompletedJob', {
  description: 'A job once completed: its snapshot, its charges, and (through the job) what was logged on it',
  authScopes: { loggedIn: true },
  fields: (t) => ({
    id: t.exposeID('id'),
    originalJobId: t.exposeID('jobId', { nullable: true }),
    originalJob: t.relation('job', { nullable: true }),
    title: t.exposeString('title'),
    description: t.exposeString('description', { nullable: true }),
    notes: t.exposeString('notes', { nullable: true, description: 'The completion summary' }),
    customer: t.relation('customer', { nullable: true }),
    customerName: t.exposeString('customerName', { nullable: true }),
    scheduledAt: t.expose('scheduledAt', { type: 'DateTime', nullable: true }),
    completedAt: t.expose('completedAt', { type: 'DateTime' }),
    completedBy: t.relation('completedBy', { nullable: true }),
    hasInvoice: t.boolean({ description: 'Invoiced (else Completed)', select: { invoiceId: true }, resolve: (c) => !!c.invoiceId }),
    invoiceId: t.exposeID('invoiceId', { nullable: true }),
    charges: t.relation('charges', { query: { orderBy: [{ position: 'asc' }, { kind: 'asc' }, { description: 'asc' }] } }),
    taxMode: t.expose('taxMode', {
      type: TaxModeEnum,
      description: 'exclusive: charge prices exclude GST; inclusive: they include it (a job from a GST-inclusive quote)',
    }),
    totalCents: t.int({
      description: 'The charges before GST (AUD cents)',
      select: chargesTotalsSelect,
      resolve: (c) => chargesTotal(c.charges, c.taxMode),
    }),
    gstCents: t.int({
      description: 'GST on the charges (AUD cents), line by line as their invoice computes it',
      select: chargesTotalsSelect,
      resolve: (c) => chargesTotals(c.charges, c.taxMode).gstCents,
    }),
    totalIncGstCents: t.int({
      description: 'The charges including GST (AUD cents): what their invoice totals',
      select: chargesTotalsSelect,
      resolve: (c) => chargesTotals(c.charges, c.taxMode).totalCents,
    }),
    followUps: t.field({
      type: [JobRef],
      description: 'The follow-up services this completion booked',
      select: (_args, _ctx, nested) => ({ job: { select: { followUps: nested({ orderBy: { scheduledAt: 'asc' } }) } } }),
      resolve: (c) => c.job?.followUps ?? [],
    }),
    equipment: t.relation('equipment', { query: { orderBy: { equipmentName: 'asc' } } }),
    photoCount: t.int({
      select: { job: { select: { _count: { select: { photos: true } } } } },
      resolve: (c) => c.job?._count.photos ?? 0,
    }),
    jobNotes: t.field({
      type: [JobNoteRef],
      select: (_args, _ctx, nested) => ({ job: { select: { notes: nested({ orderBy: newestFirst }) } } }),
      resolve: (c) => c.job?.notes ?? [],
    }),
    hours: t.field({
      type: [JobHoursRef],
      select: (_args, _ctx, nested) => ({ job: { select: { hours: nested({ orderBy: newestFirst }) } } }),
      resolve: (c) => c.job?.hours ?? [],
    }),
    parts: t.field({
      type: [JobPartRef],
      select: (_args, _ctx, nested) => ({ job: { select: { parts: nested({ orderBy: newestFirst }) } } }),
      resolve: (c) => c.job?.parts ?? [],
    }),
    photos: t.field({
      type: [JobPhotoRef],
      select: (_args, _ctx, nested) => ({ job: { select: { photos: nested({ orderBy: newestFirst }) } } }),
      resolve: (c) => c.job?.photos ?? [],
    }),
  }),
});

builder.queryFields((t) => ({
  completedJobs: t.prismaConnection(
    {
      type: 'CompletedJob',
      cursor: 'id',
      authScopes: { loggedIn: true },
      description: 'Completed jobs, newest first. Technicians get the ones of their jobs',
      defaultSize: 20,
      maxSize: 100,
      totalCount: (_connection, _args, ctx) => countCompletedJobs(ctx),
      resolve: (query, _root, _args, ctx) => listCompletedJobs(ctx, query),
    },
    { name: 'CompletedJobConnection', description: 'A page of completed jobs' },
    { name: 'CompletedJobEdge' },
  ),
  completedJob: t.prismaField({
    type: 'CompletedJob',
    authScopes: { loggedIn: true },
    description: "One completed job the caller sees (NOT_FOUND 'Completed job not found' otherwise)",
    args: { id: t.arg.id({ required: true }) },
    resolve: (query, _root, args, ctx) => getCompletedJob(ctx, args.id, selection(query)),
  }),
}));

builder.mutationFields((t) => ({
  completeJob: t.prismaField({
    type: 'CompletedJob',
    errors: appErrors,
    authScopes: { loggedIn: true },
    description:
      'Complete a job: it becomes done and moves to the completed list with its charges; completing a Service job books the next service of each unit with a service interval',
    args: {
      id: t.arg.id({ required: true }),
      notes: t.arg.string({ description: 'A completion summary' }),
      fromStatus: t.arg({
        type: JobStatusEnum,
        description: 'The status the job was completed from (offline, say): when it has moved on since, Complete is refused (CONFLICT)',
      }),
    },
    resolve: async (query, _root, { id, notes, fromStatus }, ctx) =>
      (await completeJob(ctx, id, { notes, fromStatus: fromStatus ?? undefined }, selection(query))).completedJob,
  }),
  deleteCompletedJob: t.field({
    type: DeleteJobPayload,
    errors: appErrors,
    authScopes: { can: 'deleteJobs' },
    description: 'Delete a completed job, and the job it came from (admin and manager)',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => deleteCompletedJob(ctx, id),
  }),
}));
