import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextFor } from '../src/context.ts';
import { invoiceStore } from '../src/domain/invoices/invoice-store.ts';
import { documentMessages } from '../src/rules/document-status.ts';
import { paymentMessages } from '../src/rules/payment-methods.ts';
import { addDays, dayKeyOf } from '../src/rules/zoned-time.ts';
import { documentsBusiness, pdfBytes } from './documents-fixtures.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { pdfText } from './pdf-text.ts';

// Recording a payment over REST and GraphQL: Mark Paid with the day the money came in (default today in the
// organisation's zone, never in the future) and how it was paid; Mark as unpaid back to sent (overdue when past due)
// or draft; a paid invoice's lines and amounts refused until it is unpaid; the detail's fields and the PDF's line.

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await startTestApp();
  url = await t.app.start(0, '127.0.0.1');
});
afterAll(() => t.close());

const business = (name: string) =>
  documentsBusiness(t, name, {
    org: { accountName: 'Coolbreeze Pty Ltd', bsb: '063-000', accountNumber: '12345678' },
    customer: { email: 'accounts@bayside.test' },
  });
const lines = [{ description: 'Service call', quantity: 1, unit_amount: 9_900, tax_rate: 10 }];
const today = () => dayKeyOf(new Date(), 'Australia/Melbourne');

const PAID_FIELDS = '__typename ... on Invoice { status paidOn paymentMethod canEdit canMarkPaid } ... on AppError { code message }';

