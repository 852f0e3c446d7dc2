import { formatAddress } from '../../rest/account.views.ts';
import { initialsOf } from '../../rules/people.ts';
import { builder } from '../builder.ts';

// Customers (spec part 1 §2-3, part 2 §2-3). The object type; queries and mutations sit beside it.

export const CustomerRef = builder.prismaObject('Customer', {
  description: 'A customer of the business (company or household)',
  authScopes: { loggedIn: true },
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name', { description: 'Company or household name' }),
    initials: t.string({ select: { name: true }, resolve: (c) => initialsOf(c.name) }),
    contactName: t.exposeString('contactName', { nullable: true }),
    email: t.exposeString('email', { nullable: true }),
    phone: t.exposeString('phone', { nullable: true }),
    street: t.exposeString('street', { nullable: true }),
    suburb: t.exposeString('suburb', { nullable: true }),
    state: t.exposeString('state', { nullable: true }),
    postcode: t.exposeString('postcode', { nullable: true }),
    address: t.string({ select: { street: true, suburb: true, state: true, postcode: true }, resolve: (c) => formatAddress(c) }),
    notes: t.exposeString('notes', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    equipment: t.relation('equipment', { query: { orderBy: { name: 'asc' } } }),
  }),
});
