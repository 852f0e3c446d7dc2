import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentsBusiness, pdfBytes, TAX_DETAILS } from './documents-fixtures.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { pdfText } from './pdf-text.ts';

// A quote or tax invoice goes out only when the business has what a valid one needs (rules/tax-details.ts): ABN,
// address, phone and email, and on an invoice a way to pay. Refused over REST and GraphQL alike, with the list of
// what is missing and where to add it; nothing is sent, counted or marked sent. The PDF header carries the business's
// phone and email, and each line its item name and description.

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await startTestApp();
  url = await t.app.start(0, '127.0.0.1');
});
afterAll(() => t.close());

const NOTHING = {
  abn: null,
  street: null,
  suburb: null,
  state: null,
  postcode: null,
  phone: null,
  email: null,
  accountName: null,
  bsb: null,
  accountNumber: null,
  paymentInstructions: null,
};

const business = (name: string, org: Record<string, string | null>) =>
  documentsBusiness(t, name, { org, customer: { contactName: 'Mei Chen', email: 'mei@bayside.test' } });

const lines = [{ description: 'Service call', quantity: 1, unit_amount: 9900 }];
const SETTINGS = { label: 'Open Business settings', url: '/settings?tab=business' };

describe('sending needs the details of a valid tax invoice', () => {
  it('refuses to email a quote or invoice of a new business over REST, says what is missing, and sends nothing', async () => {
    const b = await business('Brand New Co', NOTHING);
    const { body: quote } = await b.admin.post('/api/quotes', { customerId: b.customer.id, lines });
    const { body: invoice } = await b.admin.post('/api/invoices', { customerId: b.customer.id, lines });

    const q = await b.admin.post(`/api/quotes/${quote.id}/email`, { email: 'mei@bayside.test' });
    expect(q.status).toBe(409);
    expect(q.body).toEqual({
      error: 'Add your ABN, business address, phone number and email address in Settings before you send this quote.',
      code: 'TAX_DETAILS_REQUIRED',
      action: SETTINGS,
      fieldErrors: {
        abn: 'Add your ABN (11 digits): a tax invoice must show it',
        address: 'Add your business address: street, suburb, state and postcode',
        phone: 'Add a phone number customers can call',
        email: 'Add an email address customers can reply to',
      },
    });
    const i = await b.manager.post(`/api/invoices/${invoice.id}/email`, { emails: 'mei@bayside.test' });
    expect(i.status).toBe(409);
    expect(i.body.error).toBe(
      'Add your ABN, business address, phone number, email address and payment details in Settings before you send this invoice.',
    );
    expect(Object.keys(i.body.fieldErrors)).toEqual(['abn', 'address', 'phone', 'email', 'payment']);

    expect((await b.admin.get(`/api/quotes/${quote.id}`)).body.status).toBe('draft');
    expect((await b.admin.get(`/api/invoices/${invoice.id}`)).body.status).toBe('draft');
    expect(await t.database.db.outgoingMessage.count({ where: { orgId: b.org.id } })).toBe(0);
  });

  it('refuses over GraphQL with the same list, and sends once the Business settings are complete', async () => {
    const b = await business('Half Done Co', { ...NOTHING, abn: '51824753556', phone: '03 9555 0101' });
    const { body: invoice } = await b.admin.post('/api/invoices', { customerId: b.customer.id, lines });
    const SEND = `mutation($id: ID!) { sendInvoiceEmail(id: $id, emails: ["mei@bayside.test"]) {
      __typename ... on Invoice { status } ... on AppError { code message fieldErrors { field message } } } }`;
    const refused = await b.manager.gql(SEND, { id: invoice.id });
    expect(refused.data.sendInvoiceEmail).toEqual({
      __typename: 'AppError',
      code: 'TAX_DETAILS_REQUIRED',
      message: 'Add your business address, email address and payment details in Settings before you send this invoice.',
      fieldErrors: [
        { field: 'address', message: 'Add your business address: street, suburb, state and postcode' },
        { field: 'email', message: 'Add an email address customers can reply to' },
        { field: 'payment', message: 'Add a BSB and account number, or other payment instructions' },
      ],
    });

    // Other payment instructions stand in for a bank account.
    const saved = await b.admin.gql(
      `mutation($input: UpdateOrganizationInput!) { updateOrganization(input: $input) { __typename ... on Organization { paymentInstructions } } }`,
      {
        input: {
          street: '5 Trade Way',
          suburb: 'Moorabbin',
          state: 'VIC',
          postcode: '3189',
          email: 'office@halfdone.test',
          paymentInstructions: 'PayID: 0412 345 678',
        },
      },
    );
    expect(saved.data.updateOrganization).toEqual({ __typename: 'Organization', paymentInstructions: 'PayID: 0412 345 678' });
    expect((await b.manager.gql(SEND, { id: invoice.id })).data.sendInvoiceEmail).toEqual({ __typename: 'Invoice', status: 'sent' });
    const mail = await t.database.db.outgoingMessage.findFirstOrThrow({ where: { invoiceId: invoice.id } });
    expect(mail.to).toContain('mei@bayside.test');
  });

  it('asks a quote for no payment details, and an invoice for a bank account or other instructions', async () => {
    const b = await business('No Bank Co', { accountName: null, bsb: null, accountNumber: null });
    const { body: quote } = await b.admin.post('/api/quotes', { customerId: b.customer.id, lines });
    const { body: invoice } = await b.admin.post('/api/invoices', { customerId: b.customer.id, lines });
    expect((await b.admin.post(`/api/quotes/${quote.id}/email`, { email: 'mei@bayside.test' })).status).toBe(200);
    const refused = await b.admin.post(`/api/invoices/${invoice.id}/email`, { emails: ['mei@bayside.test'] });
    expect(refused.status).toBe(409);
    expect(refused.body.fieldErrors).toEqual({ payment: 'Add a BSB and account number, or other payment instructions' });
    // A BSB without an account number is not a way to pay.
    await b.admin.put('/api/me/org', { bsb: '063-000' });
    expect((await b.admin.post(`/api/invoices/${invoice.id}/email`, { emails: ['mei@bayside.test'] })).status).toBe(409);
    await b.admin.put('/api/me/org', { account_number: '1234 5678' });
    expect((await b.admin.post(`/api/invoices/${invoice.id}/email`, { emails: ['mei@bayside.test'] })).status).toBe(200);
  });

  it('does not count an ABN that fails the checksum', async () => {
    const b = await business('Bad Abn Co', {});
    // Stored before the checksum was enforced, say: it still does not make a tax invoice.
    await t.database.db.organization.update({ where: { id: b.org.id }, data: { abn: '12345678901' } });
    const { body: invoice } = await b.admin.post('/api/invoices', { customerId: b.customer.id, lines });
    const refused = await b.admin.post(`/api/invoices/${invoice.id}/email`, { emails: ['mei@bayside.test'] });
    expect(refused.body.fieldErrors).toEqual({ abn: 'Add your ABN (11 digits): a tax invoice must show it' });
    // Its PDF is not headed Tax invoice either: only an ABN holder issues one.
    const text = pdfText((await pdfBytes(url, b.admin, `/api/invoices/${invoice.id}/pdf`)).bytes);
    expect(text).toContain('Invoice');
    expect(text).not.toContain('Tax invoice');
  });
});

