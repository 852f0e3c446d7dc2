import { describe, expect, it } from 'vitest';
import { remindersToSend } from '../src/domain/payment-reminders/payment-reminder-jobs.ts';
import { dayKeyOf, formatLongDate, instantOf } from '../src/rules/zoned-time.ts';
import { business, syncSettled, useSyncWorld, WEBHOOK_KEY, world } from './accounting-sync-world.ts';
import { Agent } from './agent.ts';

// A payment deleted in Xero (docs/accounting.md "What flows"): one made in Xero is reversed in Spanner by the same
// pull that brought it (a refund row of it, once however often the webhook or the poll repeats), so the invoice is
// owed again; one Spanner sent stays in Spanner and its sync row tells the office.

useSyncWorld();

type Biz = Awaited<ReturnType<typeof business>>;
const TZ = 'Australia/Melbourne';

const hook = (b: Biz, invoiceId: string) =>
  world.xero.webhook(WEBHOOK_KEY, [{ tenantId: b.tenant.tenantId, category: 'INVOICE', resourceId: invoiceId }]);

/** Xero's webhook for the invoice, posted `times` times, each followed by the pull it queues. */
async function tellSpanner(b: Biz, invoiceId: string, times = 1) {
  const { body, signature } = hook(b, invoiceId);
  for (let i = 0; i < times; i++) {
    const res = await new Agent(world.t).request('POST', '/api/webhooks/xero', {
      payload: body,
      headers: { 'content-type': 'application/json', 'x-xero-signature': signature },
    });
    expect(res.status).toBe(200);
    await syncSettled();
  }
}

const ledger = (b: Biz, invoiceId: string) =>
  b.db.payment.findMany({
    where: { invoiceId },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: { kind: true, amountCents: true, status: true, provider: true, providerPaymentId: true, note: true, attention: true },
  });

const figures = (b: Biz, id: string) => b.db.invoice.findFirstOrThrow({ where: { id }, select: { paidCents: true, status: true } });

/** Whom the reminder rule reminds on the invoice's due day, 10:30 in Melbourne. */
async function remindedOnDueDay(b: Biz, dueAt: string) {
  const [y, m, d] = dayKeyOf(new Date(dueAt), TZ).split('-').map(Number);
  const org = { id: b.org.id, timeZone: TZ, paymentRemindersEnabled: true, paymentReminderSteps: [0] };
  return (await remindersToSend(b.db, org, instantOf({ y, m, d, hour: 10, minute: 30 }, TZ))).map((r) => r.invoiceId);
}

/** $55.00 paid in cash, recorded in Spanner and sent to Xero; then deleted in Xero, which tells Spanner (twice). */
async function recordedHereThenDeletedThere(name: string) {
  const b = await business(name);
  const { inv } = await b.invoice(5_000); // $55.00
  await syncSettled();
  const paid = await b.admin.post(`/api/invoices/${inv.id}/payments`, { amount: 5_500, method: 'cash' });
  expect(paid.status).toBe(201);
  await syncSettled();
  const [sent] = b.books.payments;
  expect(b.books.invoices[0].Status).toBe('PAID');
  world.xero.deletePaymentInXero(b.tenant.tenantId, sent.PaymentID);
  await tellSpanner(b, b.books.invoices[0].InvoiceID, 2);
  await b.pull();
  return { b, inv, paymentId: paid.body.id as string };
}

