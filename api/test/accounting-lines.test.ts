import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { openXeroAsSealed } from '../src/domain/accounting/open-xero.ts';
import { openSync } from '../src/domain/accounting/sync-jobs.ts';
import { dayKeyOf, formatLongDay } from '../src/rules/zoned-time.ts';
import { business, MAPPINGS, syncSettled, useSyncWorld, world } from './accounting-sync-world.ts';
import type { AccountingFake } from './fake-xero/accounting.ts';
import type { TestApp } from './harness.ts';

// Invoice lines in the books (docs/accounting.md "What flows"): a price-list item's code carried onto the invoice
// line and sent as Xero's ItemCode, the invoice's job type or technician as the line's tracking option, and Xero's
// lock dates — nothing dated in a locked period is sent, and an invoice there is never overwritten.

useSyncWorld();
let t: TestApp;
let xero: AccountingFake;
beforeAll(() => {
  ({ t, xero } = world);
});

type Business = Awaited<ReturnType<typeof business>>;
const today = () => dayKeyOf(new Date(), 'Australia/Melbourne');
const GQL_LINES = 'lines { itemName itemCode description }';

/** A draft invoice of these lines (REST), and the function that emails it (which queues its push). */
async function draftInvoice(b: Business, lines: Record<string, unknown>[]) {
  const made = await b.admin.post('/api/invoices', { customerId: b.customer.id, issue_date: today(), lines });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const email = async () => {
    const sent = await b.admin.post(`/api/invoices/${made.body.id}/email`, { emails: b.email, subject: `Invoice ${made.body.number}` });
    expect(sent.status).toBe(200);
  };
  return { inv: made.body, email };
}

const rowOf = async (b: Business, recordType: string, recordId: string) =>
  (await b.rows()).find((r) => r.recordType === recordType && r.recordId === recordId);

