import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from './agent.ts';
import { createOrg, PASSWORD, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function signedIn(who: { email: string }) {
  const a = new Agent(t);
  await a.login(who.email, PASSWORD);
  return a;
}

const names = (body: { name: string }[]) => body.map((p) => p.name);

describe('GET /api/item-presets', () => {
  it('lists the price list by name to every role; every word of the search must appear in the name or description', async () => {
    const mine = await createOrg(t, 'Price Co');
    const theirs = await createOrg(t, 'Other Price Co', ['admin']);
    const a = await signedIn(mine.admin);
    for (const body of [
      { name: 'Service call', description: 'Call-out within the metro area', unit_amount: 9900, tax_rate: 10 },
      { name: 'Filter replacement', description: 'Washable FILTER for split systems', unit_amount: 4500 },
      { name: 'Refrigerant top-up', description: 'R32 gas, per kilogram', unit_amount: 12000, tax_rate: 0 },
    ]) {
      expect((await a.post('/api/item-presets', body)).status).toBe(201);
    }
    await t.database.db.itemPreset.create({ data: { orgId: theirs.org.id, name: 'Foreign filter', unitAmountCents: 1 } });

    for (const who of [mine.admin, mine.manager, mine.technician]) {
      const res = await (await signedIn(who)).get('/api/item-presets');
      expect(res.status).toBe(200);
      expect(names(res.body)).toEqual(['Filter replacement', 'Refrigerant top-up', 'Service call']);
    }
    const all = await a.get('/api/item-presets');
    expect(all.body[1]).toEqual({
      id: expect.any(String),
      name: 'Refrigerant top-up',
      description: 'R32 gas, per kilogram',
      unit_amount: 12000,
      tax_rate: 0,
      code: null,
    });
    expect(names((await a.get('/api/item-presets?search=filter')).body)).toEqual(['Filter replacement']);
    expect(names((await a.get('/api/item-presets?search=METRO')).body)).toEqual(['Service call']);
    expect(names((await a.get('/api/item-presets?search=e')).body)).toHaveLength(3);
    expect((await a.get('/api/item-presets?search=100%25')).body).toEqual([]);
    // Every word, each in the name or the description, in any order: the same search as customers and jobs.
    expect(names((await a.get('/api/item-presets?search=split%20filter')).body)).toEqual(['Filter replacement']);
    expect(names((await a.get('/api/item-presets?search=gas%20r32')).body)).toEqual(['Refrigerant top-up']);
    expect((await a.get('/api/item-presets?search=filter%20metro')).body).toEqual([]);
    expect(names((await a.get('/api/item-presets?limit=1&offset=1')).body)).toEqual(['Refrigerant top-up']);
  });

  it('refuses visitors and bad queries', async () => {
    const { admin } = await createOrg(t, 'Query Co', ['admin']);
    expect((await new Agent(t).get('/api/item-presets')).status).toBe(401);
    const a = await signedIn(admin);
    expect((await a.get(`/api/item-presets?search=${'x'.repeat(201)}`)).status).toBe(400);
    expect((await a.get('/api/item-presets?limit=lots')).status).toBe(400);
  });

  it('costs the same number of SQL statements however long the list', async () => {
    const { admin, org } = await createOrg(t, 'Long List Co', ['admin']);
    const a = await signedIn(admin);
    await t.database.db.itemPreset.create({ data: { orgId: org.id, name: 'Only one', unitAmountCents: 100 } });
    const one = await t.countQueries(() => a.get('/api/item-presets'));
    const gqlOne = await t.countQueries(() => a.gql('{ itemPresets { edges { node { id name unitAmountCents taxRate } } } }'));
    await t.database.db.itemPreset.createMany({
      data: Array.from({ length: 40 }, (_, i) => ({ orgId: org.id, name: `Item ${i}`, unitAmountCents: i * 100 })),
    });
    expect((await a.get('/api/item-presets')).body).toHaveLength(41);
    expect(await t.countQueries(() => a.get('/api/item-presets'))).toBe(one);
    expect(await t.countQueries(() => a.gql('{ itemPresets { edges { node { id name unitAmountCents taxRate } } } }'))).toBe(gqlOne);
  });
});

describe('POST /api/item-presets', () => {
  it('adds an item with integer cents and a tax rate of 10 (the default) or 0', async () => {
    const { admin, manager } = await createOrg(t, 'Create Co');
    const a = await signedIn(admin);
    const res = await a.post('/api/item-presets', { name: '  Labour (per hour) ', unit_amount: 11000 });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      name: 'Labour (per hour)',
      description: null,
      unit_amount: 11000,
      tax_rate: 10,
      code: null,
    });
    const camel = await (await signedIn(manager)).post('/api/item-presets', { name: 'Disposal fee', unitAmount: '2500', taxRate: '0' });
    expect(camel.status).toBe(201);
    expect(camel.body).toMatchObject({ unit_amount: 2500, tax_rate: 0 });
  });

  it('refuses a name already in the list (ignoring case), bad money and bad tax rates with 400/409', async () => {
    const { admin, org } = await createOrg(t, 'Bad Price Co', ['admin']);
    const a = await signedIn(admin);
    await a.post('/api/item-presets', { name: 'Gas leak test', unit_amount: 8000 });
    const dup = await a.post('/api/item-presets', { name: 'GAS LEAK TEST', unit_amount: 1 });
    expect(dup.status).toBe(409);
    expect(dup.body.error).toBe('A price-list item with this name already exists');
    const cases: [unknown, string][] = [
      [{ unit_amount: 100 }, 'Name is required'],
      [{ name: ' ', unit_amount: 100 }, 'Name is required'],
      [{ name: 'X' }, 'Unit amount must be a number of cents'],
      [{ name: 'X', unit_amount: 12.5 }, 'Unit amount must be a whole number of cents'],
      [{ name: 'X', unit_amount: -1 }, 'Unit amount cannot be negative'],
      [{ name: 'X', unit_amount: 'ten dollars' }, 'Unit amount must be a number of cents'],
      [{ name: 'X', unit_amount: 1e12 }, 'Unit amount is too large'],
      [{ name: 'X', unit_amount: 100, tax_rate: 15 }, 'Tax rate must be 10 or 0'],
      [{ name: 'X', unit_amount: 100, tax_rate: 'GST' }, 'Tax rate must be 10 or 0'],
      [{ name: 'X', unit_amount: 100, description: 7 }, 'Description must be text'],
    ];
    for (const [body, error] of cases) {
      const res = await a.post('/api/item-presets', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe(error);
    }
    expect(await t.database.db.itemPreset.count({ where: { orgId: org.id } })).toBe(1);
  });

  it('is for admin and manager: a technician gets 403, a visitor 401', async () => {
    const { technician } = await createOrg(t, 'Tech Price Co');
    const tech = await signedIn(technician);
    for (const path of ['/api/item-presets', '/api/item-presets/ensure']) {
      expect((await tech.post(path, { name: 'X', unit_amount: 1 })).status).toBe(403);
      expect((await new Agent(t).post(path, { name: 'X', unit_amount: 1 })).status).toBe(401);
    }
  });
});

