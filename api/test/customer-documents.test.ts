import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TAX_DETAILS } from './documents-fixtures.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { type JobsOrg, jobsOrg } from './jobs-fixtures.ts';

// A customer's quotes and invoices, as the customer profile lists them: the quote and invoice lists narrowed to one
// customer over REST (?customerId=) and GraphQL (customerId:), for those who manage them.

let t: TestApp;
let o: JobsOrg;
const lines = [{ description: 'Service call', quantity: 1, unit_amount: 9_900, tax_rate: 10 }];
beforeAll(async () => {
  t = await startTestApp();
  o = await jobsOrg(t, 'Profile Docs Co');
  await t.database.db.organization.update({ where: { id: o.org.id }, data: TAX_DETAILS });
  for (const [title, customerId] of [
    ['Acme ducted heating', o.customers.acme.id],
    ['Bolt split system', o.customers.bolt.id],
  ] as const) {
    expect((await o.as.admin.post('/api/quotes', { title, customerId, lines })).status).toBe(201);
    expect((await o.as.admin.post('/api/invoices', { title, customerId, lines })).status).toBe(201);
  }
});
afterAll(() => t.close());

describe("a customer's quotes and invoices", () => {
  it('lists only that customer’s, over REST and GraphQL', async () => {
    const quotes = await o.as.admin.get(`/api/quotes?customerId=${o.customers.acme.id}`);
    expect(quotes.status).toBe(200);
    expect(quotes.body.map((q: { title: string }) => q.title)).toEqual(['Acme ducted heating']);
    const invoices = await o.as.manager.get(`/api/invoices?customer_id=${o.customers.bolt.id}`);
    expect(invoices.body.map((i: { title: string }) => i.title)).toEqual(['Bolt split system']);
    const gql = await o.as.admin.gql(
      'query($id: ID!) { quotes(customerId: $id, first: 20) { edges { node { title } } } invoices(customerId: $id, first: 20) { edges { node { title } } } }',
      { id: o.customers.acme.id },
    );
    expect(gql.data.quotes.edges.map((e: { node: { title: string } }) => e.node.title)).toEqual(['Acme ducted heating']);
    expect(gql.data.invoices.edges.map((e: { node: { title: string } }) => e.node.title)).toEqual(['Acme ducted heating']);
    // A customer id of no customer of the organisation lists nothing.
    expect((await o.as.admin.get('/api/quotes?customerId=nope')).body).toEqual([]);
  });
});
