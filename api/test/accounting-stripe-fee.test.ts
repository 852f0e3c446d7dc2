import { beforeAll, describe, expect, it } from 'vitest';
import { openXeroAsSealed } from '../src/domain/accounting/open-xero.ts';
import { runPush } from '../src/domain/accounting/sync-jobs.ts';
import { applyProviderPayment } from '../src/domain/payments/apply-provider-payment.ts';
import { business, MAPPINGS, syncSettled, useSyncWorld, world } from './accounting-sync-world.ts';
import type { AccountingFake } from './fake-xero/accounting.ts';

// Stripe's fee on an online payment posted to Xero as a bank fee (spend money out of the account the payment went
// into, to the card-fees account) when the mappings have a card-fees account: once however often the job runs, never
// for a payment recorded by hand or without the account, and a fee Xero refuses is a failed row of its own beside
// the sent payment.

useSyncWorld();
let xero: AccountingFake;
beforeAll(() => {
  xero = world.xero;
});

const WITH_FEES = { ...MAPPINGS, cardFeesAccountCode: '404' };

/** A business whose invoice of $110.00 (emailed, so in Xero) is paid online through Stripe with this fee. */
async function paidOnline(name: string, feeCents: number | null, mappings: Record<string, string> = WITH_FEES) {
  const b = await business(name);
  await b.db.accountingConnection.updateMany({ data: { mappings } });
  const { inv } = await b.invoice(10_000);
  await syncSettled();
  const scope = { db: b.db, jobs: world.t.app.services.jobs, events: world.t.app.services.events, config: world.t.config };
  const { paymentId } = await applyProviderPayment(scope, {
    provider: 'stripe',
    providerPaymentId: `pi_${inv.id}`,
    invoiceId: inv.id,
    amountCents: 11_000,
    status: 'succeeded',
    occurredAt: new Date(),
    feeCents,
  });
  return { ...b, inv, paymentId: String(paymentId) };
}

const activity = async (b: { admin: { get: (p: string) => Promise<{ body: unknown }> } }) =>
  ((await b.admin.get('/api/accounting/activity')).body as { label: string; state: string; last_error: string | null }[]).map((r) => [
    r.label,
    r.state,
    r.last_error,
  ]);

