import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from './agent.ts';
import { createOrg, PASSWORD, startTestApp, type TestApp } from './harness.ts';

// Equipment (spec part 1 §2 "Equipment list", "Equipment detail", "Equipment dialog", §3, §7; part 2 §2):
// REST and GraphQL, scoped to the caller's organisation; delete is for admin and manager.

let t: TestApp;
let org: Awaited<ReturnType<typeof createOrg>>;
let other: Awaited<ReturnType<typeof createOrg>>;
let admin: Agent;
let tech: Agent;
let outsider: Agent;
let acme: { id: string };
let bayside: { id: string };
let theirCustomer: { id: string };

beforeAll(async () => {
  t = await startTestApp();
  org = await createOrg(t, 'Coolair Test');
  other = await createOrg(t, 'Other Test', ['admin']);
  const db = t.database.db;
  acme = await db.customer.create({
    data: { orgId: org.org.id, name: 'Acme Dental', street: '12 Smith St', suburb: 'Richmond', state: 'VIC', postcode: '3121' },
  });
  bayside = await db.customer.create({
    data: { orgId: org.org.id, name: 'Bayside Bakery', suburb: 'Brighton', state: 'VIC', postcode: '3186' },
  });
  theirCustomer = await db.customer.create({ data: { orgId: other.org.id, name: 'Their Customer' } });
  admin = new Agent(t);
  await admin.login(org.admin.email, PASSWORD);
  tech = new Agent(t);
  await tech.login(org.technician.email, PASSWORD);
  outsider = new Agent(t);
  await outsider.login(other.admin.email, PASSWORD);
});
afterAll(() => t.close());

const newEquipment = async (body: Record<string, unknown>, as = admin) => {
  const res = await as.post('/api/equipment', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; created_at: string; updated_at: string; [k: string]: unknown };
};

