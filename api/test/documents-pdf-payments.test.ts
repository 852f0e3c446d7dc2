import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WITHHELD_LINK } from '../src/domain/messaging/send-email.ts';
import type { Agent } from './agent.ts';
import { documentsBusiness, emailedInvoice } from './documents-fixtures.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { lastEmailTo } from './mailbox.ts';
import { qrCodeOf } from './pdf-qr.ts';
import { pdfText } from './pdf-text.ts';

// What the PDFs say about paying: the invoice emailed to a customer who can pay online carries its pay link as a QR
// code ("Scan to pay"), read here off the rendered page as a phone would; the copy the office keeps with the message
// never holds the link; a quote that asks a deposit prints it under its total.

const PUBLIC_URL = 'https://app.spanner.test';
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL });
});
afterAll(() => t.close());

type Business = Awaited<ReturnType<typeof documentsBusiness>>;

/** A file as the signed-in agent's browser downloads it. */
async function download(agent: Agent, url: string): Promise<Buffer> {
  const cookie = [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await t.app.app.inject({ method: 'GET', url, headers: { cookie }, remoteAddress: t.clientAddress });
  expect(res.statusCode, res.body).toBe(200);
  return res.rawPayload;
}

/** An invoice emailed to `email` (documents-fixtures.ts), and the office's stored copy of that email. */
async function emailedInvoiceAndCopy(b: Business, email: string) {
  const { inv, subject, mail, token } = await emailedInvoice(t, b, email, 150_000);
  const stored = await t.database.db.outgoingMessage.findFirstOrThrow({
    where: { orgId: b.org.id, invoiceId: inv.id, subject },
    select: { id: true, body: true, attachments: true },
  });
  return { inv, token, mail, stored };
}

describe("the invoice's PDF and its pay link", () => {
  it('the customer’s emailed PDF has a QR code of the invoice’s page; the office’s copy has neither the code nor the link', async () => {
    const email = 'accounts@qr-pay.test';
    const b = await documentsBusiness(t, 'QR Pay Co', { org: {}, customer: { email } });
    expect((await b.admin.post('/api/payouts/account/connect')).status).toBe(200);
    const { token, mail, stored } = await emailedInvoiceAndCopy(b, email);
    const link = `${PUBLIC_URL}/i/${token}`;

    // The customer's copy: the QR code read off the rendered page is the invoice's page, with "Scan to pay" beside it.
    expect(mail.files.map((f) => f.filename)).toEqual([expect.stringMatching(/^INV-\d+\.pdf$/)]);
    const customersPdf = mail.files[0].content;
    expect(qrCodeOf(customersPdf)).toBe(link);
    expect(pdfText(customersPdf)).toContain('Scan to pay');

    // The office's copy (Settings → Messages): the text withholds the link, the PDF has no code and no token, and
    // the customer's copy is gone from storage once delivered.
    expect(stored.body).toContain(`View and pay this invoice online: ${WITHHELD_LINK}`);
    expect(stored.body).not.toContain(token);
    expect(JSON.stringify(stored.attachments)).not.toContain('withheld');
    const officesPdf = await download(b.admin, `/api/messages/${stored.id}/attachments/0`);
    expect(qrCodeOf(officesPdf)).toBeNull();
    expect(pdfText(officesPdf)).not.toContain('Scan to pay');
    expect(officesPdf.toString('latin1')).not.toContain(token);
    expect(pdfText(officesPdf)).toEqual(pdfText(customersPdf).filter((run) => run !== 'Scan to pay'));
  });

  it('has no QR code where the customer could not pay online: no payout account, or nothing owed', async () => {
    const email = 'accounts@qr-none.test';
    const b = await documentsBusiness(t, 'QR None Co', { org: {}, customer: { email } });
    const { mail, inv } = await emailedInvoiceAndCopy(b, email);
    expect(mail.text).toContain('View this invoice online:');
    expect(qrCodeOf(mail.files[0].content)).toBeNull();
    expect(pdfText(mail.files[0].content)).not.toContain('Scan to pay');

    // Connected, but the invoice is paid: a copy sent again asks nothing and carries no code.
    expect((await b.admin.post('/api/payouts/account/connect')).status).toBe(200);
    expect((await b.admin.post(`/api/invoices/${inv.id}/payments`, { method: 'cash' })).status).toBe(201);
    const subject = `Paid copy ${inv.number}`;
    await b.admin.post(`/api/invoices/${inv.id}/email`, { emails: email, subject });
    const copy = await lastEmailTo(t, email, subject);
    expect(copy.text).not.toMatch(/\/i\/[\w-]{43}/);
    expect(qrCodeOf(copy.files[0].content)).toBeNull();
  });
});

describe("the quote's PDF", () => {
  it('prints the deposit asked at acceptance under its total, and nothing when none is asked', async () => {
    const b = await documentsBusiness(t, 'Deposit Print Co', { org: {}, customer: { email: 'accounts@deposit-print.test' } });
    const { body: quote } = await b.admin.post('/api/quotes', {
      customerId: b.customer.id,
      lines: [{ description: 'Ducted gas heater', quantity: 1, unit_amount: 200_000, tax_rate: 10 }],
    });
    const pdf = () => download(b.admin, `/api/quotes/${quote.id}/pdf`);
    expect(pdfText(await pdf()).some((run) => run.startsWith('Deposit required'))).toBe(false);
    expect((await b.admin.put(`/api/quotes/${quote.id}/deposit`, { deposit_percent: 30 })).status).toBe(200);
    // 30% of $2,200.00 (GST included).
    expect(pdfText(await pdf())).toContain('Deposit required: $660.00');
    expect((await b.admin.put(`/api/quotes/${quote.id}/deposit`, { deposit_amount_cents: 55_000 })).status).toBe(200);
    expect(pdfText(await pdf()).filter((r) => r.startsWith('Deposit required'))).toEqual(['Deposit required: $550.00']);
  });
});
