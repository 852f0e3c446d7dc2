import { createCustomer } from '../domain/customers/create-customer.ts';
import { customerRead } from '../domain/customers/customer-query.ts';
import { deleteCustomer } from '../domain/customers/delete-customer.ts';
import { getCustomer } from '../domain/customers/get-customer.ts';
import { listCustomers } from '../domain/customers/list-customers.ts';
import { updateCustomer } from '../domain/customers/update-customer.ts';
import { customerOptionSelect, toCustomerJson, toCustomerOptionJson } from '../views/customers.views.ts';
import { type BoundRoute, implement } from './contract.ts';
import { customersContract } from './customers.contract.ts';
import { page, pageQuery } from './paging.ts';

// REST compatibility routes for customers: contracts in customers.contract.ts, implemented here.
export const customersRoutes: BoundRoute[] = implement(customersContract, {
  async list({ ctx, query, req, reply }) {
    const { limit, offset, search } = query;
    const at = pageQuery({ limit, offset });
    return page(await listCustomers(ctx, { search }, { ...customerRead, take: at.take, skip: at.skip }), at, req, reply).map(
      toCustomerJson,
    );
  },
  async create({ ctx, body }) {
    return { customer: toCustomerJson(await createCustomer(ctx, body)) };
  },
  async get({ ctx, params }) {
    return { customer: toCustomerJson(await getCustomer(ctx, params.id)) };
  },
  async update({ ctx, params, body }) {
    return { customer: toCustomerJson(await updateCustomer(ctx, params.id, body)) };
  },
  async delete({ ctx, params }) {
    await deleteCustomer(ctx, params.id);
    return { success: true };
  },
  async jobOptions({ ctx, query, req, reply }) {
    const { limit, offset, search } = query;
    const at = pageQuery({ limit, offset });
    const rows = await listCustomers(ctx, { search }, { select: customerOptionSelect, take: at.take, skip: at.skip });
    return page(rows, at, req, reply).map(toCustomerOptionJson);
  },
});
