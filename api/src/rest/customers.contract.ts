import { z } from 'zod';
import { createCustomerSchema, customerIdSchema, listCustomersSchema, updateCustomerSchema } from '../domain/customers/schemas.ts';
import { camelKeys, successJson } from '../views/account.views.ts';
import { customerJson, customerOptionJson } from '../views/customers.views.ts';
import { route } from './contract.ts';
import { paging } from './paging.ts';

const idParams = z.object({ id: customerIdSchema });

export const customersContract = {
  list: route({
    method: 'GET',
    path: '/api/customers',
    summary:
      "The organisation's customers sorted by name; ?search= looks in name, contact, email, phone, address and notes. Paged: limit (default 100, max 500) and offset; a Link header points to the next page",
    access: 'user',
    query: z.preprocess(camelKeys, listCustomersSchema.extend(paging)),
    response: z.array(customerJson),
  }),
  create: route({
    method: 'POST',
    path: '/api/customers',
    summary: 'Add a customer ({name, contact_name, email, phone, street, suburb, state, postcode, notes, abn}; camelCase too)',
    access: 'user',
    body: z.preprocess(camelKeys, createCustomerSchema),
    response: z.object({ customer: customerJson }),
    status: 201,
  }),
  get: route({
    method: 'GET',
    path: '/api/customers/{id}',
    summary: 'One customer',
    access: 'user',
    params: idParams,
    response: z.object({ customer: customerJson }),
  }),
  update: route({
    method: 'PUT',
    path: '/api/customers/{id}',
    summary: "Change a customer's details; only the fields sent change",
    access: 'user',
    params: idParams,
    body: z.preprocess(camelKeys, updateCustomerSchema),
    response: z.object({ customer: customerJson }),
  }),
  delete: route({
    method: 'DELETE',
    path: '/api/customers/{id}',
    summary: 'Remove a customer (admin and manager); its jobs and equipment stay, without a customer',
    access: { can: 'deleteCustomers' },
    params: idParams,
    response: successJson,
  }),
  jobOptions: route({
    method: 'GET',
    path: '/api/jobs/customers',
    summary: "The job form's customer list: id, name and address, sorted by name (?search=, limit and offset as for /api/customers)",
    access: 'user',
    query: z.preprocess(camelKeys, listCustomersSchema.extend(paging)),
    response: z.array(customerOptionJson),
  }),
} as const;
