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
async function signedIn(role: UserRole = 'admin', name = 'Coolair') {
  const org = await createOrg(t, name);
  const a = new Agent(t, { ip: `10.30.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}` });
  await a.login(org[role].email, PASSWORD);
  return { a, ...org };
}

const BOUNDARY = '----spanner-csv-boundary';

/** A multipart body with one file part (and any text parts before it). */
function multipart(field: string, filename: string, bytes: Buffer | string, fields: Record<string, string> = {}) {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const payload = Buffer.concat([
    Buffer.from(parts.join('')),
    Buffer.from(
      `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${field}"; filename="${filename}"\r\ncontent-type: text/csv\r\n\r\n`,
    ),
    Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}

const upload = (a: Agent, kind: 'customers' | 'equipment', csv: Buffer | string, filename = `${kind}.csv`) =>
  a.request('POST', `/api/${kind}/import-csv`, multipart('csvFile', filename, csv));

const customersOf = (orgId: string) =>
  t.database.db.customer.findMany({
    where: { orgId },
    orderBy: { name: 'asc' },
    omit: { id: true, orgId: true, createdAt: true, updatedAt: true },
  });

describe('POST /api/customers/import-csv', () => {
  it('maps headings case-insensitively, reads quotes, commas and line breaks inside fields, a BOM and CRLF', async () => {
    const { a, org } = await signedIn();
    const csv =
      '\uFEFFCOMPANY NAME,contact,E-mail,Phone Number,Address,City,state,Post Code,Comments,Favourite Colour\r\n' +
      '"Brew & Bloom Café","Rossi, Marco",marco@brewandbloom.com.au,03 9417 2231,214 Brunswick Street,Fitzroy,VIC,3065,"Rear access via the laneway.\r\nLadder in the ""storeroom""",blue\r\n' +
      '\r\n' +
      'Bayside Family Dental,Kate Mitchell,,,88 Church Street,Brighton,VIC,3186,,\r\n';
    const res = await upload(a, 'customers', csv);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ imported: 2, total: 2, errors: [], failed_rows_csv: null });
    expect(await customersOf(org.id)).toEqual([
      {
        name: 'Bayside Family Dental',
        contactName: 'Kate Mitchell',
        abn: null,
        email: null,
        phone: null,
        street: '88 Church Street',
        suburb: 'Brighton',
        state: 'VIC',
        postcode: '3186',
        notes: null,
        // An imported customer gets payment reminders as any other (the office may switch them off).
        noPaymentReminders: false,
      },
      {
        name: 'Brew & Bloom Café',
        contactName: 'Rossi, Marco',
        abn: null,
        email: 'marco@brewandbloom.com.au',
        phone: '03 9417 2231',
        street: '214 Brunswick Street',
        suburb: 'Fitzroy',
        state: 'VIC',
        postcode: '3065',
        notes: 'Rear access via the laneway.\r\nLadder in the "storeroom"',
        noPaymentReminders: false,
      },
    ]);
    // Imported rows read back like any other: new ids, and created/updated now (in UTC).
    const listed = (await a.get('/api/customers')).body;
    for (const c of listed) {
      expect(Math.abs(Date.parse(c.created_at) - Date.now())).toBeLessThan(60_000);
      expect(c.updated_at).toBe(c.created_at);
      expect((await a.get(`/api/customers/${c.id}`)).status).toBe(200);
    }
  });

  it('imports the valid rows and reports every problem of each invalid row: row number, column as headed, reason', async () => {
    const { a, org } = await signedIn();
    const csv = [
      'Name,E-mail,Notes',
      'Good One,good@one.com.au,',
      ',nobody@x.com,"first, with a comma"',
      'Bad Email Co,not-an-email,"said ""hi"""',
      'Good Two,,',
      '"   ",also bad,',
    ].join('\n');
    const res = await upload(a, 'customers', csv);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      imported: 2,
      total: 5,
      errors: [
        { row: 3, column: 'Name', error: 'Company name is required' },
        { row: 4, column: 'E-mail', error: 'Enter a valid email' },
        { row: 6, column: 'Name', error: 'Company name is required' },
        { row: 6, column: 'E-mail', error: 'Enter a valid email' },
      ],
      failed_rows_csv: [
        'Name,E-mail,Notes,Error',
        ',nobody@x.com,"first, with a comma",Name: Company name is required',
        'Bad Email Co,not-an-email,"said ""hi""",E-mail: Enter a valid email',
        '"   ",also bad,,Name: Company name is required; E-mail: Enter a valid email',
      ].join('\r\n'),
    });
    expect((await customersOf(org.id)).map((c) => c.name)).toEqual(['Good One', 'Good Two']);
  });

  it('checks Australian phone numbers, states and postcodes, each problem on its column, and stores the state abbreviated', async () => {
    const { a, org } = await signedIn();
    const csv = [
      'Company Name,Phone,State,Postcode',
      'Good Co,0412 345 678,victoria,3000',
      'Bad Co,9123 4567,Vic.,30000',
      'Also Good,(02) 9876 5432,NSW,2000',
    ].join('\n');
    const res = await upload(a, 'customers', csv);
    expect(res.body).toMatchObject({
      imported: 2,
      total: 3,
      errors: [
        { row: 3, column: 'Phone', error: 'Enter an Australian phone number with its area code, like 03 9123 4567 or 0412 345 678' },
        { row: 3, column: 'State', error: 'State must be one of VIC, NSW, QLD, SA, WA, TAS, NT or ACT' },
        { row: 3, column: 'Postcode', error: 'Postcode must be 4 digits' },
      ],
    });
    expect((await customersOf(org.id)).map((c) => [c.name, c.state, c.postcode])).toEqual([
      ['Also Good', 'NSW', '2000'],
      ['Good Co', 'VIC', '3000'],
    ]);
  });

  it('takes back its failed rows once fixed: the Error column is ignored, so the fixed file imports', async () => {
    const { a, org } = await signedIn();
    const first = await upload(a, 'customers', 'Company Name,Email\nFine Co,fine@x.com.au\nTypo Co,typo@\n');
    expect(first.body).toMatchObject({ imported: 1, total: 2 });
    const fixed = (first.body.failed_rows_csv as string).replace('typo@,', 'typo@x.com.au,');
    expect(fixed).toBe('Company Name,Email,Error\r\nTypo Co,typo@x.com.au,Email: Enter a valid email');
    expect((await upload(a, 'customers', fixed)).body).toEqual({ imported: 1, total: 1, errors: [], failed_rows_csv: null });
    expect((await customersOf(org.id)).map((c) => [c.name, c.email])).toEqual([
      ['Fine Co', 'fine@x.com.au'],
      ['Typo Co', 'typo@x.com.au'],
    ]);
  });

  it('does not create a duplicate of an existing customer or of an earlier row (same name, any case)', async () => {
    const { a, org } = await signedIn();
    await a.post('/api/customers', { name: 'Acme Strata' });
    const csv = 'Company\nACME  strata\nNew Co\nnew co\nOther Co\n';
    const res = await upload(a, 'customers', csv);
    expect(res.body).toMatchObject({
      imported: 2,
      total: 4,
      errors: [
        { row: 2, column: 'Company', error: 'A customer named "ACME  strata" already exists' },
        { row: 4, column: 'Company', error: '"new co" is already in row 3 of this file' },
      ],
    });
    expect((await customersOf(org.id)).map((c) => c.name)).toEqual(['Acme Strata', 'New Co', 'Other Co']);
    // Importing the same file again creates nothing.
    expect((await upload(a, 'customers', csv)).body).toMatchObject({ imported: 0, total: 4 });
  });

  it.each([
    ['wrong columns', 'Person,Favourite Colour\nAnn,blue\n', 400, /^The first row must name the columns, including "Company Name"/],
    ['an empty file', '', 400, /^The CSV file is empty$/],
    ['only blank lines', '\r\n\r\n', 400, /^The CSV file is empty$/],
    ['a header without rows', 'Company Name,Email\r\n', 400, /^The CSV file has a header row but no rows to import$/],
    ['a quote never closed', 'Name\nGood\n"Broken, row\nMore\n', 400, /^Row 3 has a quote \("\) that is never closed$/],
    [
      'Latin-1 text (not UTF-8)',
      Buffer.from('Name\nCaf\xe9 Roma\n', 'latin1'),
      400,
      /^The file is not UTF-8 text\. Save it as "CSV UTF-8" and try again\.$/,
    ],
    ['UTF-16 text', Buffer.from('\uFEFFName\r\nAcme\r\n', 'utf16le'), 400, /UTF-16/],
    ['an Excel workbook', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]), 400, /Excel workbook/],
  ])('refuses %s with a clear error and imports nothing', async (_what, csv, status, message) => {
    const { a, org } = await signedIn();
    const res = await upload(a, 'customers', csv as string | Buffer);
    expect(res.status).toBe(status);
    expect(res.body.error).toMatch(message);
    expect(await customersOf(org.id)).toEqual([]);
  });

  it('refuses a file that is not named .csv, a wrong field and a JSON body', async () => {
    const { a } = await signedIn();
    const xlsx = await upload(a, 'customers', 'Name\nAcme\n', 'customers.xlsx');
    expect(xlsx.status).toBe(415);
    expect(xlsx.body.error).toBe('Please select a CSV file');
    const wrongField = await a.request('POST', '/api/customers/import-csv', multipart('file', 'c.csv', 'Name\nAcme\n'));
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.error).toBe('No file in the field "csvFile"');
    const json = await a.post('/api/customers/import-csv', { csvFile: 'Name\nAcme' });
    expect(json.status).toBe(415);
  });

  it('imports 10,000 rows in batches, quickly', async () => {
    const { a, org } = await signedIn('manager');
    const lines = ['Company Name,Contact Name,Email,Phone,Street,Suburb,State,Postcode,Notes'];
    for (let i = 0; i < 10_000; i++) {
      lines.push(
        `Customer ${i},Person ${i},person${i}@example.com.au,03 9000 ${String(i).padStart(4, '0')},${i} Main Street,Preston,VIC,3072,"Note ${i}, with a comma"`,
      );
    }
    const started = performance.now();
    const res = await upload(a, 'customers', lines.join('\r\n'));
    const ms = performance.now() - started;
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ imported: 10_000, total: 10_000, errors: [], failed_rows_csv: null });
    expect(await t.database.db.customer.count({ where: { orgId: org.id } })).toBe(10_000);
    console.log(`imported 10,000 customers in ${Math.round(ms)} ms (${t.database.kind})`);
    expect(ms).toBeLessThan(20_000);
  });

  it('refuses more than 20,000 rows up front', async () => {
    const { a, org } = await signedIn();
    const csv = `Name\n${Array.from({ length: 20_001 }, (_, i) => `C${i}`).join('\n')}`;
    const res = await upload(a, 'customers', csv);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('The CSV file has 20,001 rows; import at most 20,000 at a time');
    expect(await customersOf(org.id)).toEqual([]);
  });
});

