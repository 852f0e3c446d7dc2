import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantDb } from '../src/db/scoped.ts';
import { applyProviderPayment } from '../src/domain/payments/apply-provider-payment.ts';
import { balanceCents, ledgerMessages } from '../src/rules/invoice-balance.ts';
import { documentsBusiness } from './documents-fixtures.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { scenarioArb } from './payment-event-sequences.ts';

// applyProviderPayment, the entry point the payment provider's webhooks call: random histories of duplicated and
// reordered events end in one row per provider id and the paid amount their succeeded rows add up to (in the
// database, with the invoice's status and balance); a payment for a void or deleted invoice is kept and flagged.
// The same histories, thousands of them, against the pure rules: test/payments-ledger-property.test.ts.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const lines = [{ description: 'Install', quantity: 1, unit_amount: 50_000, tax_rate: 10 }]; // $550.00

async function setUp(name: string) {
  const b = await documentsBusiness(t, name, { org: {}, customer: { email: 'accounts@bayside.test' } });
  const scope = { db: tenantDb(t.database.db, b.org.id), jobs: t.app.services.jobs, events: t.app.services.events };
  /** A sent invoice: emailed through the API, or (`emailed: false`, for the property's many runs) marked sent without its PDF and email. */
  const invoice = async ({ emailed = true } = {}) => {
    const { body } = await b.admin.post('/api/invoices', { customerId: b.customer.id, lines });
    if (emailed) await b.admin.post(`/api/invoices/${body.id}/email`, { emails: 'accounts@bayside.test' });
    else await t.database.db.invoice.update({ where: { id: body.id }, data: { status: 'sent', sentAt: new Date() } });
    return body.id as string;
  };
  return { b, scope, invoice };
}