describe('the PDF header and lines', () => {
  it('prints the business phone and email, and each line’s item name with its description', async () => {
    const b = await business('Header Co', { paymentInstructions: 'Or pay by card: call the office.' });
    const { body: invoice } = await b.admin.post('/api/invoices', {
      customerId: b.customer.id,
      lines: [
        { item_name: 'Labour', description: 'Replace the hot water thermostat', quantity: 1.5, unit_amount: 12_000 },
        { item_name: 'Thermostat', quantity: 1, unit_amount: 4500 },
        { description: 'Disposal of old unit', quantity: 1, unit_amount: 2000 },
      ],
    });
    const text = pdfText((await pdfBytes(url, b.admin, `/api/invoices/${invoice.id}/pdf`)).bytes);
    const header = text.slice(0, text.indexOf('BILL TO'));
    for (const expected of [
      'Tax invoice',
      'Header Co',
      'ABN 51 824 753 556',
      '5 Trade Way',
      'Moorabbin VIC 3189',
      TAX_DETAILS.phone,
      TAX_DETAILS.email,
    ])
      expect(header, expected).toContain(expected);
    const table = text.slice(text.indexOf('Description'), text.indexOf('Subtotal (excl. GST)'));
    expect(table).toEqual(
      expect.arrayContaining([
        'Labour',
        'Replace the hot water thermostat',
        '1.5',
        '$120.00',
        '$198.00',
        'Thermostat',
        'Disposal of old unit',
      ]),
    );
    // The item name comes first, its description under it.
    expect(table.indexOf('Replace the hot water thermostat')).toBe(table.indexOf('Labour') + 1);
    expect(text).toContain('Or pay by card: call the office.');
  });
});