describe('price-list item codes', () => {
  it('are kept on the price list over REST and GraphQL, unique ignoring case, at most 30 characters, in words', async () => {
    const b = await business('Item Code Electrical');
    const made = await b.admin.post('/api/item-presets', { name: 'Labour (per hour)', unit_amount: 9_500, tax_rate: 10, code: ' LAB-HR ' });
    expect([made.status, made.body.code]).toEqual([201, 'LAB-HR']);

    const clash = await b.admin.post('/api/item-presets', { name: 'Overtime', unit_amount: 14_000, code: 'lab-hr' });
    expect([clash.status, clash.body.error]).toEqual([400, 'Another price-list item already has this code']);
    const long = await b.admin.post('/api/item-presets', { name: 'Overtime', unit_amount: 14_000, code: 'X'.repeat(31) });
    expect([long.status, long.body.error]).toEqual([400, 'Code must be at most 30 characters']);

    const gql = await b.admin.gql(
      `mutation { made: createItemPreset(input: { name: "Call-out fee", unitAmountCents: 9900, itemCode: "CALLOUT" }) { __typename ... on ItemPreset { itemCode } }
        clash: createItemPreset(input: { name: "Call-out (after hours)", unitAmountCents: 19900, itemCode: "callout" }) { __typename ... on AppError { code message fieldErrors { field message } } } }`,
    );
    expect(gql.data.made).toEqual({ __typename: 'ItemPreset', itemCode: 'CALLOUT' });
    expect(gql.data.clash).toEqual({
      __typename: 'AppError',
      code: 'VALIDATION',
      message: 'Another price-list item already has this code',
      fieldErrors: [{ field: 'code', message: 'Another price-list item already has this code' }],
    });

    // Its own code again is no clash; left out, the code stays; blank, it is cleared.
    const kept = await b.admin.put(`/api/item-presets/${made.body.id}`, { name: 'Labour (per hour)', unit_amount: 9_800, code: 'LAB-HR' });
    expect([kept.status, kept.body.code]).toEqual([200, 'LAB-HR']);
    const listed = await b.admin.get('/api/item-presets?search=labour');
    expect(listed.body.map((p: { code: string | null }) => p.code)).toEqual(['LAB-HR']);
    const unchanged = await b.admin.put(`/api/item-presets/${made.body.id}`, { name: 'Labour (per hour)', unit_amount: 9_900 });
    expect([unchanged.status, unchanged.body.code]).toEqual([200, 'LAB-HR']);
    const cleared = await b.admin.put(`/api/item-presets/${made.body.id}`, { name: 'Labour (per hour)', unit_amount: 9_800, code: '' });
    expect([cleared.status, cleared.body.code]).toEqual([200, null]);
  });

  it("are copied onto the invoice's lines and sent as Xero's ItemCode, the line keeping its own description, price and account", async () => {
    const b = await business('Item Code Plumbing');
    await b.admin.post('/api/item-presets', { name: 'Labour (per hour)', unit_amount: 9_500, code: 'LAB-HR' });
    const { inv, email } = await draftInvoice(b, [
      { item_name: 'labour (per hour)', description: 'Replace tempering valve', quantity: 2, unit_amount: 11_000, tax_rate: 10 },
      { description: 'Tempering valve', quantity: 1, unit_amount: 18_500, tax_rate: 10 },
    ]);
    expect(inv.items.map((l: { item_code: string | null }) => l.item_code)).toEqual(['LAB-HR', null]);
    const read = await b.admin.gql(`query($id: ID!) { invoice(id: $id) { ${GQL_LINES} } }`, { id: inv.id });
    expect(read.data.invoice.lines.map((l: { itemCode: string | null }) => l.itemCode)).toEqual(['LAB-HR', null]);

    await email();
    await syncSettled();
    const [x] = b.books.invoices;
    expect(x.LineItems.map((l) => [l.ItemCode, l.Description, l.UnitAmount, l.AccountCode])).toEqual([
      ['LAB-HR', 'Replace tempering valve', 110, '200'],
      [undefined, 'Tempering valve', 185, '200'],
    ]);
    expect((await rowOf(b, 'invoice', inv.id))?.state).toBe('sent');
  });

  it("an item code Xero does not hold fails the invoice's row in Xero's words, and nothing is made", async () => {
    const b = await business('Item Code Unknown Gas');
    await b.admin.post('/api/item-presets', { name: 'Gas compliance', unit_amount: 15_000, code: 'GAS-CERT' });
    const { inv, email } = await draftInvoice(b, [{ item_name: 'Gas compliance', quantity: 1, unit_amount: 15_000, tax_rate: 10 }]);
    await email();
    await syncSettled();
    expect(b.books.invoices).toEqual([]);
    const row = await rowOf(b, 'invoice', inv.id);
    expect([row?.state, row?.lastError]).toEqual(['failed', "Xero says: Item code 'GAS-CERT' is not valid"]);
  });
});

/** A job of this type and technician behind the invoice (its completed job), as Convert to Invoice leaves it. */
async function jobBehind(b: Business, invoiceId: string, jobType: 'service' | 'installation' | null) {
  const technician = await t.database.db.user.findFirstOrThrow({ where: { orgId: b.org.id, role: 'technician' } });
  const job = await b.db.job.create({
    data: { orgId: b.org.id, title: 'Hot water', jobType, technicians: { create: [{ userId: technician.id }] } } as never,
  });
  await b.db.completedJob.create({ data: { orgId: b.org.id, jobId: job.id, title: 'Hot water', invoiceId } as never });
  return technician;
}

const trackBy = (b: Business, trackingSource: string, trackingCategoryId: string) =>
  b.db.accountingConnection.updateMany({ data: { mappings: { ...MAPPINGS, trackingSource, trackingCategoryId } } });