describe('POST /api/item-presets/ensure', () => {
  it('finds the item by name ignoring case, or creates it; twice gives the same item; per organisation', async () => {
    const mine = await createOrg(t, 'Ensure Co', ['admin']);
    const theirs = await createOrg(t, 'Ensure Other Co', ['admin']);
    const a = await signedIn(mine.admin);
    const first = await a.post('/api/item-presets/ensure', { name: 'Drain flush', unit_amount: 6000, tax_rate: 10 });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ name: 'Drain flush', unit_amount: 6000, tax_rate: 10 });
    const again = await a.post('/api/item-presets/ensure', { name: 'DRAIN FLUSH', unit_amount: 9999, tax_rate: 0 });
    expect(again.body).toEqual(first.body);
    const both = await Promise.all([1, 2].map(() => a.post('/api/item-presets/ensure', { name: 'Coil clean', unit_amount: 5000 })));
    expect(both[0].body.id).toBe(both[1].body.id);
    expect(await t.database.db.itemPreset.count({ where: { orgId: mine.org.id } })).toBe(2);

    const b = await signedIn(theirs.admin);
    const other = await b.post('/api/item-presets/ensure', { name: 'Drain flush', unit_amount: 7000 });
    expect(other.body.id).not.toBe(first.body.id);
    expect(other.body.unit_amount).toBe(7000);
    expect((await a.post('/api/item-presets/ensure', { name: 'X', unit_amount: 1, tax_rate: 5 })).status).toBe(400);
  });
});