describe('provider events in the database', () => {
  it('duplicated and reordered histories end with one row per provider id and the paid amount they add up to', async () => {
    const { scope, invoice } = await setUp('Provider Property Co');
    await fc.assert(
      fc.asyncProperty(scenarioArb('placeholder', { maxPayments: 3 }), async (scenario) => {
        // A new invoice each run; the provider's ids are the organisation's, so each run's carry its invoice's id.
        const id = await invoice({ emailed: false });
        const own = (pid: string) => `${id}:${pid}`;
        for (const e of scenario.events)
          await applyProviderPayment(scope, {
            ...e,
            invoiceId: id,
            providerPaymentId: own(e.providerPaymentId),
            providerRefundId: e.providerRefundId ? own(e.providerRefundId) : null,
          });
        const [inv, rows] = await Promise.all([
          scope.db.invoice.findFirstOrThrow({ where: { id }, select: { status: true, totalCents: true, paidCents: true } }),
          scope.db.payment.findMany({ where: { invoiceId: id } }),
        ]);
        expect(inv.paidCents).toBe(scenario.paidCents);
        expect(rows).toHaveLength(scenario.rows);
        for (const r of rows) expect(r.status).toBe(scenario.statuses[(r.providerRefundId ?? r.providerPaymentId)!.slice(id.length + 1)]);
        const balance = balanceCents(inv.totalCents, inv.paidCents);
        expect(balance).toBeGreaterThanOrEqual(0);
        expect(inv.status).toBe(balance === 0 && rows.some((r) => r.kind === 'payment' && r.status === 'succeeded') ? 'paid' : 'sent');
      }),
      // Each run makes an invoice and applies up to about sixty events, each in its own transaction: 15 histories of up
      // to three payments here (about 15 ms an event on a quiet machine), the thousands of longer ones against the pure rules.
      { numRuns: 15 },
    );
  });

  it('a bank payment pending then failed never counts; a refund before its payment counts once the payment arrives', async () => {
    const { scope, invoice } = await setUp('Provider Order Co');
    const id = await invoice();
    const base = { provider: 'stripe', invoiceId: id, occurredAt: new Date() };
    const payment = { ...base, providerPaymentId: 'pi_becs', amountCents: 55_000 };
    expect(await applyProviderPayment(scope, { ...payment, status: 'pending' })).toMatchObject({ outcome: 'created' });
    expect(await applyProviderPayment(scope, { ...payment, status: 'failed' })).toMatchObject({ outcome: 'updated' });
    // A late 'succeeded' for a failed payment changes nothing: a status only leaves pending.
    expect(await applyProviderPayment(scope, { ...payment, status: 'succeeded' })).toMatchObject({ outcome: 'unchanged' });
    expect(await scope.db.invoice.findFirstOrThrow({ where: { id }, select: { paidCents: true, status: true } })).toEqual({
      paidCents: 0,
      status: 'sent',
    });

    const refund = { ...base, providerPaymentId: 'pi_card', providerRefundId: 're_1', amountCents: 5_000, status: 'succeeded' as const };
    await applyProviderPayment(scope, refund);
    const waiting = await scope.db.payment.findFirstOrThrow({ where: { providerRefundId: 're_1' } });
    expect(waiting).toMatchObject({ refundOfId: null, attention: ledgerMessages.refundWaiting, amountCents: -5_000 });
    await applyProviderPayment(scope, { ...base, providerPaymentId: 'pi_card', amountCents: 55_000, status: 'succeeded' });
    expect(await scope.db.invoice.findFirstOrThrow({ where: { id }, select: { paidCents: true, status: true } })).toEqual({
      paidCents: 50_000,
      status: 'sent',
    });
    expect(await scope.db.payment.findFirstOrThrow({ where: { providerRefundId: 're_1' } })).toMatchObject({ attention: null });
  });

  it('a payment for a void or deleted invoice is recorded and flagged, once', async () => {
    const { b, scope, invoice } = await setUp('Provider Void Co');
    const voided = await invoice();
    await t.database.db.invoice.update({ where: { id: voided }, data: { status: 'void' } });
    const event = {
      provider: 'stripe',
      providerPaymentId: 'pi_void',
      invoiceId: voided,
      amountCents: 55_000,
      status: 'succeeded' as const,
      occurredAt: new Date(),
    };
    await applyProviderPayment(scope, event);
    await applyProviderPayment(scope, event);
    const rows = await scope.db.payment.findMany({ where: { providerPaymentId: 'pi_void' } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ invoiceId: voided, attention: ledgerMessages.voidPayment });
    expect(await scope.db.invoice.findFirstOrThrow({ where: { id: voided }, select: { status: true } })).toEqual({ status: 'void' });

    // Paid, then the invoice is deleted: the row stays, flagged with the invoice's number.
    const deleted = await invoice();
    await applyProviderPayment(scope, { ...event, providerPaymentId: 'pi_gone', invoiceId: deleted });
    const { number } = await scope.db.invoice.findFirstOrThrow({ where: { id: deleted }, select: { number: true } });
    expect((await b.admin.request('DELETE', `/api/invoices/${deleted}`)).status).toBe(200);
    expect(await scope.db.payment.findFirstOrThrow({ where: { providerPaymentId: 'pi_gone' } })).toMatchObject({
      invoiceId: null,
      attention: ledgerMessages.deletedPayment(number),
    });
    // An event for an invoice that is gone is kept too, once.
    const late = { ...event, providerPaymentId: 'pi_late', invoiceId: deleted };
    await Promise.all([applyProviderPayment(scope, late), applyProviderPayment(scope, late)]);
    const lateRows = await scope.db.payment.findMany({ where: { providerPaymentId: 'pi_late' } });
    expect(lateRows).toHaveLength(1);
    expect(lateRows[0]).toMatchObject({ invoiceId: null, attention: ledgerMessages.missingInvoicePayment });

    // The office finds every flagged row, those without an invoice too, over REST and GraphQL; a technician does not.
    const flagged = await b.manager.get('/api/payments/attention');
    expect(flagged.status).toBe(200);
    expect(flagged.body.map((p: { provider_payment_id: string; invoice: unknown }) => [p.provider_payment_id, p.invoice === null])).toEqual(
      [
        ['pi_late', true],
        ['pi_gone', true],
        ['pi_void', false],
      ],
    );
    const gql = await b.admin.gql('{ paymentsNeedingAttention { providerPaymentId attention invoice { number } } }');
    expect(gql.data.paymentsNeedingAttention).toHaveLength(3);
    expect((await b.technician.get('/api/payments/attention')).status).toBe(403);

    // Handled: the row leaves the list and still counts; again changes nothing; an unknown row is not found.
    const voidRow = rows[0];
    expect((await b.technician.post(`/api/payments/${voidRow.id}/handled`)).status).toBe(403);
    const handled = await b.manager.post(`/api/payments/${voidRow.id}/handled`);
    expect(handled.body).toMatchObject({ id: voidRow.id, attention: null, amount: 55_000 });
    expect((await b.manager.post(`/api/payments/${voidRow.id}/handled`)).status).toBe(200);
    const gone = await b.admin.gql(`mutation { resolvePaymentAttention(id: "nope") { __typename ... on AppError { code message } } }`);
    expect(gone.data.resolvePaymentAttention).toEqual({
      __typename: 'AppError',
      code: 'NOT_FOUND',
      message: ledgerMessages.paymentNotFound,
    });
    expect((await b.manager.get('/api/payments/attention')).body.map((p: { id: string }) => p.id)).not.toContain(voidRow.id);
    expect(await scope.db.invoice.findFirstOrThrow({ where: { id: voided }, select: { paidCents: true } })).toEqual({ paidCents: 55_000 });
  });
});