describe('REST /api/equipment', () => {
  it('creates equipment with the spec fields and answers the spec JSON (customer name and address read-only)', async () => {
    const res = await admin.post('/api/equipment', {
      name: '  Daikin Split System ',
      make: 'Daikin',
      model: 'FTXM35',
      serial: 'DK-1001',
      notes: 'Roof access via the back stairs',
      customerId: acme.id,
      serviceIntervalMonths: 6,
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      name: 'Daikin Split System',
      make: 'Daikin',
      model: 'FTXM35',
      serial: 'DK-1001',
      asset_tag: null,
      notes: 'Roof access via the back stairs',
      customer_id: acme.id,
      customer_name: 'Acme Dental',
      customer_address: '12 Smith St, Richmond VIC 3121',
      equipment_type: null,
      service_interval_months: 6,
      service_interval_hours: null,
      service_regime: null,
      last_service_entered_at: null,
      meter_hours: null,
      meter_read_at: null,
      last_service_at: null,
      last_service_hours: null,
      next_service_due_at: null,
      next_service_due_by: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const got = await admin.get(`/api/equipment/${res.body.id}`);
    expect(got.status).toBe(200);
    expect(got.body).toEqual(res.body);
  });

  it('accepts snake_case bodies and string intervals, and stores blanks as empty', async () => {
    const body = await newEquipment({ name: 'Fujitsu Ducted', make: '', customer_id: bayside.id, service_interval_months: '12' });
    expect(body).toMatchObject({ make: null, customer_id: bayside.id, customer_name: 'Bayside Bakery', service_interval_months: 12 });
    const none = await newEquipment({ name: 'Unassigned Unit', customerId: '', serviceIntervalMonths: null });
    expect(none).toMatchObject({ customer_id: null, customer_name: null, customer_address: null, service_interval_months: null });
  });

  it('updates only the fields sent; customerId null unassigns; the change shows in updated_at', async () => {
    const created = await newEquipment({ name: 'Mitsubishi Cassette', make: 'Mitsubishi', serial: 'MC-7', customerId: acme.id });
    await new Promise((r) => setTimeout(r, 5));
    const res = await admin.put(`/api/equipment/${created.id}`, { model: 'PLA-M100', service_interval_months: 12 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Mitsubishi Cassette',
      make: 'Mitsubishi',
      model: 'PLA-M100',
      serial: 'MC-7',
      customer_id: acme.id,
      service_interval_months: 12,
    });
    expect(res.body.updated_at > created.updated_at).toBe(true);
    expect(res.body.created_at).toBe(created.created_at);

    const moved = await admin.put(`/api/equipment/${created.id}`, { customerId: bayside.id });
    expect(moved.body).toMatchObject({ customer_id: bayside.id, customer_name: 'Bayside Bakery', customer_address: 'Brighton VIC 3186' });
    const unassigned = await admin.put(`/api/equipment/${created.id}`, { customerId: null, notes: '' });
    expect(unassigned.body).toMatchObject({ customer_id: null, customer_name: null, notes: null, model: 'PLA-M100' });
  });

  it('searches name, make, model, serial, customer name and address, ignoring case; every word must match', async () => {
    const db = t.database.db;
    const searchOrg = await createOrg(t, 'Search Co', ['admin']);
    const a = new Agent(t);
    await a.login(searchOrg.admin.email, PASSWORD);
    const clinic = await db.customer.create({
      data: { orgId: searchOrg.org.id, name: 'Northcote Clinic', street: '5 High St', suburb: 'Northcote', state: 'VIC', postcode: '3070' },
    });
    const cafe = await db.customer.create({ data: { orgId: searchOrg.org.id, name: 'Carlton Cafe', suburb: 'Carlton', postcode: '3053' } });
    await newEquipment({ name: 'Waiting Room Split', make: 'Daikin', model: 'FTXM50', serial: 'SER-AAA', customerId: clinic.id }, a);
    await newEquipment({ name: 'Kitchen Cassette', make: 'Mitsubishi', model: 'PLA-RP', serial: 'SER-BBB', customerId: cafe.id }, a);
    await newEquipment({ name: 'Spare Compressor', make: 'Copeland', model: 'ZR', serial: 'zz_9' }, a);
    const names = async (qs: string) => ((await a.get(`/api/equipment${qs}`)).body as { name: string }[]).map((e) => e.name);

    expect(await names('')).toEqual(['Kitchen Cassette', 'Spare Compressor', 'Waiting Room Split']);
    expect(await names('?search=waiting')).toEqual(['Waiting Room Split']);
    expect(await names('?search=DAIKIN')).toEqual(['Waiting Room Split']);
    expect(await names('?search=pla-rp')).toEqual(['Kitchen Cassette']);
    expect(await names('?search=ZZ_9')).toEqual(['Spare Compressor']);
    expect(await names('?search=carlton%20cafe')).toEqual(['Kitchen Cassette']);
    expect(await names('?search=high%20st')).toEqual(['Waiting Room Split']);
    expect(await names('?search=3070')).toEqual(['Waiting Room Split']);
    expect(await names('?search=ser-')).toEqual(['Kitchen Cassette', 'Waiting Room Split']);
    expect(await names('?search=daikin%20carlton')).toEqual([]);
    expect(await names('?search=nothing-like-this')).toEqual([]);
    expect(await names(`?customerId=${cafe.id}`)).toEqual(['Kitchen Cassette']);
    expect(await names(`?customer_id=${clinic.id}&search=split`)).toEqual(['Waiting Room Split']);
    expect(await names('?limit=2')).toEqual(['Kitchen Cassette', 'Spare Compressor']);
    expect(await names('?limit=2&offset=2')).toEqual(['Waiting Room Split']);
    // Search words are text, never a pattern.
    expect(await names('?search=%25')).toEqual([]);
    expect(await names('?search=_')).toEqual(['Spare Compressor']);
    expect(await names('?search=%5C')).toEqual([]);
  });

  it("GET /api/jobs/equipment lists the job form's choices, optionally one customer's", async () => {
    const mine = await newEquipment({ name: 'Job Picker Unit', customerId: acme.id });
    const all = await tech.get('/api/jobs/equipment');
    expect(all.status).toBe(200);
    expect(all.body.map((e: { id: string }) => e.id)).toContain(mine.id);
    const acmes = await tech.get(`/api/jobs/equipment?customerId=${acme.id}`);
    expect(acmes.body.length).toBeGreaterThan(0);
    expect(acmes.body.every((e: { customer_id: string }) => e.customer_id === acme.id)).toBe(true);
    const names = acmes.body.map((e: { name: string }) => e.name);
    expect(names).toEqual([...names].sort((x: string, y: string) => x.localeCompare(y)));
  });

  it('deletes (admin and manager); the id is then not found', async () => {
    const created = await newEquipment({ name: 'To Delete' });
    const manager = new Agent(t);
    await manager.login(org.manager.email, PASSWORD);
    const res = await manager.request('DELETE', `/api/equipment/${created.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect((await admin.get(`/api/equipment/${created.id}`)).body).toEqual({ error: 'Equipment not found' });
    expect((await admin.request('DELETE', `/api/equipment/${created.id}`)).status).toBe(404);
  });

  it('deleting equipment linked to a job removes only the link', async () => {
    const created = await newEquipment({ name: 'On A Job', customerId: acme.id });
    const job = await t.database.db.job.create({
      data: { orgId: org.org.id, title: 'Service', customerId: acme.id, equipment: { create: { equipmentId: created.id } } },
    });
    expect((await admin.request('DELETE', `/api/equipment/${created.id}`)).status).toBe(200);
    const after = await t.database.db.job.findUniqueOrThrow({ where: { id: job.id }, include: { equipment: true } });
    expect(after.equipment).toEqual([]);
  });
});

describe('REST roles, organisations and bad input', () => {
  it('a technician adds and edits equipment on site but may not delete it', async () => {
    const created = await newEquipment({ name: 'Tech Added', customerId: acme.id }, tech);
    expect((await tech.put(`/api/equipment/${created.id}`, { serial: 'T-1' })).body.serial).toBe('T-1');
    const refused = await tech.request('DELETE', `/api/equipment/${created.id}`);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('You do not have permission to do that');
    expect((await admin.get(`/api/equipment/${created.id}`)).status).toBe(200);
  });

  it("another organisation's equipment is not found, never listed, never changed", async () => {
    const mine = await newEquipment({ name: 'Private Unit', serial: 'PRIV-1', customerId: acme.id });
    expect((await outsider.get(`/api/equipment/${mine.id}`)).status).toBe(404);
    const put = await outsider.put(`/api/equipment/${mine.id}`, { name: 'Stolen' });
    expect(put.status).toBe(404);
    expect(put.body.error).toBe('Equipment not found');
    expect((await outsider.request('DELETE', `/api/equipment/${mine.id}`)).status).toBe(404);
    expect((await outsider.get('/api/equipment')).body).toEqual([]);
    expect((await outsider.get('/api/equipment?search=PRIV')).body).toEqual([]);
    expect((await outsider.get(`/api/equipment?customerId=${acme.id}`)).body).toEqual([]);
    expect((await outsider.get(`/api/jobs/equipment?customerId=${acme.id}`)).body).toEqual([]);
    expect((await admin.get(`/api/equipment/${mine.id}`)).body.name).toBe('Private Unit');
  });

  it("refuses another organisation's customer on create and update", async () => {
    const create = await admin.post('/api/equipment', { name: 'Sneaky', customerId: theirCustomer.id });
    expect(create.status).toBe(404);
    expect(create.body.error).toBe('Customer not found');
    const mine = await newEquipment({ name: 'Stays Put', customerId: acme.id });
    const update = await admin.put(`/api/equipment/${mine.id}`, { name: 'Renamed', customerId: theirCustomer.id });
    expect(update.status).toBe(404);
    expect(update.body.error).toBe('Customer not found');
    expect((await admin.get(`/api/equipment/${mine.id}`)).body).toMatchObject({ name: 'Stays Put', customer_id: acme.id });
    expect((await admin.post('/api/equipment', { name: 'Ghost', customerId: 'no-such-customer' })).status).toBe(404);
  });

  it('anonymous callers get 401 on every route', async () => {
    const anon = new Agent(t);
    const mine = await newEquipment({ name: 'Anon Target' });
    for (const [method, url] of [
      ['GET', '/api/equipment'],
      ['POST', '/api/equipment'],
      ['GET', `/api/equipment/${mine.id}`],
      ['PUT', `/api/equipment/${mine.id}`],
      ['DELETE', `/api/equipment/${mine.id}`],
      ['GET', '/api/jobs/equipment'],
    ]) {
      const res = await anon.request(method, url, method === 'POST' || method === 'PUT' ? { body: { name: 'x' } } : {});
      expect(res.status, `${method} ${url}`).toBe(401);
    }
  });

  it('bad input is a clear 400 and nothing is lost', async () => {
    const mine = await newEquipment({ name: 'Keep Me', serviceIntervalMonths: 6 });
    const cases: [string, string, unknown, string][] = [
      ['POST', '/api/equipment', {}, 'Name is required'],
      ['POST', '/api/equipment', { name: '   ' }, 'Name is required'],
      ['POST', '/api/equipment', { name: 42 }, 'Name is required'],
      ['POST', '/api/equipment', { name: 'x'.repeat(201) }, 'Name must be at most 200 characters'],
      [
        'POST',
        '/api/equipment',
        { name: 'X', serviceIntervalMonths: 0 },
        'Service interval must be none or a whole number of months from 1 to 120',
      ],
      [
        'POST',
        '/api/equipment',
        { name: 'X', serviceIntervalMonths: 'monthly' },
        'Service interval must be none or a whole number of months from 1 to 120',
      ],
      ['POST', '/api/equipment', { name: 'X', make: { a: 1 } }, 'Make must be text'],
      ['POST', '/api/equipment', { name: 'X', customerId: 7 }, 'Customer must be an id'],
      ['PUT', `/api/equipment/${mine.id}`, { name: '' }, 'Name is required'],
      [
        'PUT',
        `/api/equipment/${mine.id}`,
        { serviceIntervalMonths: 1000 },
        'Service interval must be none or a whole number of months from 1 to 120',
      ],
    ];
    for (const [method, url, body, message] of cases) {
      const res = await admin.request(method, url, { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe(message);
    }
    const notJson = await admin.request('POST', '/api/equipment', { payload: '{"name":', headers: { 'content-type': 'application/json' } });
    expect(notJson.status).toBe(400);
    expect((await admin.get('/api/equipment?limit=abc')).status).toBe(400);
    expect((await admin.get('/api/equipment?limit=0')).status).toBe(400);
    expect((await admin.get(`/api/equipment?search=${'a'.repeat(201)}`)).status).toBe(400);
    expect((await admin.get(`/api/equipment/${mine.id}`)).body).toMatchObject({ name: 'Keep Me', service_interval_months: 6 });
    expect((await admin.get('/api/equipment/not-a-uuid')).status).toBe(404);
  });
});

const FIELDS = 'id name make model serial notes serviceIntervalMonths customerAddress createdAt updatedAt customer { id name }';

describe('GraphQL equipment', () => {
  it('creates, reads, updates and deletes with typed results', async () => {
    const created = await admin.gql(
      `mutation($input: CreateEquipmentInput!) { createEquipment(input: $input) { __typename ... on Equipment { ${FIELDS} } ... on AppError { code message } } }`,
      { input: { name: 'GQL Unit', make: 'Daikin', customerId: acme.id, serviceIntervalMonths: 12 } },
    );
    const e = created.data.createEquipment;
    expect(e).toMatchObject({
      __typename: 'Equipment',
      name: 'GQL Unit',
      make: 'Daikin',
      model: null,
      serviceIntervalMonths: 12,
      customerAddress: '12 Smith St, Richmond VIC 3121',
      customer: { id: acme.id, name: 'Acme Dental' },
    });

    const got = await tech.gql(`query($id: ID!) { equipment(id: $id) { ${FIELDS} } }`, { id: e.id });
    const { __typename, ...fields } = e;
    expect(got.data.equipment).toEqual(fields);

    const updated = await tech.gql(
      `mutation($id: ID!, $input: UpdateEquipmentInput!) { updateEquipment(id: $id, input: $input) { __typename ... on Equipment { ${FIELDS} } } }`,
      { id: e.id, input: { serial: 'G-1', customerId: null } },
    );
    expect(updated.data.updateEquipment).toMatchObject({
      name: 'GQL Unit',
      make: 'Daikin',
      serial: 'G-1',
      customer: null,
      customerAddress: null,
    });

    const deleted = await admin.gql(
      'mutation($id: ID!) { deleteEquipment(id: $id) { __typename ... on DeleteEquipmentPayload { id } ... on AppError { code } } }',
      { id: e.id },
    );
    expect(deleted.data.deleteEquipment).toEqual({ __typename: 'DeleteEquipmentPayload', id: e.id });
    const gone = await admin.gql('query($id: ID!) { equipment(id: $id) { id } }', { id: e.id });
    expect(gone.errors?.[0]).toMatchObject({ message: 'Equipment not found', extensions: { code: 'NOT_FOUND' } });
  });

  it('lists as a cursor connection with search and customer filter', async () => {
    const listOrg = await createOrg(t, 'Paging Co', ['admin']);
    const a = new Agent(t);
    await a.login(listOrg.admin.email, PASSWORD);
    const site = await t.database.db.customer.create({ data: { orgId: listOrg.org.id, name: 'Paging Site', suburb: 'Fitzroy' } });
    for (const n of ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo'])
      await newEquipment({ name: `${n} Unit`, customerId: n === 'Echo' ? site.id : null }, a);
    const q = `query($first: Int, $after: String, $search: String, $customerId: ID) {
      equipmentList(first: $first, after: $after, search: $search, customerId: $customerId) {
        edges { cursor node { name customer { name } } } pageInfo { hasNextPage endCursor } } }`;
    const page1 = (await a.gql(q, { first: 2 })).data.equipmentList;
    expect(page1.edges.map((x: { node: { name: string } }) => x.node.name)).toEqual(['Alpha Unit', 'Bravo Unit']);
    expect(page1.pageInfo.hasNextPage).toBe(true);
    const page2 = (await a.gql(q, { first: 10, after: page1.pageInfo.endCursor })).data.equipmentList;
    expect(page2.edges.map((x: { node: { name: string } }) => x.node.name)).toEqual(['Charlie Unit', 'Delta Unit', 'Echo Unit']);
    expect(page2.pageInfo.hasNextPage).toBe(false);
    const fitzroy = (await a.gql(q, { search: 'FITZROY' })).data.equipmentList.edges;
    expect(fitzroy).toEqual([{ cursor: expect.any(String), node: { name: 'Echo Unit', customer: { name: 'Paging Site' } } }]);
    const bySite = (await a.gql(q, { customerId: site.id })).data.equipmentList.edges;
    expect(bySite.map((x: { node: { name: string } }) => x.node.name)).toEqual(['Echo Unit']);
    // Only page info asked for still works.
    const bare = await a.gql('{ equipmentList(first: 1) { pageInfo { hasNextPage } } }');
    expect(bare.data.equipmentList.pageInfo.hasNextPage).toBe(true);
    // Another organisation sees none of it.
    expect((await outsider.gql(q, { search: 'Unit' })).data.equipmentList.edges).toEqual([]);
  });

  it('refuses other organisations, technicians deleting, anonymous callers and bad input', async () => {
    const mine = await newEquipment({ name: 'GQL Private' });
    const other1 = await outsider.gql('query($id: ID!) { equipment(id: $id) { id } }', { id: mine.id });
    expect(other1.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const upd = await outsider.gql(
      'mutation($id: ID!) { updateEquipment(id: $id, input: { name: "Mine now" }) { __typename ... on AppError { code message } } }',
      { id: mine.id },
    );
    expect(upd.data.updateEquipment).toEqual({ __typename: 'AppError', code: 'NOT_FOUND', message: 'Equipment not found' });
    const del = await outsider.gql('mutation($id: ID!) { deleteEquipment(id: $id) { __typename ... on AppError { code } } }', {
      id: mine.id,
    });
    expect(del.data.deleteEquipment).toEqual({ __typename: 'AppError', code: 'NOT_FOUND' });
    const theirs = await admin.gql(
      'mutation($c: ID!) { createEquipment(input: { name: "Sneaky", customerId: $c }) { __typename ... on AppError { code message } } }',
      { c: theirCustomer.id },
    );
    expect(theirs.data.createEquipment).toEqual({ __typename: 'AppError', code: 'NOT_FOUND', message: 'Customer not found' });

    const techDelete = await tech.gql('mutation($id: ID!) { deleteEquipment(id: $id) { __typename } }', { id: mine.id });
    expect(techDelete.errors?.[0].extensions?.code).toBe('FORBIDDEN');

    const anon = new Agent(t);
    for (const op of [
      '{ equipmentList { edges { node { id } } } }',
      `{ equipment(id: "${mine.id}") { id } }`,
      'mutation { createEquipment(input: { name: "x" }) { __typename } }',
      `mutation { updateEquipment(id: "${mine.id}", input: { name: "x" }) { __typename } }`,
      `mutation { deleteEquipment(id: "${mine.id}") { __typename } }`,
    ]) {
      const res = await anon.gql(op);
      expect(res.errors?.[0].extensions?.code, op).toBe('UNAUTHENTICATED');
    }

    const bad = await admin.gql(
      'mutation { createEquipment(input: { name: " ", serviceIntervalMonths: 121 }) { __typename ... on AppError { code message fieldErrors { field message } } } }',
    );
    expect(bad.data.createEquipment).toEqual({
      __typename: 'AppError',
      code: 'VALIDATION',
      message: 'Name is required',
      fieldErrors: [
        { field: 'name', message: 'Name is required' },
        { field: 'serviceIntervalMonths', message: 'Service interval must be none or a whole number of months from 1 to 120' },
      ],
    });
    const badUpdate = await admin.gql(
      `mutation { updateEquipment(id: "${mine.id}", input: { serviceIntervalMonths: 0 }) { __typename ... on AppError { message } } }`,
    );
    expect(badUpdate.data.updateEquipment.message).toBe('Service interval must be none or a whole number of months from 1 to 120');
    expect((await admin.get(`/api/equipment/${mine.id}`)).body.name).toBe('GQL Private');
  });
});

describe('cost of the list', () => {
  it('sends the same number of SQL statements for 3 or 40 pieces of equipment (REST and GraphQL)', async () => {
    const costOrg = await createOrg(t, 'Cost Co', ['admin']);
    const a = new Agent(t);
    await a.login(costOrg.admin.email, PASSWORD);
    const db = t.database.db;
    const addMany = async (n: number, from: number) => {
      for (let i = from; i < from + n; i++) {
        const customer = await db.customer.create({ data: { orgId: costOrg.org.id, name: `Customer ${i}`, suburb: 'Kew' } });
        await db.equipment.create({ data: { orgId: costOrg.org.id, name: `Unit ${String(i).padStart(3, '0')}`, customerId: customer.id } });
      }
    };
    const gql = '{ equipmentList(first: 100) { edges { node { id name make customerAddress customer { id name } } } } }';
    const measure = async () => ({
      rest: await t.countQueries(() => a.get('/api/equipment')),
      search: await t.countQueries(() => a.get('/api/equipment?search=kew%20unit')),
      jobs: await t.countQueries(() => a.get('/api/jobs/equipment')),
      gql: await t.countQueries(() => a.gql(gql)),
    });
    await addMany(3, 0);
    const small = await measure();
    await addMany(37, 3);
    const large = await measure();
    expect((await a.get('/api/equipment')).body).toHaveLength(40);
    expect((await a.gql(gql)).data.equipmentList.edges).toHaveLength(40);
    expect(large).toEqual(small);
    // A session lookup plus at most the rows and their customers.
    expect(small.rest).toBeLessThanOrEqual(4);
    expect(small.gql).toBeLessThanOrEqual(4);
  });
});