describe('Mark Paid with the payment’s day and method', () => {
  it('records the day and method over REST, shows them on the invoice and its PDF, and undoes it to overdue', async () => {
    const b = await business('Payment Rest Co');
    const { body: inv } = await b.admin.post('/api/invoices', {
      customerId: b.customer.id,
      issue_date: addDays(today(), -20),
      due_at: addDays(today(), -2),
      lines,
    });
    await b.admin.post(`/api/invoices/${inv.id}/email`, { emails: 'accounts@bayside.test' });

    const paidOn = addDays(today(), -1);
    const paid = await b.admin.post(`/api/invoices/${inv.id}/mark-paid`, { paid_on: paidOn, method: 'cheque' });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ status: 'paid', paid_on: paidOn, payment_method: 'cheque' });
    const text = pdfText((await pdfBytes(url, b.admin, `/api/invoices/${inv.id}/pdf`)).bytes);
    expect(text.join('\n')).toMatch(/Paid on \d{1,2} \w+ \d{4} by cheque/);
    expect(text).toContain('Amount due: $0.00');
    expect(text).not.toContain('BSB: 063-000');

    // Paid: the lines and amounts are locked, with what to do instead.
    const edit = await b.manager.put(`/api/invoices/${inv.id}`, { lines: [{ description: 'Changed', quantity: 2, unit_amount: 100 }] });
    expect(edit.status).toBe(409);
    expect(edit.body.error).toBe(paymentMessages.paidLocked);
    const gqlEdit = await b.admin.gql(
      `mutation($id: ID!) { updateInvoice(id: $id, input: { notes: "x" }) { __typename ... on AppError { code message } } }`,
      { id: inv.id },
    );
    expect(gqlEdit.data.updateInvoice).toEqual({ __typename: 'AppError', code: 'CONFLICT', message: paymentMessages.paidLocked });
    expect((await b.admin.get(`/api/invoices/${inv.id}`)).body.grandTotal).toBe(10_890);

    // Undo: back to sent, shown overdue since its due date has passed; the payment is cleared and editing works again.
    const undone = await b.admin.post(`/api/invoices/${inv.id}/mark-unpaid`);
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({ status: 'overdue', paid_at: null, paid_on: null, payment_method: null });
    expect((await b.admin.post(`/api/invoices/${inv.id}/mark-unpaid`)).body.error).toBe(paymentMessages.notPaid);
    const saved = await b.manager.put(`/api/invoices/${inv.id}`, { lines: [{ description: 'Changed', quantity: 2, unit_amount: 100 }] });
    expect(saved.status).toBe(200);
    expect((await b.admin.get('/api/invoices/counts')).body).toMatchObject({ paid: 0, overdue: 1 });
  });

  it('defaults to today in the organisation’s zone, refuses a future day and an unknown method, over REST', async () => {
    const b = await business('Payment Input Co');
    const { body: inv } = await b.admin.post('/api/invoices', { lines });
    for (const [body, error] of [
      [{ paid_on: addDays(today(), 1), method: 'cash' }, paymentMessages.dateInFuture],
      [{ method: 'bitcoin' }, paymentMessages.methodInvalid],
      [{ paid_on: '2026-02-30' }, 'Payment date must be a valid date'],
    ] as const) {
      const res = await b.admin.post(`/api/invoices/${inv.id}/mark-paid`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe(error);
    }
    expect((await b.admin.get(`/api/invoices/${inv.id}`)).body).toMatchObject({ status: 'draft', paid_at: null });

    const paid = await b.admin.post(`/api/invoices/${inv.id}/mark-paid`, { method: 'Bank_Transfer' });
    expect(paid.body).toMatchObject({ status: 'paid', paid_on: today(), payment_method: 'bank_transfer' });
    // Never emailed: undoing it gives the draft back.
    expect((await b.admin.post(`/api/invoices/${inv.id}/mark-unpaid`)).body.status).toBe('draft');
    expect((await b.technician.post(`/api/invoices/${inv.id}/mark-unpaid`)).status).toBe(403);
  });

  it('does the same over GraphQL: future day and bad method refused, undo, edit refused while paid', async () => {
    const b = await business('Payment Graph Co');
    const { body: inv } = await b.admin.post('/api/invoices', { customerId: b.customer.id, due_at: addDays(today(), 10), lines });
    await b.admin.post(`/api/invoices/${inv.id}/email`, { emails: 'accounts@bayside.test' });
    const mark = (args: string) => b.admin.gql(`mutation($id: ID!) { markInvoicePaid(id: $id${args}) { ${PAID_FIELDS} } }`, { id: inv.id });

    const future = await mark(`, paidOn: "${addDays(today(), 2)}", method: card`);
    expect(future.data.markInvoicePaid).toMatchObject({ code: 'VALIDATION', message: paymentMessages.dateInFuture });
    const badMethod = await b.admin.gql(`mutation($id: ID!) { markInvoicePaid(id: $id, method: CRYPTO) { __typename } }`, { id: inv.id });
    expect(badMethod.errors?.[0].message).toMatch(/CRYPTO/);

    const paid = await mark(`, paidOn: "${today()}", method: card`);
    expect(paid.data.markInvoicePaid).toEqual({
      __typename: 'Invoice',
      status: 'paid',
      paidOn: today(),
      paymentMethod: 'card',
      canEdit: false,
      canMarkPaid: false,
    });
    expect((await mark('')).data.markInvoicePaid).toMatchObject({ code: 'CONFLICT', message: documentMessages.alreadyPaid });
    const edit = await b.manager.gql(
      `mutation($id: ID!) { updateInvoice(id: $id, input: { lines: [{ description: "More", quantity: 1, unitPriceCents: 5 }] }) { __typename ... on AppError { message } } }`,
      { id: inv.id },
    );
    expect(edit.data.updateInvoice.message).toBe(paymentMessages.paidLocked);

    const undone = await b.admin.gql(`mutation($id: ID!) { markInvoiceUnpaid(id: $id) { ${PAID_FIELDS} } }`, { id: inv.id });
    expect(undone.data.markInvoiceUnpaid).toEqual({
      __typename: 'Invoice',
      status: 'sent',
      paidOn: null,
      paymentMethod: null,
      canEdit: true,
      canMarkPaid: true,
    });
    const again = await b.admin.gql(`mutation($id: ID!) { markInvoiceUnpaid(id: $id) { ${PAID_FIELDS} } }`, { id: inv.id });
    expect(again.data.markInvoiceUnpaid).toMatchObject({ code: 'CONFLICT', message: paymentMessages.notPaid });
  });

  it('a save checked while the invoice was unpaid does not land once it is paid (the write itself is conditional)', async () => {
    const b = await business('Payment Race Co');
    const { body: inv } = await b.admin.post('/api/invoices', { lines });
    const admin = await t.database.db.user.findFirstOrThrow({ where: { orgId: b.org.id, role: 'admin' } });
    const ctx = contextFor(
      t.app.services,
      {
        user: {
          userId: admin.id,
          orgId: b.org.id,
          role: 'admin',
          email: admin.email,
          name: admin.name,
          sessionId: 'test',
          mode: 'cookie',
          isOwner: false,
        },
        staff: null,
      },
      { meta: {}, cookies: { set() {}, clear() {} } },
    );
    // The editor's save found the invoice editable; Mark Paid lands before its write.
    expect(invoiceStore.canEdit((await invoiceStore.findEditable(ctx, inv.id))!.status)).toBe(true);
    await b.manager.post(`/api/invoices/${inv.id}/mark-paid`, { method: 'cash' });
    await expect(invoiceStore.update(ctx, inv.id, { totalCents: 1, notes: 'late save' }, {})).rejects.toMatchObject({
      code: 'CONFLICT',
      message: paymentMessages.paidLocked,
    });
    expect((await b.admin.get(`/api/invoices/${inv.id}`)).body).toMatchObject({ status: 'paid', grandTotal: 10_890, notes: null });
  });
});