describe('a payment deleted in Xero', () => {
  it('one made in Xero is reversed in Spanner: owed again, back from paid, reminded again; replays and polls change nothing more; another business untouched', async () => {
    const b = await business('Bounced Cheque Plumbing');
    const other = await business('Steady Payer Electrical');
    const { inv } = await b.invoice(20_000); // $220.00
    const { inv: otherInv } = await other.invoice(20_000);
    await syncSettled();
    const xeroId = b.books.invoices[0].InvoiceID;
    const otherXeroId = other.books.invoices[0].InvoiceID;

    const part = world.xero.payInXero(b.tenant.tenantId, xeroId, 80);
    world.xero.payInXero(b.tenant.tenantId, xeroId, 140);
    world.xero.payInXero(other.tenant.tenantId, otherXeroId, 80);
    await tellSpanner(b, xeroId);
    await tellSpanner(other, otherXeroId);
    expect(await figures(b, inv.id)).toEqual({ paidCents: 22_000, status: 'paid' });
    expect(await remindedOnDueDay(b, inv.due_at)).toEqual([]);
    const otherBefore = await ledger(other, otherInv.id);

    // The cheque for the part payment bounced: the bookkeeper deletes it in Xero, Xero tells Spanner (three times).
    const deleted = world.xero.deletePaymentInXero(b.tenant.tenantId, part.PaymentID);
    expect([deleted.Status, b.books.invoices[0].Status, b.books.invoices[0].AmountDue]).toEqual(['DELETED', 'AUTHORISED', 80]);
    await tellSpanner(b, xeroId, 3);
    await b.pull();
    await b.pull();

    expect(await figures(b, inv.id)).toEqual({ paidCents: 14_000, status: 'sent' });
    const rows = await ledger(b, inv.id);
    const note = `Deleted in Xero on ${formatLongDate(new Date(deleted.updatedMs), TZ)}`;
    expect(rows.map((r) => [r.kind, r.amountCents, r.status, r.providerPaymentId, r.note])).toEqual([
      ['payment', 8_000, 'succeeded', part.PaymentID, null],
      ['payment', 14_000, 'succeeded', expect.any(String), null],
      ['refund', -8_000, 'succeeded', null, note],
    ]);
    expect(note).toMatch(/^Deleted in Xero on \d{1,2} \w+ \d{4}$/);
    // Owed again: the reminder rule sees it due; the office has nothing to fix.
    expect(await remindedOnDueDay(b, inv.due_at)).toEqual([inv.id]);
    expect((await b.admin.get('/api/accounting/activity/attention')).body).toEqual({ count: 0 });
    expect((await b.admin.get(`/api/invoices/${inv.id}`)).body.status).toBe('sent');
    // Nothing went back to Xero, and the other business's ledger is as it was.
    await syncSettled();
    expect(b.books.payments.map((p) => p.Status)).toEqual(['DELETED', 'AUTHORISED']);
    expect(await ledger(other, otherInv.id)).toEqual(otherBefore);
    expect(await figures(other, otherInv.id)).toEqual({ paidCents: 8_000, status: 'sent' });
  });

  it('what the office refunded of it already is not taken back twice', async () => {
    const b = await business('Part Refunded Cooling');
    const { inv } = await b.invoice(20_000); // $220.00
    await syncSettled();
    const xeroId = b.books.invoices[0].InvoiceID;
    const made = world.xero.payInXero(b.tenant.tenantId, xeroId, 80);
    await b.pull();
    const [payment] = await b.db.payment.findMany({ where: { invoiceId: inv.id }, select: { id: true } });
    expect((await b.admin.post(`/api/invoices/${inv.id}/payments/${payment.id}/refunds`, { amount: 1_000 })).status).toBe(201);
    expect(await figures(b, inv.id)).toEqual({ paidCents: 7_000, status: 'sent' });

    world.xero.deletePaymentInXero(b.tenant.tenantId, made.PaymentID);
    await tellSpanner(b, xeroId, 2);
    expect(await figures(b, inv.id)).toEqual({ paidCents: 0, status: 'sent' });
    expect((await ledger(b, inv.id)).map((r) => [r.kind, r.amountCents])).toEqual([
      ['payment', 8_000],
      ['refund', -1_000],
      ['refund', -7_000],
    ]);
  });

  it('one Spanner recorded stays in Spanner and its sync row says so; Retry records it again in Xero', async () => {
    const { b, inv } = await recordedHereThenDeletedThere('Recorded Here Gas');

    expect(await figures(b, inv.id)).toEqual({ paidCents: 5_500, status: 'paid' });
    expect((await ledger(b, inv.id)).map((r) => [r.kind, r.amountCents, r.status])).toEqual([['payment', 5_500, 'succeeded']]);
    const listed = await b.manager.get('/api/accounting/activity?needs_attention=true');
    expect(listed.status).toBe(200);
    expect(
      listed.body.map((r: { record_type: string; state: string; last_error: string }) => [r.record_type, r.state, r.last_error]),
    ).toEqual([
      [
        'payment',
        'failed',
        'Deleted in Xero: the payment is still recorded in Spanner — record it again in Xero (Retry) or refund it in Spanner',
      ],
    ]);
    expect((await b.admin.get('/api/accounting/activity/attention')).body).toEqual({ count: 1 });

    // The office sends it again: a new payment in Xero (a fresh key, not the deleted one's replay); the next poll
    // reads the old deletion again and changes nothing.
    const retried = await b.manager.post(`/api/accounting/activity/${listed.body[0].id}/retry`, {});
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    await syncSettled();
    expect(b.books.payments.map((p) => [p.Status, p.Amount])).toEqual([
      ['DELETED', 55],
      ['AUTHORISED', 55],
    ]);
    expect(b.books.invoices[0].Status).toBe('PAID');
    await b.pull();
    expect((await b.admin.get('/api/accounting/activity/attention')).body).toEqual({ count: 0 });
    expect((await ledger(b, inv.id)).map((r) => [r.kind, r.amountCents])).toEqual([['payment', 5_500]]);
  });

  it('one Spanner recorded and then refunded in full in Spanner settles its row: nothing goes to Xero, nothing needs the office', async () => {
    const { b, inv, paymentId } = await recordedHereThenDeletedThere('Refunded Here Electrical');
    expect((await b.admin.get('/api/accounting/activity/attention')).body).toEqual({ count: 1 });
    const refunded = await b.admin.post(`/api/invoices/${inv.id}/payments/${paymentId}/refunds`, {});
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(201);
    await syncSettled();
    expect((await b.admin.get('/api/accounting/activity/attention')).body).toEqual({ count: 0 });
    const row = await b.db.accountingSyncRecord.findFirstOrThrow({
      where: { recordType: 'payment', recordId: paymentId, operation: 'push' },
    });
    expect([row.state, row.lastError]).toEqual(['sent', 'Deleted in Xero and refunded in Spanner: nothing to send']);
    // "Sync now" and the next poll send and change nothing.
    expect((await b.admin.post('/api/accounting/sync', {})).status).toBe(200);
    await syncSettled();
    await b.pull();
    expect(b.books.payments.map((p) => p.Status)).toEqual(['DELETED']);
    expect((await b.admin.get('/api/accounting/activity/attention')).body).toEqual({ count: 0 });
    expect(await figures(b, inv.id)).toEqual({ paidCents: 0, status: 'sent' });
  });
});
