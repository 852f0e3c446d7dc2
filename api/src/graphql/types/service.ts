import { bookService } from '../../domain/service/book-service.ts';
import { contractService } from '../../domain/service/contract-service.ts';
import {
  listServiceDue,
  SERVICE_CONFIRMATIONS,
  type ServiceDueCounts,
  type ServiceDuePage,
  type ServiceDueRow,
  type ServiceDueTechnician,
  type ServicePagination,
} from '../../domain/service/list-service-due.ts';
import { listUncontracted, type UncontractedPage, type UncontractedRow } from '../../domain/service/list-uncontracted.ts';
import { recordMeterReading } from '../../domain/service/record-meter-reading.ts';
import { SERVICE_DUE_STATUSES } from '../../rules/next-service.ts';
import { SERVICE_REGIMES, type ServiceRegime } from '../../rules/service-regimes.ts';
import { builder } from '../builder.ts';
import { sent } from '../input.ts';
import { selection } from '../query.ts';
import { CustomerRef } from './customers.ts';
import { EquipmentRef } from './equipment.ts';
import { appErrors } from './errors.ts';
import { ServiceDueByEnum } from './service-enums.ts';

// Recurring service: the due board, the units serviced before without an interval, booking many units in
// one step, giving units an interval, meter readings. Every rule is in domain/service; these only read it.

const ServiceDueStatusEnum = builder.enumType('ServiceDueStatus', {
  description: 'overdue: before today; due: from today to the end of this month; upcoming: later',
  values: SERVICE_DUE_STATUSES,
});
const ServiceConfirmationEnum = builder.enumType('ServiceConfirmation', {
  description:
    "The customer's answer to the open service job's booking: confirmed (through the link), another_time (asked for another time), not_answered (the SMS went out, no answer yet), not_sent (no SMS sent)",
  values: SERVICE_CONFIRMATIONS,
});

const ServiceRegimeRef = builder.objectRef<ServiceRegime>('ServiceRegime').implement({
  description: 'A preset interval for a common Australian servicing regime, with its source',
  fields: (t) => ({
    key: t.exposeString('key'),
    label: t.exposeString('label'),
    equipmentType: t.exposeString('equipmentType'),
    intervalMonths: t.exposeInt('intervalMonths', { nullable: true }),
    intervalHours: t.exposeInt('intervalHours', { nullable: true }),
    source: t.exposeString('source', { description: 'The standard or guidance the interval comes from' }),
  }),
});

const ServiceTechnicianRef = builder.objectRef<ServiceDueTechnician>('ServiceTechnician').implement({
  description: 'A member as the service board shows them: who serviced a unit last, who is booked',
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

const ServiceOpenJobRef = builder.objectRef<NonNullable<ServiceDueRow['openJob']>>('ServiceOpenJob').implement({
  description: "The unit's open service job (at most one: a database constraint)",
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    scheduledAt: t.expose('scheduledAt', { type: 'DateTime', nullable: true }),
    technicians: t.field({ type: [ServiceTechnicianRef], resolve: (j) => j.technicians }),
    confirmation: t.expose('confirmation', { type: ServiceConfirmationEnum }),
    rescheduleNote: t.exposeString('rescheduleNote', {
      nullable: true,
      description: 'What the customer wrote when asking for another time',
    }),
    smsStatus: t.exposeString('smsStatus', {
      nullable: true,
      description: 'The delivery status of the latest SMS about it (queued, sent, delivered, failed …); null when none was sent',
    }),
  }),
});