describe('tracking categories on lines', () => {
  it("puts the job's type on every line as the chosen category's option; an option the category lacks is refused in words until added", async () => {
    const b = await business('Tracking Job Type Heating');
    const category = xero.chartOf(b.tenant.tenantId).trackingCategories.find((c) => c.Name === 'Job type');
    if (!category) throw new Error('the demo file has a Job type category');
    await trackBy(b, 'job_type', category.TrackingCategoryID);

    const service = await draftInvoice(b, [
      { description: 'Service', quantity: 1, unit_amount: 20_000, tax_rate: 10 },
      { description: 'Filter', quantity: 1, unit_amount: 3_000, tax_rate: 10 },
    ]);
    await jobBehind(b, service.inv.id, 'service');
    await service.email();
    await syncSettled();
    expect(b.books.invoices[0].LineItems.map((l) => l.Tracking?.map((x) => [x.Name, x.Option]))).toEqual([
      [['Job type', 'Service']],
      [['Job type', 'Service']],
    ]);

    const install = await draftInvoice(b, [{ description: 'New system', quantity: 1, unit_amount: 250_000, tax_rate: 10 }]);
    await jobBehind(b, install.inv.id, 'installation');
    await install.email();
    await syncSettled();
    const row = await rowOf(b, 'invoice', install.inv.id);
    expect([row?.state, row?.lastError]).toEqual([
      'failed',
      `Not sent: Xero's tracking category 'Job type' has no option 'Installation' (its job's type on ${install.inv.number}). Add the option in Xero (Settings → Tracking categories), or choose no tracking in Settings → Accounting, then retry`,
    ]);
    expect(b.books.invoices).toHaveLength(1);

    // The business adds the option in Xero; Retry sends the invoice tracked.
    category.Options.push({ TrackingOptionID: randomUUID(), Name: 'Installation', Status: 'ACTIVE' });
    expect((await b.admin.post(`/api/accounting/activity/${row?.id}/retry`)).status).toBe(200);
    await syncSettled();
    expect(b.books.invoices[1].LineItems[0].Tracking?.map((x) => [x.Name, x.Option])).toEqual([['Job type', 'Installation']]);
  });

  it("puts the job's technician's name as the option; an invoice without a job goes untracked", async () => {
    const b = await business('Tracking Technician Air');
    const technician = await t.database.db.user.findFirstOrThrow({ where: { orgId: b.org.id, role: 'technician' } });
    const chart = xero.chartOf(b.tenant.tenantId);
    const category = {
      TrackingCategoryID: randomUUID(),
      Name: 'Technician',
      Status: 'ACTIVE' as const,
      Options: [{ TrackingOptionID: randomUUID(), Name: technician.name.toUpperCase(), Status: 'ACTIVE' as const }],
    };
    chart.trackingCategories.push(category);
    await trackBy(b, 'technician', category.TrackingCategoryID);

    const tracked = await draftInvoice(b, [{ description: 'Split system service', quantity: 1, unit_amount: 18_000, tax_rate: 10 }]);
    await jobBehind(b, tracked.inv.id, null);
    await tracked.email();
    const untracked = await draftInvoice(b, [{ description: 'Counter sale', quantity: 1, unit_amount: 5_000, tax_rate: 10 }]);
    await untracked.email();
    await syncSettled();
    const byNumber = (n: string) => b.books.invoices.find((i) => i.InvoiceNumber === n);
    // Xero's own spelling of the option is sent (matched ignoring case).
    expect(byNumber(tracked.inv.number)?.LineItems[0].Tracking?.map((x) => [x.Name, x.Option])).toEqual([
      ['Technician', technician.name.toUpperCase()],
    ]);
    expect(byNumber(untracked.inv.number)?.LineItems[0].Tracking).toBeUndefined();
  });
});