describe('POST /api/equipment/import-csv', () => {
  it('creates equipment with the customer found by name (any case) and the service interval', async () => {
    const { a, org } = await signedIn();
    const cafe = (await a.post('/api/customers', { name: 'Brew & Bloom Café' })).body.customer;
    const csv = [
      'Equipment Name,Brand,Model Number,Serial Number,Customer,Service Interval,Notes',
      'Rooftop package unit,Daikin,"FTXM50, R32",SN-001,brew & bloom café,6 months,"On the roof, ladder in the storeroom"',
      'Cool room,Kirby,KCR-2,SN-002,,12,',
      'Spare split,Mitsubishi,MSZ-AP25,,,none,',
      'Office split,Fujitsu,ASTG09,,,,',
    ].join('\r\n');
    const res = await upload(a, 'equipment', csv);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ imported: 4, total: 4, errors: [], failed_rows_csv: null });
    const rows = await t.database.db.equipment.findMany({
      where: { orgId: org.id },
      orderBy: { name: 'asc' },
      select: { name: true, make: true, model: true, serial: true, customerId: true, serviceIntervalMonths: true, notes: true },
    });
    expect(rows).toEqual([
      { name: 'Cool room', make: 'Kirby', model: 'KCR-2', serial: 'SN-002', customerId: null, serviceIntervalMonths: 12, notes: null },
      { name: 'Office split', make: 'Fujitsu', model: 'ASTG09', serial: null, customerId: null, serviceIntervalMonths: null, notes: null },
      {
        name: 'Rooftop package unit',
        make: 'Daikin',
        model: 'FTXM50, R32',
        serial: 'SN-001',
        customerId: cafe.id,
        serviceIntervalMonths: 6,
        notes: 'On the roof, ladder in the storeroom',
      },
      {
        name: 'Spare split',
        make: 'Mitsubishi',
        model: 'MSZ-AP25',
        serial: null,
        customerId: null,
        serviceIntervalMonths: null,
        notes: null,
      },
    ]);
  });

  it('reports unknown customers, bad intervals, missing names and duplicate serials by row', async () => {
    const { a, org } = await signedIn();
    await t.database.db.equipment.create({ data: { orgId: org.id, name: 'Existing', serial: 'ABC-1' } });
    const csv = [
      'Name,Serial,Customer,Service Interval',
      'Unit A,abc-1,,',
      'Unit B,NEW-1,,',
      'Unit C,new-1,,',
      'Unit D,,Nobody Pty Ltd,',
      'Unit E,,,300',
      ',,,',
      ',X-9,,',
      'Unit F,,,',
      'Unit G,,,',
    ].join('\n');
    const res = await upload(a, 'equipment', csv);
    expect(res.body).toMatchObject({
      imported: 3,
      total: 8,
      errors: [
        { row: 2, column: 'Serial', error: 'Equipment with serial "abc-1" already exists' },
        { row: 4, column: 'Serial', error: 'Serial "new-1" is already in row 3 of this file' },
        { row: 5, column: 'Customer', error: 'Customer "Nobody Pty Ltd" not found' },
        { row: 6, column: 'Service Interval', error: 'Service interval must be none or a whole number of months from 1 to 120' },
        { row: 8, column: 'Name', error: 'Name is required' },
      ],
    });
    expect(res.body.failed_rows_csv.split('\r\n')).toEqual([
      'Name,Serial,Customer,Service Interval,Error',
      'Unit A,abc-1,,,"Serial: Equipment with serial ""abc-1"" already exists"',
      'Unit C,new-1,,,"Serial: Serial ""new-1"" is already in row 3 of this file"',
      'Unit D,,Nobody Pty Ltd,,"Customer: Customer ""Nobody Pty Ltd"" not found"',
      'Unit E,,,300,Service Interval: Service interval must be none or a whole number of months from 1 to 120',
      ',X-9,,,Name: Name is required',
    ]);
    expect(await t.database.db.equipment.count({ where: { orgId: org.id } })).toBe(4);
  });

  it('refuses a file without a name column', async () => {
    const { a } = await signedIn();
    const res = await upload(a, 'equipment', 'Serial,Make\nX,Y\n');
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/^The first row must name the columns, including "Name"\. Expected columns: Name, Make, Model, Serial/);
  });

  it('imports 10,000 units spread over customers, quickly', async () => {
    const { a, org } = await signedIn();
    await t.database.db.customer.createMany({ data: Array.from({ length: 100 }, (_, i) => ({ orgId: org.id, name: `Site ${i}` })) });
    const lines = ['Name,Make,Model,Serial,Customer,Service Interval'];
    for (let i = 0; i < 10_000; i++) lines.push(`Split system ${i},Daikin,FTXM${i % 50},SER-${i},site ${i % 100},${i % 2 ? 6 : 12}`);
    const started = performance.now();
    const res = await upload(a, 'equipment', lines.join('\n'));
    const ms = performance.now() - started;
    expect(res.body).toEqual({ imported: 10_000, total: 10_000, errors: [], failed_rows_csv: null });
    expect(await t.database.db.equipment.count({ where: { orgId: org.id, customerId: { not: null } } })).toBe(10_000);
    console.log(`imported 10,000 equipment rows in ${Math.round(ms)} ms (${t.database.kind})`);
    expect(ms).toBeLessThan(20_000);
  });
});