describe('DELETE /api/item-presets/{id}', () => {
  it('removes an item; another organisation’s is not found and stays', async () => {
    const mine = await createOrg(t, 'Delete Co');
    const theirs = await createOrg(t, 'Delete Other Co', ['admin']);
    const a = await signedIn(mine.admin);
    const preset = (await a.post('/api/item-presets', { name: 'Old item', unit_amount: 100 })).body;
    const foreign = await t.database.db.itemPreset.create({ data: { orgId: theirs.org.id, name: 'Theirs', unitAmountCents: 1 } });

    expect((await (await signedIn(mine.technician)).request('DELETE', `/api/item-presets/${preset.id}`)).status).toBe(403);
    expect((await new Agent(t).request('DELETE', `/api/item-presets/${preset.id}`)).status).toBe(401);
    const gone = await a.request('DELETE', `/api/item-presets/${foreign.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.error).toBe('Item not found');
    expect(await t.database.db.itemPreset.count({ where: { id: foreign.id } })).toBe(1);

    const res = await a.request('DELETE', `/api/item-presets/${preset.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect((await a.request('DELETE', `/api/item-presets/${preset.id}`)).status).toBe(404);
    expect((await a.request('DELETE', '/api/item-presets/not-an-id')).status).toBe(404);
  });
});

describe('item presets over GraphQL', () => {
  const PRESET = 'id name description unitAmountCents taxRate';

  it('creates, ensures, searches with a cursor and deletes', async () => {
    const { admin } = await createOrg(t, 'Gql Price Co', ['admin']);
    const a = await signedIn(admin);
    const created = await a.gql(
      `mutation { createItemPreset(input: { name: "Split system service", description: "Standard clean", unitAmountCents: 14900 }) {
        __typename ... on ItemPreset { ${PRESET} } } }`,
    );
    expect(created.data.createItemPreset).toMatchObject({
      __typename: 'ItemPreset',
      name: 'Split system service',
      description: 'Standard clean',
      unitAmountCents: 14900,
      taxRate: 10,
    });
    const ENSURE = `mutation($input: CreateItemPresetInput!) { ensureItemPreset(input: $input) { __typename ... on ItemPreset { ${PRESET} } } }`;
    const ensured = await a.gql(ENSURE, { input: { name: 'split SYSTEM service', unitAmountCents: 1 } });
    expect(ensured.data.ensureItemPreset.id).toBe(created.data.createItemPreset.id);
    const fresh = await a.gql(ENSURE, { input: { name: 'Thermostat', unitAmountCents: 8900, taxRate: 0 } });
    expect(fresh.data.ensureItemPreset).toMatchObject({ name: 'Thermostat', unitAmountCents: 8900, taxRate: 0 });

    const page = await a.gql('{ itemPresets(first: 1) { edges { node { name } } pageInfo { hasNextPage endCursor } } }');
    expect(page.data.itemPresets.edges).toEqual([{ node: { name: 'Split system service' } }]);
    expect(page.data.itemPresets.pageInfo.hasNextPage).toBe(true);
    const next = await a.gql('query($after: String) { itemPresets(first: 5, after: $after) { edges { node { name } } } }', {
      after: page.data.itemPresets.pageInfo.endCursor,
    });
    expect(next.data.itemPresets.edges).toEqual([{ node: { name: 'Thermostat' } }]);
    const search = await a.gql('{ itemPresets(search: "CLEAN") { edges { node { name } } } }');
    expect(search.data.itemPresets.edges).toEqual([{ node: { name: 'Split system service' } }]);

    const del = await a.gql(`mutation($id: ID!) { deleteItemPreset(id: $id) { __typename ... on DeleteItemPresetPayload { id } } }`, {
      id: fresh.data.ensureItemPreset.id,
    });
    expect(del.data.deleteItemPreset).toEqual({ __typename: 'DeleteItemPresetPayload', id: fresh.data.ensureItemPreset.id });
  });

  it('answers failures as typed AppErrors, refuses technicians and visitors, never shows another organisation', async () => {
    const mine = await createOrg(t, 'Gql Price Fail Co');
    const theirs = await createOrg(t, 'Gql Price Fail Other Co', ['admin']);
    const foreign = await t.database.db.itemPreset.create({ data: { orgId: theirs.org.id, name: 'Secret price', unitAmountCents: 1 } });
    const a = await signedIn(mine.admin);
    const bad = await a.gql(
      'mutation { createItemPreset(input: { name: "X", unitAmountCents: 100, taxRate: 15 }) { ... on AppError { code message } } }',
    );
    expect(bad.data.createItemPreset).toEqual({ code: 'VALIDATION', message: 'Tax rate must be 10 or 0' });
    const neg = await a.gql(
      'mutation { ensureItemPreset(input: { name: "X", unitAmountCents: -5 }) { ... on AppError { code message } } }',
    );
    expect(neg.data.ensureItemPreset).toEqual({ code: 'VALIDATION', message: 'Unit amount cannot be negative' });
    const del = await a.gql(`mutation { deleteItemPreset(id: "${foreign.id}") { ... on AppError { code message } } }`);
    expect(del.data.deleteItemPreset).toEqual({ code: 'NOT_FOUND', message: 'Item not found' });
    expect((await a.gql('{ itemPresets(search: "secret") { edges { node { id } } } }')).data.itemPresets.edges).toEqual([]);

    const tech = await signedIn(mine.technician);
    expect((await tech.gql('{ itemPresets { edges { node { id } } } }')).data.itemPresets.edges).toEqual([]);
    for (const op of [
      'mutation { createItemPreset(input: { name: "X", unitAmountCents: 1 }) { __typename } }',
      'mutation { ensureItemPreset(input: { name: "X", unitAmountCents: 1 }) { __typename } }',
      `mutation { deleteItemPreset(id: "${foreign.id}") { __typename } }`,
    ]) {
      expect((await tech.gql(op)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await new Agent(t).gql(op)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    }
    expect((await new Agent(t).gql('{ itemPresets { edges { node { id } } } }')).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