const ServiceDueUnitRef = builder.objectRef<ServiceDueRow>('ServiceDueUnit').implement({
  description: 'A unit on the service board: when it is due and why, its last service and its open service job',
  fields: (t) => ({
    equipment: t.field({ type: EquipmentRef, resolve: (r) => r.equipment }),
    customer: t.field({ type: CustomerRef, nullable: true, resolve: (r) => r.customer }),
    address: t.exposeString('address', { nullable: true, description: "The customer's address, one line" }),
    lastServiceAt: t.expose('lastServiceAt', { type: 'DateTime', nullable: true }),
    nextDueAt: t.expose('nextDueAt', { type: 'DateTime' }),
    dueBy: t.expose('dueBy', { type: ServiceDueByEnum }),
    status: t.expose('status', { type: ServiceDueStatusEnum }),
    openJobId: t.exposeID('openJobId', { nullable: true }),
    openJob: t.field({ type: ServiceOpenJobRef, nullable: true, resolve: (r) => r.openJob }),
    confirmation: t.expose('confirmation', {
      type: ServiceConfirmationEnum,
      nullable: true,
      description: "The open job's confirmation state; null without an open job",
    }),
    suggestedTechnician: t.field({
      type: ServiceTechnicianRef,
      nullable: true,
      description: 'Who serviced it last (a current member)',
      resolve: (r) => r.suggestedTechnician,
    }),
  }),
});

const PaginationRef = builder.objectRef<ServicePagination>('ServicePagination').implement({
  fields: (t) => ({
    total: t.exposeInt('total'),
    pages: t.exposeInt('pages'),
    page: t.exposeInt('page'),
    limit: t.exposeInt('limit'),
  }),
});

const CountsRef = builder.objectRef<ServiceDueCounts>('ServiceDueCounts').implement({
  description:
    "The board's counts over the same filters (customer, technician, suburb, type), whatever the range and status: overdue (before today), this week and this month (today until next week / next month), next month",
  fields: (t) => ({
    overdue: t.exposeInt('overdue'),
    thisWeek: t.exposeInt('thisWeek'),
    thisMonth: t.exposeInt('thisMonth'),
    nextMonth: t.exposeInt('nextMonth'),
  }),
});

const ServiceDuePageRef = builder.objectRef<ServiceDuePage>('ServiceDuePage').implement({
  fields: (t) => ({
    units: t.field({ type: [ServiceDueUnitRef], resolve: (p) => p.units }),
    pagination: t.field({ type: PaginationRef, resolve: (p) => p.pagination }),
    counts: t.field({ type: CountsRef, resolve: (p) => p.counts }),
  }),
});

const UncontractedUnitRef = builder.objectRef<UncontractedRow>('ServiceUncontractedUnit').implement({
  description: 'A unit with no service interval that had a service job in the past',
  fields: (t) => ({
    equipment: t.field({ type: EquipmentRef, resolve: (r) => r.equipment }),
    customer: t.field({ type: CustomerRef, nullable: true, resolve: (r) => r.customer }),
    lastServiceAt: t.expose('lastServiceAt', { type: 'DateTime', nullable: true }),
    serviceJobs: t.exposeInt('serviceJobs', { description: 'How many service jobs it had' }),
  }),
});

const UncontractedPageRef = builder.objectRef<UncontractedPage>('ServiceUncontractedPage').implement({
  fields: (t) => ({
    units: t.field({ type: [UncontractedUnitRef], resolve: (p) => p.units }),
    pagination: t.field({ type: PaginationRef, resolve: (p) => p.pagination }),
  }),
});

const BookingItemInput = builder.inputType('ServiceBookingItemInput', {
  fields: (t) => ({
    equipmentId: t.id({ required: true }),
    scheduledAt: t.field({ type: 'DateTime', required: true }),
    technicianId: t.id({ description: 'A member to assign; none leaves the job unassigned' }),
  }),
});

const BookServiceInput = builder.inputType('BookServiceInput', {
  fields: (t) => ({
    items: t.field({ type: [BookingItemInput], required: true }),
    sendSms: t.boolean({ description: 'Text each customer the proposed time with the confirm link (credits and quota are checked first)' }),
    clientKey: t.string({ required: true, description: 'Unique per booking request (8–100 characters): the same key books once' }),
  }),
});

const BookServicePayload = builder.objectRef<{ jobIds: string[]; replayed: boolean }>('BookServicePayload').implement({
  fields: (t) => ({
    jobs: t.prismaField({
      type: ['Job'],
      description: 'The service jobs the booking created, in the order of the items (one per customer and visit time)',
      resolve: async (query, p, _args, ctx) => {
        const rows = await ctx.db.job.findMany({ ...selection(query), where: { id: { in: p.jobIds } } });
        const at = new Map(p.jobIds.map((id, i) => [id, i]));
        return rows.sort((a, b) => (at.get(a.id) ?? 0) - (at.get(b.id) ?? 0));
      },
    }),
    replayed: t.exposeBoolean('replayed', { description: 'true when this client key had booked already: nothing new was created' }),
  }),
});