describe('who may import', () => {
  it('refuses technicians (403) and anonymous callers (401), importing nothing', async () => {
    const { a: tech, org } = await signedIn('technician');
    for (const kind of ['customers', 'equipment'] as const) {
      const res = await upload(tech, kind, 'Name\nSneaky\n');
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('You do not have permission to do that');
      const anon = await upload(new Agent(t, { ip: '10.31.0.1' }), kind, 'Name\nSneaky\n');
      expect(anon.status).toBe(401);
    }
    expect(await customersOf(org.id)).toEqual([]);
    expect(await t.database.db.equipment.count({ where: { orgId: org.id } })).toBe(0);
  });

  it("keeps organisations apart: another organisation's names are neither duplicates nor customers to link", async () => {
    const theirs = await signedIn('admin', 'Theirs');
    await theirs.a.post('/api/customers', { name: 'Shared Name Pty Ltd' });
    const mine = await signedIn('admin', 'Mine');
    expect((await upload(mine.a, 'customers', 'Name\nShared Name Pty Ltd\n')).body).toMatchObject({ imported: 1, total: 1, errors: [] });
    const only = await signedIn('admin', 'Third');
    const res = await upload(only.a, 'equipment', 'Name,Customer\nUnit,Shared Name Pty Ltd\n');
    expect(res.body.errors).toEqual([{ row: 2, column: 'Customer', error: 'Customer "Shared Name Pty Ltd" not found' }]);
    expect(await t.database.db.customer.count({ where: { orgId: theirs.org.id } })).toBe(1);
    expect(await t.database.db.customer.count({ where: { orgId: mine.org.id } })).toBe(1);
  });
});