describe('lock dates', () => {
  it('an invoice and a payment dated in a period locked in Xero are not sent, in words; unlocked, Retry sends them once', async () => {
    const b = await business('Lock Date Roofing');
    b.books.lock.PeriodLockDate = today();
    const { inv, email } = await draftInvoice(b, [{ description: 'Gutter repair', quantity: 1, unit_amount: 40_000, tax_rate: 10 }]);
    await email();
    await syncSettled();
    const row = await rowOf(b, 'invoice', inv.id);
    expect([row?.state, row?.lastError]).toEqual([
      'failed',
      `${inv.number} is dated ${formatLongDay(today())}, in a period locked in Xero (to ${formatLongDay(today())}): unlock it in Xero, or change the invoice's date, then retry`,
    ]);
    expect(b.books.invoices).toEqual([]);

    b.books.lock.PeriodLockDate = null;
    expect((await b.admin.post(`/api/accounting/activity/${row?.id}/retry`)).status).toBe(200);
    await syncSettled();
    expect(b.books.invoices.map((i) => i.InvoiceNumber)).toEqual([inv.number]);

    // The end-of-year lock too: a payment received today is not sent.
    b.books.lock.EndOfYearLockDate = today();
    const paid = await b.admin.post(`/api/invoices/${inv.id}/payments`, { amount: 10_000, method: 'bank_transfer' });
    expect(paid.status).toBe(201);
    await syncSettled();
    const paymentRow = await rowOf(b, 'payment', paid.body.id);
    expect([paymentRow?.state, paymentRow?.lastError]).toEqual([
      'failed',
      `The payment of $100.00 on ${inv.number} is dated ${formatLongDay(today())}, in a period locked in Xero (to ${formatLongDay(today())}): unlock it in Xero, then retry`,
    ]);
    expect(b.books.payments).toEqual([]);
  });

  it('an invoice Xero holds in a locked period is never overwritten by an edit made in Spanner', async () => {
    const b = await business('Lock Date Edited Fencing');
    const { inv, email } = await draftInvoice(b, [{ description: 'Colorbond fence', quantity: 1, unit_amount: 300_000, tax_rate: 10 }]);
    await email();
    await syncSettled();
    const [x] = b.books.invoices;
    expect(x.Total).toBe(3_300);

    b.books.lock.PeriodLockDate = today();
    const edited = await b.admin.put(`/api/invoices/${inv.id}`, {
      lines: [{ description: 'Colorbond fence', quantity: 1, unit_amount: 320_000, tax_rate: 10 }],
    });
    expect(edited.status).toBe(200);
    await email();
    await syncSettled();
    const row = await rowOf(b, 'invoice', inv.id);
    expect(row?.state).toBe('failed');
    expect(row?.lastError).toContain(`${inv.number} is dated ${formatLongDay(today())}, in a period locked in Xero`);
    expect(row?.lastError).toContain('unlock it in Xero, then retry');
    expect([b.books.invoices.length, x.Total, x.LineItems[0].UnitAmount]).toEqual([1, 3_300, 3_000]);
  });

  it("the fake refuses a write into a locked period as Xero does, in Xero's words, and the lock is read once per run", async () => {
    const b = await business('Lock Date Fake Check');
    b.books.lock.PeriodLockDate = '2026-03-31';
    b.books.lock.EndOfYearLockDate = '2025-06-30';
    const s = await openSync(b.db, { config: t.config, jobs: t.app.services.jobs }, openXeroAsSealed);
    if (!s) throw new Error('connected');
    expect(await s.books.lockedThrough()).toBe('2026-03-31');
    b.books.lock.PeriodLockDate = null;
    // Read once for the run: the lock seen at its start holds until the next run.
    expect(await s.books.lockedThrough()).toBe('2026-03-31');
    b.books.lock.PeriodLockDate = '2026-03-31';
    const contact = await s.books.createContact(
      { name: 'Lock Check Pty Ltd', email: null, taxNumber: null, phone: null, address: null },
      randomUUID(),
    );
    const input = {
      number: 'INV-LOCK',
      contactId: contact.id,
      reference: null,
      date: '2026-03-03',
      dueDate: null,
      amountTypes: 'Exclusive' as const,
      lines: [{ description: 'x', quantity: 1, unitAmount: 10, discountRate: 0, accountCode: '200', taxType: 'OUTPUT' }],
    };
    await expect(s.books.saveInvoice(input, null, randomUUID())).rejects.toThrow(
      'Xero says: The document date cannot be before the period lock date, currently set at 31-Mar-2026',
    );
    expect(b.books.invoices).toEqual([]);
  });
});