const ContractServiceInput = builder.inputType('ContractServiceInput', {
  description: 'Give units an interval in one step: months, hours, or a preset regime (its numbers unless given)',
  fields: (t) => ({
    equipmentIds: t.idList({ required: true }),
    serviceIntervalMonths: t.int({ description: '1 to 120' }),
    serviceIntervalHours: t.int({ description: '1 to 100,000' }),
    serviceRegime: t.string({ description: 'A preset key (serviceRegimes)' }),
  }),
});

const MeterReadingInput = builder.inputType('MeterReadingInput', {
  fields: (t) => ({
    equipmentId: t.id({ required: true }),
    hours: t.float({ required: true, description: 'Hours on the meter (0 to 1,000,000); never lower than the last reading' }),
    jobId: t.id({ description: 'The job it was read on' }),
    readAt: t.field({ type: 'DateTime', description: 'When it was read; now when not given' }),
  }),
});

builder.queryFields((t) => ({
  serviceDue: t.field({
    type: ServiceDuePageRef,
    authScopes: { can: 'seeServiceBoard' },
    description:
      'The service board: units with a next service due, soonest first. Admin and manager see every unit; a technician the units on jobs assigned to them',
    args: {
      from: t.arg({ type: 'DateTime' }),
      to: t.arg({ type: 'DateTime' }),
      customerId: t.arg.id(),
      technicianId: t.arg.id({ description: 'Units last serviced by this member, or booked with them (on their open service job)' }),
      suburb: t.arg.string(),
      equipmentType: t.arg.string(),
      status: t.arg({ type: ServiceDueStatusEnum }),
      notBooked: t.arg.boolean({ description: 'Only the units with no open service job booked' }),
      page: t.arg.int(),
      limit: t.arg.int({ description: '1 to 200, 50 when not given' }),
    },
    resolve: (_root, args, ctx) => listServiceDue(ctx, sent(args)),
  }),
  serviceUncontracted: t.field({
    type: UncontractedPageRef,
    authScopes: { can: 'seeServiceBoard' },
    description: 'Due-but-not-contracted: units with no interval that had a service job in the past, last serviced first',
    args: { customerId: t.arg.id(), page: t.arg.int(), limit: t.arg.int() },
    resolve: (_root, args, ctx) => listUncontracted(ctx, sent(args)),
  }),
  serviceRegimes: t.field({
    type: [ServiceRegimeRef],
    authScopes: { loggedIn: true },
    description: 'Preset intervals for common Australian servicing regimes, with their sources',
    resolve: () => [...SERVICE_REGIMES],
  }),
}));

builder.mutationFields((t) => ({
  bookService: t.field({
    type: BookServicePayload,
    errors: appErrors,
    authScopes: { can: 'bookService' },
    description:
      'Book service visits for many units in one step, all or nothing: one Service job per customer and visit time; with sendSms each customer is texted the confirm link (quota and credits checked first). The same clientKey books once',
    args: { input: t.arg({ type: BookServiceInput, required: true }) },
    resolve: (_root, { input }, ctx) => bookService(ctx, sent(input)),
  }),
  contractService: t.prismaField({
    type: ['Equipment'],
    errors: appErrors,
    authScopes: { can: 'bookService' },
    description: 'Give units an interval in one step (turn due-but-not-contracted units into recurring work)',
    args: { input: t.arg({ type: ContractServiceInput, required: true }) },
    resolve: (query, _root, { input }, ctx) => contractService(ctx, sent(input), selection(query)),
  }),
  recordMeterReading: t.prismaField({
    type: 'Equipment',
    errors: appErrors,
    authScopes: { loggedIn: true },
    description: 'Record an hour-meter reading of a unit (on a job or on the equipment page); a reading lower than the last is refused',
    args: { input: t.arg({ type: MeterReadingInput, required: true }) },
    resolve: (query, _root, { input }, ctx) => recordMeterReading(ctx, sent(input), selection(query)),
  }),
}));