describe('GraphQL importCsv', () => {
  const operations = (kind: string) =>
    JSON.stringify({
      query: `mutation ($kind: ImportKind!, $file: File!) { importCsv(kind: $kind, file: $file) { __typename ... on ImportResult { imported total errors { row column error } failedRowsCsv } ... on AppError { code message } } }`,
      variables: { kind, file: null },
    });
  const gqlUpload = (a: Agent, kind: string, csv: string | Buffer, filename = 'import.csv') =>
    a.request(
      'POST',
      '/graphql',
      multipart('0', filename, csv, { operations: operations(kind), map: JSON.stringify({ 0: ['variables.file'] }) }),
    );

  it('imports customers and equipment from a multipart request', async () => {
    const { a, org } = await signedIn('manager');
    const customers = await gqlUpload(a, 'CUSTOMERS', 'Company Name,Email\nAlpha Cooling,alpha@x.com.au\nBeta,bad\n,worse\n');
    expect(customers.status).toBe(200);
    expect(customers.body.data.importCsv).toEqual({
      __typename: 'ImportResult',
      imported: 1,
      total: 3,
      errors: [
        { row: 3, column: 'Email', error: 'Enter a valid email' },
        { row: 4, column: 'Company Name', error: 'Company name is required' },
        { row: 4, column: 'Email', error: 'Enter a valid email' },
      ],
      failedRowsCsv:
        'Company Name,Email,Error\r\nBeta,bad,Email: Enter a valid email\r\n,worse,Company Name: Company name is required; Email: Enter a valid email',
    });
    const equipment = await gqlUpload(a, 'EQUIPMENT', 'Name,Customer\nCool room,ALPHA COOLING\n');
    expect(equipment.body.data.importCsv).toMatchObject({ imported: 1, total: 1 });
    const unit = await t.database.db.equipment.findFirstOrThrow({ where: { orgId: org.id }, include: { customer: true } });
    expect(unit.customer?.name).toBe('Alpha Cooling');
  });

  it('answers a bad file as a typed AppError, and refuses technicians and anonymous callers', async () => {
    const { a } = await signedIn();
    const bad = await gqlUpload(a, 'CUSTOMERS', Buffer.from('Name\nCaf\xe9\n', 'latin1'));
    expect(bad.body.data.importCsv).toEqual({
      __typename: 'AppError',
      code: 'VALIDATION',
      message: 'The file is not UTF-8 text. Save it as "CSV UTF-8" and try again.',
    });
    const { a: tech } = await signedIn('technician');
    expect((await gqlUpload(tech, 'CUSTOMERS', 'Name\nX\n')).body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await gqlUpload(new Agent(t, { ip: '10.31.0.2' }), 'CUSTOMERS', 'Name\nX\n')).body.errors?.[0].extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });
});