describe("Stripe's fee as a bank fee", () => {
  it('an online payment with a fee: the payment and the fee both in Xero, to the cent, the fee from the bank account to the card-fees account', async () => {
    const b = await paidOnline('Fee Posted Plumbing', 217);
    // The fee's account defaults to GST on Expenses in this file (Stripe AU charges GST on its fee).
    xero.chartOf(b.tenant.tenantId).accounts.find((a) => a.Code === '404')!.TaxType = 'INPUT';
    await syncSettled();
    expect(b.books.payments.map((p) => [p.Amount, p.Account.Code])).toEqual([[110, '090']]);
    expect(b.books.bankTransactions).toHaveLength(1);
    const [fee] = b.books.bankTransactions;
    expect([fee.Type, fee.BankAccount.Code, fee.Contact.Name, fee.Reference, fee.LineAmountTypes, fee.Total, fee.TotalTax]).toEqual([
      'SPEND',
      '090',
      'Stripe',
      `Stripe fee for payment ${b.inv.number}`,
      'Inclusive',
      2.17,
      0.2,
    ]);
    expect(fee.LineItems.map((l) => [l.AccountCode, l.TaxType, l.LineAmount])).toEqual([['404', 'INPUT', 2.17]]);
    const rows = await b.db.accountingSyncRecord.findMany({ where: { recordType: 'payment' }, orderBy: { operation: 'asc' } });
    expect(rows.map((r) => [r.operation, r.state, r.remoteId])).toEqual([
      ['fee', 'sent', fee.BankTransactionID],
      ['push', 'sent', b.books.payments[0].PaymentID],
    ]);
    expect(await activity(b)).toEqual(
      expect.arrayContaining([
        [`Stripe fee $2.17 on ${b.inv.number}`, 'sent', null],
        [`$110.00 on ${b.inv.number}`, 'sent', null],
      ]),
    );

    // The job run twice more (a retry, a second process): still one payment and one fee.
    for (let i = 0; i < 2; i++) await runPush(b.ctx, { orgId: b.org.id, recordType: 'payment', recordId: b.paymentId }, openXeroAsSealed);
    expect([b.books.payments.length, b.books.bankTransactions.length]).toEqual([1, 1]);
  });

  it('the fee row sent but its save lost: the retry repeats its key and Xero answers it as the first time', async () => {
    const b = await paidOnline('Fee Replayed Plumbing', 150);
    await syncSettled();
    const row = await b.db.accountingSyncRecord.findFirstOrThrow({ where: { operation: 'fee' } });
    // As a process that died after Xero's answer: the row still sending (claimed over two minutes ago) with the key
    // it sent.
    const sentKey = [...b.books.replays.entries()].find(([, v]) => JSON.stringify(v.answer.body).includes('BankTransactionID'))?.[0];
    expect(sentKey).toBeTruthy();
    await b.db.$executeRawUnsafe(
      `UPDATE "AccountingSyncRecord" SET state = 'sending', "idempotencyKey" = $1, "remoteId" = NULL, "updatedAt" = now() - interval '5 minutes' WHERE id = $2`,
      sentKey,
      row.id,
    );
    await runPush(b.ctx, { orgId: b.org.id, recordType: 'payment', recordId: b.paymentId }, openXeroAsSealed);
    expect(b.books.bankTransactions).toHaveLength(1);
    const after = await b.db.accountingSyncRecord.findFirstOrThrow({ where: { id: row.id } });
    expect([after.state, after.remoteId]).toEqual(['sent', b.books.bankTransactions[0].BankTransactionID]);
  });

  it('no card-fees account chosen: the payment goes, no fee is posted and no fee row is made', async () => {
    const b = await paidOnline('No Fee Account Plumbing', 217, MAPPINGS);
    await syncSettled();
    expect([b.books.payments.length, b.books.bankTransactions.length]).toEqual([1, 0]);
    expect(await b.db.accountingSyncRecord.count({ where: { operation: 'fee' } })).toBe(0);
  });

  it('a payment recorded by hand (cash) posts no fee, whatever the mappings', async () => {
    const b = await business('Cash Paid Plumbing');
    await b.db.accountingConnection.updateMany({ data: { mappings: WITH_FEES } });
    const { inv } = await b.invoice(10_000);
    await syncSettled();
    const paid = await b.admin.post(`/api/invoices/${inv.id}/payments`, { amount: 11_000, method: 'cash' });
    expect(paid.status).toBe(201);
    await syncSettled();
    expect([b.books.payments.length, b.books.bankTransactions.length]).toEqual([1, 0]);
    expect(await b.db.accountingSyncRecord.count({ where: { operation: 'fee' } })).toBe(0);
  });

  it('an online payment without a fee (0) posts none', async () => {
    const b = await paidOnline('Zero Fee Plumbing', 0);
    await syncSettled();
    expect([b.books.payments.length, b.books.bankTransactions.length]).toEqual([1, 0]);
  });

  it("Xero refusing the fee: its row failed in Xero's words, the payment still sent; Retry posts it once", async () => {
    xero.refuseBankTransaction = 'The document date cannot be before the period lock date';
    const b = await paidOnline('Fee Refused Plumbing', 217);
    await syncSettled();
    expect(b.books.payments).toHaveLength(1);
    expect(b.books.bankTransactions).toHaveLength(0);
    const rows = await activity(b);
    expect(rows).toEqual(
      expect.arrayContaining([
        [`Stripe fee $2.17 on ${b.inv.number}`, 'failed', 'Xero says: The document date cannot be before the period lock date'],
        [`$110.00 on ${b.inv.number}`, 'sent', null],
      ]),
    );
    expect((await b.admin.get('/api/accounting/activity/attention')).body).toMatchObject({ count: 1 });

    const failed = await b.db.accountingSyncRecord.findFirstOrThrow({ where: { operation: 'fee' } });
    const retried = await b.admin.post(`/api/accounting/activity/${failed.id}/retry`, {});
    expect(retried.status).toBe(200);
    await syncSettled();
    expect([b.books.payments.length, b.books.bankTransactions.length]).toEqual([1, 1]);
    expect((await b.db.accountingSyncRecord.findFirstOrThrow({ where: { id: failed.id } })).state).toBe('sent');
  });

  it("a clearing account that is not a bank account: Xero's refusal on the fee's row, the payment sent", async () => {
    const b = await paidOnline('Clearing Fee Plumbing', 217, { ...WITH_FEES, clearingAccountCode: '615' });
    await syncSettled();
    expect([b.books.payments.length, b.books.bankTransactions.length]).toEqual([1, 0]);
    const fee = await b.db.accountingSyncRecord.findFirstOrThrow({ where: { operation: 'fee' } });
    expect([fee.state, fee.lastError]).toEqual([
      'failed',
      "Xero says: Account code '615' is not a bank account. Only accounts of type BANK can be used.",
    ]);
  });
});
