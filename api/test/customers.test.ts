import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRole } from '../src/db/generated/enums.ts';
import { Agent } from './agent.ts';
import { createOrg, PASSWORD, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

let ip = 0;
/** A fresh organisation and an agent signed in as one of its members. */
async function signedIn(role: UserRole = 'admin', name = 'Coolair') {
  const org = await createOrg(t, name);
  const a = new Agent(t, { ip: `10.20.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}` });
  await a.login(org[role].email, PASSWORD);
  return {
    a,
    ...org,
    as: async (other: UserRole) => {
      const b = new Agent(t, { ip: `10.21.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}` });
      await b.login(org[other].email, PASSWORD);
      return b;
    },
  };
}

const brewAndBloom = {
  name: 'Brew & Bloom Café',
  contact_name: 'Marco Rossi',
  email: 'Marco@BrewAndBloom.com.au',
  phone: '03 9417 2231',
  street: '214 Brunswick Street',
  suburb: 'Fitzroy',
  state: 'VIC',
  postcode: '3065',
  notes: 'Rear access via the laneway',
};

const CUSTOMER_FIELDS = `id name initials contactName email phone street suburb state postcode address notes createdAt updatedAt`;

describe('REST /api/customers', () => {
  it('creates a customer from snake_case and answers 201 with a customer object in the spec fields', async () => {
    const { a } = await signedIn();
    const res = await a.post('/api/customers', brewAndBloom);
    expect(res.status).toBe(201);
    expect(res.body.customer).toEqual({
      id: expect.any(String),
      name: 'Brew & Bloom Café',
      contact_name: 'Marco Rossi',
      email: 'marco@brewandbloom.com.au',
      phone: '03 9417 2231',
      street: '214 Brunswick Street',
      suburb: 'Fitzroy',
      state: 'VIC',
      postcode: '3065',
      address: '214 Brunswick Street, Fitzroy VIC 3065',
      notes: 'Rear access via the laneway',
      abn: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const got = await a.get(`/api/customers/${res.body.customer.id}`);
    expect(got.status).toBe(200);
    expect(got.body.customer).toEqual(res.body.customer);
  });

  it('accepts camelCase and stores empty optional fields as null', async () => {
    const { a } = await signedIn();
    const res = await a.post('/api/customers', { name: '  Acme Plumbing  ', contactName: 'Ann Acme', email: '', phone: '' });
    expect(res.status).toBe(201);
    expect(res.body.customer).toMatchObject({ name: 'Acme Plumbing', contact_name: 'Ann Acme', email: null, phone: null, address: '' });
  });

  it.each([
    [{}, 'Company name is required'],
    [{ name: '   ' }, 'Company name is required'],
    [{ name: null }, 'Company name is required'],
    [{ name: 'Acme', email: 'not-an-email' }, 'Enter a valid email'],
    [{ name: 'Acme', email: 'a@b' }, 'Enter a valid email'],
    [{ name: 'Acme', email: 42 }, 'Enter a valid email'],
    [{ name: 'x'.repeat(201) }, 'Company name must be at most 200 characters'],
    [{ name: 'Acme', phone: '9123 4567' }, 'Enter an Australian phone number with its area code, like 03 9123 4567 or 0412 345 678'],
    [{ name: 'Acme', phone: '+1 415 555 0100' }, 'Enter an Australian phone number with its area code, like 03 9123 4567 or 0412 345 678'],
    [{ name: 'Acme', postcode: '300' }, 'Postcode must be 4 digits'],
    [{ name: 'Acme', postcode: '30000' }, 'Postcode must be 4 digits'],
    [{ name: 'Acme', state: 'Vicky' }, 'State must be one of VIC, NSW, QLD, SA, WA, TAS, NT or ACT'],
    [{ name: 'Acme', abn: '51 824 753 557' }, 'Enter a valid 11-digit ABN'],
    [{ name: 'Acme', abn: '5182475355' }, 'Enter a valid 11-digit ABN'],
  ])('refuses %j with 400 "%s" and creates nothing', async (body, message) => {
    const { a } = await signedIn();
    const res = await a.post('/api/customers', body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect((await a.get('/api/customers')).body).toEqual([]);
  });

  it('takes Australian phone numbers as people write them and stores the state as its abbreviation', async () => {
    const { a } = await signedIn();
    const res = await a.post('/api/customers', { name: 'Acme', phone: '+61 (0)3 9123 4567', state: 'victoria', postcode: ' 3000 ' });
    expect(res.status).toBe(201);
    expect(res.body.customer).toMatchObject({ phone: '+61 (0)3 9123 4567', state: 'VIC', postcode: '3000' });
    const { id } = res.body.customer;
    expect((await a.put(`/api/customers/${id}`, { state: 'nsw', phone: '0412 345 678' })).body.customer).toMatchObject({
      state: 'NSW',
      phone: '0412 345 678',
    });
    expect((await a.put(`/api/customers/${id}`, { state: 'Sydney' })).body.error).toBe(
      'State must be one of VIC, NSW, QLD, SA, WA, TAS, NT or ACT',
    );
    expect((await a.get(`/api/customers/${id}`)).body.customer.state).toBe('NSW');
  });

  it("keeps a customer's ABN as its digits (the books match their contact by it), on REST and GraphQL; a wrong one is refused on both", async () => {
    const { a } = await signedIn();
    const res = await a.post('/api/customers', { name: 'Acme', abn: '51 824 753 556' });
    expect([res.status, res.body.customer.abn]).toEqual([201, '51824753556']);
    const { id } = res.body.customer;
    const bad = await a.gql(
      'mutation($id: ID!) { updateCustomer(id: $id, input: { abn: "12 345 678 901" }) { __typename ... on AppError { message } } }',
      {
        id,
      },
    );
    expect(JSON.stringify(bad)).toContain('Enter a valid 11-digit ABN');
    const cleared = await a.gql('mutation($id: ID!) { updateCustomer(id: $id, input: { abn: "" }) { ... on Customer { abn } } }', { id });
    expect(cleared.data.updateCustomer).toEqual({ abn: null });
    expect((await a.get(`/api/customers/${id}`)).body.customer.abn).toBeNull();
  });

  it('refuses a body that is not JSON with 400', async () => {
    const { a } = await signedIn();
    const res = await a.request('POST', '/api/customers', { payload: '{"name":', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
  });

  it('lists by name and searches name, contact, email, phone, address and notes without case', async () => {
    const { a } = await signedIn();
    for (const body of [
      brewAndBloom,
      { name: 'Bayside Family Dental', contact_name: 'Kate Mitchell', suburb: 'Brighton', postcode: '3186', phone: '03 9592 0000' },
      { name: 'acme strata', email: 'office@acmestrata.com.au', notes: 'Key in the lockbox 4471' },
    ]) {
      expect((await a.post('/api/customers', body)).status).toBe(201);
    }
    const names = async (search?: string) =>
      (await a.get(`/api/customers${search === undefined ? '' : `?search=${encodeURIComponent(search)}`}`)).body.map(
        (c: { name: string }) => c.name,
      );
    expect(await names()).toHaveLength(3);
    expect(await names('BREW')).toEqual(['Brew & Bloom Café']);
    expect(await names('kate')).toEqual(['Bayside Family Dental']);
    expect(await names('ACMESTRATA.com')).toEqual(['acme strata']);
    expect(await names('9592')).toEqual(['Bayside Family Dental']);
    expect(await names('brunswick')).toEqual(['Brew & Bloom Café']);
    expect(await names('fitzroy')).toEqual(['Brew & Bloom Café']);
    expect(await names('3186')).toEqual(['Bayside Family Dental']);
    expect(await names('lockbox')).toEqual(['acme strata']);
    expect(await names('dental brighton')).toEqual(['Bayside Family Dental']);
    expect(await names('dental fitzroy')).toEqual([]);
    expect(await names('%')).toEqual([]);
    expect(await names('_')).toEqual([]);
    expect(await names('&')).toEqual(['Brew & Bloom Café']);
    expect(await names('')).toHaveLength(3);
  });

  it('sorts by name', async () => {
    const { a } = await signedIn();
    for (const name of ['Zeta Air', 'Alpha Cooling', 'Midway Motors']) await a.post('/api/customers', { name });
    expect((await a.get('/api/customers')).body.map((c: { name: string }) => c.name)).toEqual([
      'Alpha Cooling',
      'Midway Motors',
      'Zeta Air',
    ]);
  });

  it('pages with limit and offset and a Link to the next page (100 a page unless asked), for the job form too', async () => {
    const { a, org } = await signedIn();
    await t.database.db.customer.createMany({
      data: Array.from({ length: 103 }, (_, i) => ({ orgId: org.id, name: `Paged ${String(i).padStart(3, '0')}` })),
    });
    const first = await a.get('/api/customers');
    expect(first.body).toHaveLength(100);
    expect(first.headers.link).toBe('</api/customers?limit=100&offset=100>; rel="next"');
    const rest = await a.get('/api/customers?limit=100&offset=100');
    expect(rest.body.map((c: { name: string }) => c.name)).toEqual(['Paged 100', 'Paged 101', 'Paged 102']);
    expect(rest.headers.link).toBeUndefined();
    const searched = await a.get('/api/customers?search=paged%2000&limit=2');
    expect(searched.body.map((c: { name: string }) => c.name)).toEqual(['Paged 000', 'Paged 001']);
    expect(searched.headers.link).toBe('</api/customers?search=paged+00&limit=2&offset=2>; rel="next"');
    const options = await a.get('/api/jobs/customers?limit=1&offset=2');
    expect(options.body.map((c: { name: string }) => c.name)).toEqual(['Paged 002']);
    expect(options.headers.link).toBe('</api/jobs/customers?limit=1&offset=3>; rel="next"');
    for (const bad of ['limit=0', 'limit=501', 'limit=ten', 'offset=-1']) {
      const res = await a.get(`/api/customers?${bad}`);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(/limit|offset/);
    }
  });

  it('updates only the fields sent; null or "" clears one; the name cannot be cleared', async () => {
    const { a } = await signedIn();
    const { id } = (await a.post('/api/customers', brewAndBloom)).body.customer;
    const res = await a.put(`/api/customers/${id}`, { phone: '0400 000 000', notes: '', contactName: null });
    expect(res.status).toBe(200);
    expect(res.body.customer).toMatchObject({
      name: 'Brew & Bloom Café',
      phone: '0400 000 000',
      notes: null,
      contact_name: null,
      suburb: 'Fitzroy',
      // Left out, the email stays as it was.
      email: 'marco@brewandbloom.com.au',
    });
    const blank = await a.put(`/api/customers/${id}`, { name: '' });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toBe('Company name is required');
    const email = await a.put(`/api/customers/${id}`, { email: 'nope' });
    expect(email.body.error).toBe('Enter a valid email');
    expect((await a.get(`/api/customers/${id}`)).body.customer.name).toBe('Brew & Bloom Café');
  });

  it('deletes a customer and keeps its jobs and equipment, without a customer', async () => {
    const { a, org } = await signedIn('manager');
    const { id } = (await a.post('/api/customers', brewAndBloom)).body.customer;
    const job = await t.database.db.job.create({ data: { orgId: org.id, title: 'Service split system', customerId: id } });
    const unit = await t.database.db.equipment.create({ data: { orgId: org.id, name: 'Rooftop unit', customerId: id } });
    const res = await a.request('DELETE', `/api/customers/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect((await a.get(`/api/customers/${id}`)).status).toBe(404);
    expect(await t.database.db.job.findUnique({ where: { id: job.id } })).toMatchObject({
      customerId: null,
      title: 'Service split system',
    });
    expect(await t.database.db.equipment.findUnique({ where: { id: unit.id } })).toMatchObject({ customerId: null });
  });

  it('answers 404 "Customer not found" for an unknown id', async () => {
    const { a } = await signedIn();
    for (const res of [
      await a.get('/api/customers/00000000-0000-0000-0000-000000000000'),
      await a.put('/api/customers/nope', { name: 'X' }),
      await a.request('DELETE', '/api/customers/nope'),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('Customer not found');
    }
  });

  it('GET /api/jobs/customers lists id, name and address for the job form', async () => {
    const { a } = await signedIn('technician');
    await a.post('/api/customers', brewAndBloom);
    await a.post('/api/customers', { name: 'Alpha Cooling' });
    const res = await a.get('/api/jobs/customers');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { id: expect.any(String), name: 'Alpha Cooling', street: null, suburb: null, state: null, postcode: null, address: '' },
      {
        id: expect.any(String),
        name: 'Brew & Bloom Café',
        street: '214 Brunswick Street',
        suburb: 'Fitzroy',
        state: 'VIC',
        postcode: '3065',
        address: '214 Brunswick Street, Fitzroy VIC 3065',
      },
    ]);
    expect((await a.get('/api/jobs/customers?search=alpha')).body.map((c: { name: string }) => c.name)).toEqual(['Alpha Cooling']);
  });
});

describe('organisations, roles and anonymous callers', () => {
  it("never shows or changes another organisation's customers", async () => {
    const mine = await signedIn('admin', 'Mine');
    const theirs = await signedIn('admin', 'Theirs');
    const { id } = (await theirs.a.post('/api/customers', brewAndBloom)).body.customer;
    await mine.a.post('/api/customers', { name: 'My Customer' });

    expect((await mine.a.get('/api/customers')).body.map((c: { name: string }) => c.name)).toEqual(['My Customer']);
    expect((await mine.a.get('/api/customers?search=brew')).body).toEqual([]);
    expect((await mine.a.get('/api/jobs/customers')).body.map((c: { name: string }) => c.name)).toEqual(['My Customer']);
    for (const res of [
      await mine.a.get(`/api/customers/${id}`),
      await mine.a.put(`/api/customers/${id}`, { name: 'Hijacked' }),
      await mine.a.request('DELETE', `/api/customers/${id}`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('Customer not found');
    }
    const gql = await mine.a.gql(`query ($id: ID!) { customer(id: $id) { name } }`, { id });
    expect(gql.errors?.[0]).toMatchObject({ message: 'Customer not found', extensions: { code: 'NOT_FOUND' } });
    const update = await mine.a.gql(
      `mutation ($id: ID!) { updateCustomer(id: $id, input: { name: "Hijacked" }) { __typename ... on AppError { code message } } }`,
      { id },
    );
    expect(update.data.updateCustomer).toEqual({ __typename: 'AppError', code: 'NOT_FOUND', message: 'Customer not found' });
    const del = await mine.a.gql(`mutation ($id: ID!) { deleteCustomer(id: $id) { __typename ... on AppError { code } } }`, { id });
    expect(del.data.deleteCustomer).toEqual({ __typename: 'AppError', code: 'NOT_FOUND' });
    const list = await mine.a.gql(`{ customers { totalCount edges { node { name } } } }`);
    expect(list.data.customers).toEqual({ totalCount: 1, edges: [{ node: { name: 'My Customer' } }] });

    expect((await theirs.a.get(`/api/customers/${id}`)).body.customer.name).toBe('Brew & Bloom Café');
  });

  it('a technician reads, adds and edits customers but may not delete them', async () => {
    const { a: tech, as } = await signedIn('technician');
    const created = await tech.post('/api/customers', { name: 'Site Find Pty Ltd' });
    expect(created.status).toBe(201);
    const { id } = created.body.customer;
    expect((await tech.put(`/api/customers/${id}`, { phone: '0411 111 111' })).status).toBe(200);
    expect((await tech.get('/api/customers')).body).toHaveLength(1);
    const refused = await tech.request('DELETE', `/api/customers/${id}`);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('You do not have permission to do that');
    const gql = await tech.gql(`mutation ($id: ID!) { deleteCustomer(id: $id) { __typename } }`, { id });
    expect(gql.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await tech.get(`/api/customers/${id}`)).status).toBe(200);
    // The office may.
    const admin = await as('admin');
    expect((await admin.request('DELETE', `/api/customers/${id}`)).status).toBe(200);
  });

  it('refuses anonymous callers with 401 over REST and UNAUTHENTICATED over GraphQL', async () => {
    const { a } = await signedIn();
    const { id } = (await a.post('/api/customers', { name: 'Private Co' })).body.customer;
    const anon = new Agent(t, { ip: '10.22.0.1' });
    for (const res of [
      await anon.get('/api/customers'),
      await anon.post('/api/customers', { name: 'X' }),
      await anon.get(`/api/customers/${id}`),
      await anon.put(`/api/customers/${id}`, { name: 'X' }),
      await anon.request('DELETE', `/api/customers/${id}`),
      await anon.get('/api/jobs/customers'),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body.error).toBe('Not authenticated');
    }
    for (const query of [
      '{ customers { totalCount } }',
      `{ customer(id: "${id}") { name } }`,
      'mutation { createCustomer(input: { name: "X" }) { __typename } }',
      `mutation { deleteCustomer(id: "${id}") { __typename } }`,
    ]) {
      expect((await anon.gql(query)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    }
    expect((await a.get(`/api/customers/${id}`)).body.customer.name).toBe('Private Co');
  });
});

describe('GraphQL', () => {
  it('creates, reads, updates and deletes a customer', async () => {
    const { a } = await signedIn('manager');
    const created = await a.gql(
      `mutation ($input: CreateCustomerInput!) { createCustomer(input: $input) { __typename ... on Customer { ${CUSTOMER_FIELDS} } } }`,
      {
        input: {
          name: 'Bayside Family Dental',
          contactName: 'Kate Mitchell',
          email: 'RECEPTION@bayside.com.au',
          street: '88 Church Street',
          suburb: 'Brighton',
          state: 'VIC',
          postcode: '3186',
        },
      },
    );
    const customer = created.data.createCustomer;
    expect(customer).toMatchObject({
      __typename: 'Customer',
      name: 'Bayside Family Dental',
      initials: 'BD',
      email: 'reception@bayside.com.au',
      address: '88 Church Street, Brighton VIC 3186',
      phone: null,
    });
    const read = await a.gql(`query ($id: ID!) { customer(id: $id) { name equipment { name } } }`, { id: customer.id });
    expect(read.data.customer).toEqual({ name: 'Bayside Family Dental', equipment: [] });

    const updated = await a.gql(
      `mutation ($id: ID!) { updateCustomer(id: $id, input: { phone: "03 9592 0000", contactName: null }) { ... on Customer { phone contactName name } } }`,
      { id: customer.id },
    );
    expect(updated.data.updateCustomer).toEqual({ phone: '03 9592 0000', contactName: null, name: 'Bayside Family Dental' });

    const deleted = await a.gql(`mutation ($id: ID!) { deleteCustomer(id: $id) { ... on DeleteCustomerPayload { id } } }`, {
      id: customer.id,
    });
    expect(deleted.data.deleteCustomer).toEqual({ id: customer.id });
    expect((await a.gql(`query ($id: ID!) { customer(id: $id) { name } }`, { id: customer.id })).errors?.[0].extensions?.code).toBe(
      'NOT_FOUND',
    );
  });

  it('answers invalid input as a typed AppError with field errors', async () => {
    const { a } = await signedIn();
    const res = await a.gql(
      `mutation { createCustomer(input: { name: "", email: "nope" }) { __typename ... on AppError { code message fieldErrors { field message } } } }`,
    );
    expect(res.data.createCustomer).toEqual({
      __typename: 'AppError',
      code: 'VALIDATION',
      message: 'Company name is required',
      fieldErrors: [
        { field: 'name', message: 'Company name is required' },
        { field: 'email', message: 'Enter a valid email' },
      ],
    });
    expect((await a.gql('{ customers { totalCount } }')).data.customers.totalCount).toBe(0);
    const contact = await a.gql(
      `mutation { createCustomer(input: { name: "Acme", phone: "12345", state: "Melbourne", postcode: "3k" }) { __typename ... on AppError { fieldErrors { field message } } } }`,
    );
    expect(contact.data.createCustomer.fieldErrors).toEqual([
      { field: 'phone', message: 'Enter an Australian phone number with its area code, like 03 9123 4567 or 0412 345 678' },
      { field: 'state', message: 'State must be one of VIC, NSW, QLD, SA, WA, TAS, NT or ACT' },
      { field: 'postcode', message: 'Postcode must be 4 digits' },
    ]);
    expect((await a.gql('{ customers { totalCount } }')).data.customers.totalCount).toBe(0);
  });

  it('pages through customers by cursor with a total count, and searches', async () => {
    const { a } = await signedIn();
    for (const name of ['Delta Dairy', 'Alpha Cooling', 'Charlie Cafe', 'Bravo Bakery', 'Echo Electrical'])
      await a.post('/api/customers', { name });
    const page = async (after?: string, search?: string) =>
      (
        await a.gql(
          `query ($after: String, $search: String) { customers(first: 2, after: $after, search: $search) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { name } } } }`,
          { after, search },
        )
      ).data.customers;
    const first = await page();
    expect(first.totalCount).toBe(5);
    expect(first.edges.map((e: { node: { name: string } }) => e.node.name)).toEqual(['Alpha Cooling', 'Bravo Bakery']);
    const second = await page(first.pageInfo.endCursor);
    expect(second.edges.map((e: { node: { name: string } }) => e.node.name)).toEqual(['Charlie Cafe', 'Delta Dairy']);
    const third = await page(second.pageInfo.endCursor);
    expect(third.edges.map((e: { node: { name: string } }) => e.node.name)).toEqual(['Echo Electrical']);
    expect(third.pageInfo.hasNextPage).toBe(false);
    const searched = await page(undefined, 'CAFE');
    expect(searched.totalCount).toBe(1);
    expect(searched.edges[0].node.name).toBe('Charlie Cafe');
  });
});

describe('cost of the list', () => {
  it('answers the list in a constant number of SQL statements however many customers there are', async () => {
    const { a, org } = await signedIn();
    const seed = (from: number, n: number) =>
      t.database.db.customer.createMany({ data: Array.from({ length: n }, (_, i) => ({ orgId: org.id, name: `Customer ${from + i}` })) });
    const addEquipment = async () => {
      const customers = await t.database.db.customer.findMany({ where: { orgId: org.id }, select: { id: true } });
      await t.database.db.equipment.createMany({ data: customers.map((c) => ({ orgId: org.id, customerId: c.id, name: 'Split system' })) });
    };
    const gqlList = () => a.gql('{ customers(first: 100) { totalCount edges { node { name address equipment { name } } } } }');
    await seed(0, 3);
    await addEquipment();
    const restSmall = await t.countQueries(() => a.get('/api/customers'));
    const gqlSmall = await t.countQueries(gqlList);
    await seed(100, 60);
    await addEquipment();
    const restLarge = await t.countQueries(() => a.get('/api/customers'));
    const gqlLarge = await t.countQueries(gqlList);
    expect((await a.get('/api/customers')).body).toHaveLength(63);
    console.log(`customer list: REST ${restSmall} SQL statements, GraphQL ${gqlSmall} (3 or 63 customers)`);
    expect(restLarge).toBe(restSmall);
    expect(gqlLarge).toBe(gqlSmall);
    expect(gqlSmall).toBeLessThanOrEqual(4);
  });
});
