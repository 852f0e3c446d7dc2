import { formatAddress } from '../../rest/account.views.ts';
import { builder } from '../builder.ts';

// Equipment (spec part 1 §2-3). The object type; queries and mutations sit beside it.

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
    serviceIntervalMonths: t.exposeInt('serviceIntervalMonths', { nullable: true, description: 'null (no servicing), 6 or 12' }),
    customer: t.relation('customer', { nullable: true }),
    customerAddress: t.string({
      nullable: true,
      description: 'Read-only: the address of the assigned customer',
      select: { customer: { select: { street: true, suburb: true, state: true, postcode: true } } },
      resolve: (e) => (e.customer ? formatAddress(e.customer) : null),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});
