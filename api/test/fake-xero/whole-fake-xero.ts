import { type AccountingFake, installAccounting } from './accounting.ts';
import { serveCharts } from './chart.ts';
import { type FakeAnswer, FakeXero } from './fake-xero.ts';
import { FAKE_XERO_CLIENT, FakeXeroIdentity } from './identity.ts';
import { installPayroll, type PayrollFake } from './payroll.ts';

// The whole Xero fake for a suite whose tests run in other processes than the fake (the browser suite): identity,
// chart of accounts and the accounting API, one Xero organisation every consent reaches, and two routes a test calls
// over HTTP to act as the business in Xero's own screens — list what Xero holds, and record a payment there, which
// Xero then tells Spanner about with its signed thin webhook.

export const FAKE_XERO_ORGANISATION = 'Demo Company (AU)';
export const FAKE_XERO_WEBHOOK_KEY = 'fake-xero-webhook-key';

export interface WholeFakeXero {
  fake: FakeXero;
  accounting: AccountingFake;
  payroll: PayrollFake;
  /** What a Spanner server sets to reach this fake. */
  env: Record<string, string>;
}

export async function startWholeFakeXero(): Promise<WholeFakeXero> {
  const fake = await FakeXero.start();
  new FakeXeroIdentity(fake);
  const charts = serveCharts(fake);
  const accounting = installAccounting(fake);
  accounting.chartOf = charts;
  const { tenantId } = fake.addTenant(FAKE_XERO_ORGANISATION);
  const books = () => accounting.books(tenantId);
  const payroll = installPayroll(fake);

  // GET /_test/invoices: the invoices Xero holds (number, status, total, amount paid).
  fake.route('GET', /^\/_test\/invoices$/, () => ({
    status: 200,
    body: books().invoices.map((i) => ({ number: i.InvoiceNumber, status: i.Status, total: i.Total, amountPaid: i.AmountPaid })),
  }));
  // POST /_test/pay {number, amount, notify}: the business records a payment in Xero; Xero posts its webhook to `notify`.
  fake.route('POST', /^\/_test\/pay$/, async (req): Promise<FakeAnswer> => {
    const { number, amount, notify } = JSON.parse(req.body) as { number: string; amount: number; notify: string };
    const invoice = books().invoices.find((i) => i.InvoiceNumber === number);
    if (!invoice) return { status: 404, body: { error: `Xero holds no invoice ${number}` } };
    accounting.payInXero(tenantId, invoice.InvoiceID, amount);
    const { body, signature } = accounting.webhook(FAKE_XERO_WEBHOOK_KEY, [
      { tenantId, category: 'INVOICE', resourceId: invoice.InvoiceID },
    ]);
    const told = await fetch(notify, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'x-xero-signature': signature },
    });
    return { status: 200, body: { webhookStatus: told.status } };
  });

  // POST /_test/edit {number, quantity}: the business changes the first line's quantity in Xero's own screens.
  fake.route('POST', /^\/_test\/edit$/, (req): FakeAnswer => {
    const { number, quantity } = JSON.parse(req.body) as { number: string; quantity: number };
    const invoice = books().invoices.find((i) => i.InvoiceNumber === number);
    if (!invoice) return { status: 404, body: { error: `Xero holds no invoice ${number}` } };
    const edited = accounting.editInXero(tenantId, invoice.InvoiceID, { lines: [{ Quantity: quantity }] });
    return { status: 200, body: { total: edited.Total } };
  });

  // POST /_test/payroll {employees: [{firstName, lastName, email}]}: the business sets up Xero Payroll (a weekly
  // calendar from a Monday and the usual earnings rates, once) and employs these people there.
  fake.route('POST', /^\/_test\/payroll$/, (req): FakeAnswer => {
    const { employees } = JSON.parse(req.body) as { employees: { firstName: string; lastName: string; email: string }[] };
    if (payroll.payroll(tenantId).calendars.length === 0) payroll.setUp(tenantId, employees);
    else payroll.employ(tenantId, employees);
    return { status: 200, body: { employees: payroll.payroll(tenantId).employees.length } };
  });
  // GET /_test/payroll/timesheets: the timesheets Xero Payroll holds (employee's email, status, hours).
  fake.route('GET', /^\/_test\/payroll\/timesheets$/, () => {
    const p = payroll.payroll(tenantId);
    return {
      status: 200,
      body: p.timesheets.map((t) => ({
        email: p.employees.find((e) => e.EmployeeID === t.EmployeeID)?.Email ?? null,
        status: t.Status,
        hours: t.Hours,
      })),
    };
  });

  return {
    fake,
    accounting,
    payroll,
    env: {
      XERO_CLIENT_ID: FAKE_XERO_CLIENT.id,
      XERO_CLIENT_SECRET: FAKE_XERO_CLIENT.secret,
      XERO_IDENTITY_URL: fake.url,
      XERO_API_URL: fake.url,
      XERO_WEBHOOK_KEY: FAKE_XERO_WEBHOOK_KEY,
      ACCOUNTING_TOKEN_KEY: 'accounting-token-key-for-the-browser-suite-0123456789',
    },
  };
}
