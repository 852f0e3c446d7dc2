import { createEquipment } from '../../domain/equipment/create-equipment.ts';
import { deleteEquipment } from '../../domain/equipment/delete-equipment.ts';
import { getEquipment } from '../../domain/equipment/get-equipment.ts';
import { listEquipment } from '../../domain/equipment/list-equipment.ts';
import { updateEquipment } from '../../domain/equipment/update-equipment.ts';
import { formatAddress } from '../../rules/address.ts';
import { builder } from '../builder.ts';
import { sent } from '../input.ts';
import { selection } from '../query.ts';
import { appErrors } from './errors.ts';
import { ServiceDueByEnum } from './service-enums.ts';

// Equipment (spec part 1 §2-3). The object type, its queries and mutations.

export const EquipmentRef = builder.prismaObject('Equipment', {
  description: 'A serviceable unit at a customer site (an air-conditioner, a forklift …)',
  authScopes: { loggedIn: true },
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    make: t.exposeString('make', { nullable: true }),
    model: t.exposeString('model', { nullable: true }),
    serial: t.exposeString('serial', { nullable: true }),
    notes: t.exposeString('notes', { nullable: true }),
    equipmentType: t.exposeString('equipmentType', {
      nullable: true,
      description: 'What kind of unit ("Forklift"); the board filters by it',
    }),
    serviceIntervalMonths: t.exposeInt('serviceIntervalMonths', {
      nullable: true,
      description: 'Months between services: null (none) or 1–120',
    }),
    serviceIntervalHours: t.exposeInt('serviceIntervalHours', {
      nullable: true,
      description: 'Hours run between services: null (none) or 1–100,000; with months too, whichever comes first',
    }),
    serviceRegime: t.exposeString('serviceRegime', { nullable: true, description: 'The preset the interval came from (serviceRegimes)' }),
    lastServiceEnteredAt: t.expose('lastServiceEnteredAt', {
      type: 'DateTime',
      nullable: true,
      description: 'The last service date entered by hand (a unit with a history); a later completed service job wins',
    }),
    meterHours: t.exposeFloat('meterHours', { nullable: true, description: 'The latest hour-meter reading' }),
    meterReadAt: t.expose('meterReadAt', { type: 'DateTime', nullable: true }),
    lastServiceAt: t.expose('lastServiceAt', {
      type: 'DateTime',
      nullable: true,
      description: 'Read-only: the latest completed service job’s visit, or the entered date when later',
    }),
    lastServiceHours: t.exposeFloat('lastServiceHours', { nullable: true, description: 'Read-only: the meter at the last service' }),
    nextServiceDueAt: t.expose('nextServiceDueAt', {
      type: 'DateTime',
      nullable: true,
      description: 'Read-only: when the next service is due (null without an interval or a last service)',
    }),
    nextServiceDueBy: t.expose('nextServiceDueBy', {
      type: ServiceDueByEnum,
      nullable: true,
      description: 'Read-only: why it is due then',
    }),
    lastServicedBy: t.relation('lastServicedBy', { nullable: true, description: 'Who serviced it last: the suggested technician' }),
    meterReadings: t.relation('meterReadings', {
      description: 'Hour-meter readings, newest first (the last 50)',
      query: { orderBy: [{ readAt: 'desc' }, { createdAt: 'desc' }], take: 50 },
    }),
    openServiceJob: t.prismaField({
      type: 'Job',
      nullable: true,
      description: 'Its open service job (at most one)',
      resolve: (query, e, _args, ctx) =>
        ctx.db.job.findFirst({ ...selection(query), where: { equipment: { some: { equipmentId: e.id, openService: true } } } }),
    }),
    customer: t.relation('customer', { nullable: true }),
    customerAddress: t.string({
      nullable: true,
      description: 'Read-only: the address of the assigned customer',
      select: { customer: { select: { street: true, suburb: true, state: true, postcode: true } } },
      resolve: (e) => (e.customer ? formatAddress(e.customer) || null : null),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

/** The fields both inputs share (name is required only when creating). */
const fields = (
  t: PothosSchemaTypes.InputFieldBuilder<typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never, 'InputObject'>,
) => ({
  make: t.string(),
  model: t.string(),
  serial: t.string(),
  notes: t.string(),
  customerId: t.id({ description: 'A customer of the same organisation; null for unassigned' }),
  equipmentType: t.string({ description: 'What kind of unit ("Forklift", "Air-conditioner")' }),
  serviceIntervalMonths: t.int({ description: 'Months between services: null (none) or 1–120' }),
  serviceIntervalHours: t.int({ description: 'Hours run between services: null (none) or 1–100,000' }),
  serviceRegime: t.string({ description: 'A preset key (serviceRegimes); its numbers fill the intervals not sent' }),
  lastServiceEnteredAt: t.field({ type: 'DateTime', description: 'The last service of a unit with a history (not in the future)' }),
});

export const MeterReadingRef = builder.prismaObject('MeterReading', {
  description: 'One hour-meter reading of a unit',
  authScopes: { loggedIn: true },
  fields: (t) => ({
    id: t.exposeID('id'),
    hours: t.exposeFloat('hours'),
    readAt: t.expose('readAt', { type: 'DateTime' }),
    job: t.relation('job', { nullable: true, description: 'The job it was read on' }),
    recordedBy: t.relation('recordedBy', { nullable: true }),
  }),
});

const CreateEquipmentInput = builder.inputType('CreateEquipmentInput', {
  fields: (t) => ({ name: t.string({ required: true }), ...fields(t) }),
});

const UpdateEquipmentInput = builder.inputType('UpdateEquipmentInput', {
  description: 'Only the fields sent change; a field sent as null is cleared (customerId null unassigns)',
  fields: (t) => ({ name: t.string(), ...fields(t) }),
});

const DeleteEquipmentPayload = builder.objectRef<{ id: string }>('DeleteEquipmentPayload').implement({
  fields: (t) => ({ id: t.exposeID('id', { description: 'The id of the deleted equipment' }) }),
});

builder.queryFields((t) => ({
  equipmentList: t.prismaConnection(
    {
      type: 'Equipment',
      cursor: 'id',
      defaultSize: 50,
      maxSize: 200,
      authScopes: { loggedIn: true },
      description: 'The organisation’s equipment by name. Search: every word in the name, make, model, serial, or customer name or address',
      args: { search: t.arg.string(), customerId: t.arg.id() },
      resolve: (query, _root, args, ctx) => listEquipment(ctx, { search: args.search, customerId: args.customerId }, query),
    },
    { name: 'EquipmentConnection' },
    { name: 'EquipmentEdge' },
  ),
  equipment: t.prismaField({
    type: 'Equipment',
    authScopes: { loggedIn: true },
    description: "One piece of the organisation's equipment (NOT_FOUND 'Equipment not found' otherwise)",
    args: { id: t.arg.id({ required: true }) },
    resolve: (query, _root, { id }, ctx) => getEquipment(ctx, id, selection(query)),
  }),
}));

builder.mutationFields((t) => ({
  createEquipment: t.prismaField({
    type: 'Equipment',
    errors: appErrors,
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: CreateEquipmentInput, required: true }) },
    resolve: (query, _root, { input }, ctx) => createEquipment(ctx, sent(input), selection(query)),
  }),
  updateEquipment: t.prismaField({
    type: 'Equipment',
    errors: appErrors,
    authScopes: { loggedIn: true },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: UpdateEquipmentInput, required: true }) },
    resolve: (query, _root, { id, input }, ctx) => updateEquipment(ctx, id, sent(input), selection(query)),
  }),
  deleteEquipment: t.field({
    type: DeleteEquipmentPayload,
    errors: appErrors,
    authScopes: { can: 'deleteEquipment' },
    description: 'Admin and manager only',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => deleteEquipment(ctx, id),
  }),
}));
