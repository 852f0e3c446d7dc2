import { createCustomer } from '../../domain/customers/create-customer.ts';
import { deleteCustomer } from '../../domain/customers/delete-customer.ts';
import { getCustomer } from '../../domain/customers/get-customer.ts';
import { countCustomers, listCustomers } from '../../domain/customers/list-customers.ts';
import { updateCustomer } from '../../domain/customers/update-customer.ts';
import { formatAddress } from '../../rules/address.ts';
import { initialsOf } from '../../rules/people.ts';
import { builder } from '../builder.ts';
import { sent } from '../input.ts';
import { selection } from '../query.ts';
import { appErrors } from './errors.ts';

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
    abn: t.exposeString('abn', {
      nullable: true,
      description: "Australian Business Number, 11 digits (matches the customer's contact in the books)",
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    equipment: t.relation('equipment', { query: { orderBy: [{ name: 'asc' }, { id: 'asc' }] } }),
  }),
});

/** A customer's details; create and update take the same fields. */
const customerInput = (name: string, description: string) =>
  builder.inputType(name, {
    description,
    fields: (t) => ({
      name: t.string({ description: "Company name (required on create: 'Company name is required')" }),
      contactName: t.string(),
      email: t.string({ description: "Optional; when given it must look like an address ('Enter a valid email')" }),
      phone: t.string(),
      street: t.string(),
      suburb: t.string(),
      state: t.string(),
      postcode: t.string(),
      notes: t.string(),
      abn: t.string({ description: "11 digits, spaces allowed ('Enter a valid 11-digit ABN'); '' or null for none" }),
    }),
  });

const CreateCustomerInput = customerInput('CreateCustomerInput', "A new customer's details");
const UpdateCustomerInput = customerInput(
  'UpdateCustomerInput',
  "A customer's changed details: fields left out stay as they are and null clears one",
);

const DeleteCustomerPayload = builder.objectRef<{ id: string }>('DeleteCustomerPayload').implement({
  description: 'The id of a customer that was removed',
  fields: (t) => ({ id: t.exposeID('id') }),
});

builder.queryFields((t) => ({
  customers: t.prismaConnection(
    {
      type: 'Customer',
      cursor: 'id',
      authScopes: { loggedIn: true },
      description: "The organisation's customers sorted by name; `search` looks in name, contact, email, phone, address and notes",
      args: { search: t.arg.string() },
      defaultSize: 50,
      maxSize: 200,
      totalCount: (_connection, args, ctx) => countCustomers(ctx, { search: args.search }),
      resolve: (query, _root, args, ctx) => listCustomers(ctx, { search: args.search }, query),
    },
    { name: 'CustomerConnection', description: 'A page of customers' },
    { name: 'CustomerEdge' },
  ),
  customer: t.prismaField({
    type: 'Customer',
    authScopes: { loggedIn: true },
    description: "One customer of the caller's organisation (NOT_FOUND 'Customer not found' otherwise)",
    args: { id: t.arg.id({ required: true }) },
    resolve: (query, _root, args, ctx) => getCustomer(ctx, args.id, selection(query)),
  }),
}));

builder.mutationFields((t) => ({
  createCustomer: t.prismaField({
    type: 'Customer',
    errors: appErrors,
    authScopes: { loggedIn: true },
    description: 'Add a customer (every role: technicians add customers on site)',
    args: { input: t.arg({ type: CreateCustomerInput, required: true }) },
    resolve: (query, _root, { input }, ctx) => createCustomer(ctx, sent(input), selection(query)),
  }),
  updateCustomer: t.prismaField({
    type: 'Customer',
    errors: appErrors,
    authScopes: { loggedIn: true },
    description: "Change a customer's details (every role)",
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: UpdateCustomerInput, required: true }) },
    resolve: (query, _root, { id, input }, ctx) => updateCustomer(ctx, id, sent(input), selection(query)),
  }),
  deleteCustomer: t.field({
    type: DeleteCustomerPayload,
    errors: appErrors,
    authScopes: { can: 'deleteCustomers' },
    description: 'Remove a customer (admin and manager); its jobs and equipment stay, without a customer. Answers its id.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => ({ id: await deleteCustomer(ctx, id) }),
  }),
}));
