import { describe, expect, it } from 'vitest';
import { remindersToSend } from '../src/domain/payment-reminders/payment-reminder-jobs.ts';
import { dayKeyOf, instantOf } from '../src/rules/zoned-time.ts';
import { business, syncSettled, useSyncWorld, world } from './accounting-sync-world.ts';

// Conflicts and voids with Xero (docs/accounting.md "Conflicts" and "Voids"): an invoice edited on both sides since
// the last sync stops as a conflict naming what differs, resolved by the office either way over REST or GraphQL; an
// invoice deleted in Spanner is voided in Xero, and one voided in Xero is void in Spanner.

useSyncWorld();

type Biz = Awaited<ReturnType<typeof business>>;

const LINE = { description: 'Hot water system', quantity: 1, tax_rate: 10 };

/** The office edits the invoice's price in Spanner and emails it again (which sends it to Xero again). */
async function editAndEmailAgain(b: Biz, id: string, number: string, unitAmount: number) {
  const edited = await b.admin.put(`/api/invoices/${id}`, { lines: [{ ...LINE, unit_amount: unitAmount }] });
  expect(edited.status, JSON.stringify(edited.body)).toBe(200);
  const sent = await b.admin.post(`/api/invoices/${id}/email`, { emails: b.email, subject: `Invoice ${number} again ${unitAmount}` });
  expect(sent.status).toBe(200);
  await syncSettled();
}

async function conflicted(b: Biz) {
  const { inv } = await b.invoice(10_000); // $110.00
  await syncSettled();
  const [x] = b.books.invoices;
  world.xero.editInXero(b.tenant.tenantId, x.InvoiceID, { lines: [{ Quantity: 2 }] }); // $220.00 in Xero
  await editAndEmailAgain(b, inv.id, inv.number, 12_000); // $132.00 in Spanner
  return { inv, x };
}

const pushRow = (b: Biz, recordId: string, operation = 'push') =>
  b.db.accountingSyncRecord.findFirstOrThrow({ where: { recordType: 'invoice', recordId, operation } });

describe('webhook events', () => {
  it('each outcome a push saves is an event its subscribers get: accounting.sent, accounting.conflict (with what differs)', async () => {
    const b = await business('Hooked Books Cooling');
    await b.db.webhookEndpoint.create({
      data: { url: 'https://hooks.example/books', events: ['accounting.sent', 'accounting.conflict'], secret: 's' } as never,
    });
    const { inv } = await conflicted(b);
    const deliveries = await b.db.webhookDelivery.findMany({ orderBy: { createdAt: 'asc' } });
    const payloads = deliveries.map((d) => d.payload as { type: string; data: { record_type: string; state: string; label: string } });
    // The contact, then the invoice went (sent); sent again after the edit, the invoice stopped as a conflict.
    expect(payloads.map((p) => [p.type, p.data.record_type, p.data.label])).toEqual([
      ['accounting.sent', 'contact', 'Bayside Family Dental'],
      ['accounting.sent', 'invoice', `${inv.number} · Bayside Family Dental`],
      ['accounting.conflict', 'invoice', `${inv.number} · Bayside Family Dental`],
    ]);
    expect(payloads[2].data).toMatchObject({
      state: 'conflict',
      last_error: `${inv.number} was changed in Xero and in Spanner since it was last sent: choose which to keep`,
      conflict: [
        { field: 'Line 1 quantity', spanner: '1', books: '2' },
        { field: 'Line 1 unit price', spanner: '$120.00', books: '$100.00' },
      ],
    });
  });
});

describe('conflicts', () => {
  it("an edit in Spanner alone goes to Xero; an edit on both sides stops as a conflict naming what differs; keeping Spanner's sends it over Xero's", async () => {
    const b = await business('Both Sides Cooling');
    const { inv } = await b.invoice(10_000);
    await syncSettled();
    await editAndEmailAgain(b, inv.id, inv.number, 11_000);
    const [x] = b.books.invoices;
    expect([x.LineItems[0].UnitAmount, x.Total, (await pushRow(b, inv.id)).state]).toEqual([110, 121, 'sent']);

    world.xero.editInXero(b.tenant.tenantId, x.InvoiceID, { lines: [{ Quantity: 2 }] });
    await editAndEmailAgain(b, inv.id, inv.number, 12_000);
    // Xero's edit stands until the office chooses.
    expect([x.LineItems[0].Quantity, x.LineItems[0].UnitAmount, x.Total]).toEqual([2, 110, 242]);
    const listed = await b.manager.get('/api/accounting/activity?needs_attention=true');
    expect(listed.status).toBe(200);
    const [row] = listed.body;
    expect([row.state, row.last_error]).toEqual([
      'conflict',
      `${inv.number} was changed in Xero and in Spanner since it was last sent: choose which to keep`,
    ]);
    expect(row.conflict).toEqual([
      { field: 'Line 1 quantity', spanner: '1', books: '2' },
      { field: 'Line 1 unit price', spanner: '$120.00', books: '$110.00' },
    ]);
    expect((await b.admin.get('/api/accounting/activity/attention')).body).toEqual({ count: 1 });
    expect((await b.admin.get(`/api/invoices/${inv.id}/books`)).body.state).toBe('conflict');

    // Who may resolve, and bad input: nothing changes.
    expect((await b.technician.post(`/api/accounting/activity/${row.id}/resolve`, { keep: 'spanner' })).status).toBe(403);
    const techGql = await b.technician.gql('mutation($id: ID!) { resolveAccountingConflict(id: $id, keep: spanner) { __typename } }', {
      id: row.id,
    });
    expect(JSON.stringify(techGql)).toMatch(/FORBIDDEN/);
    const bad = await b.manager.post(`/api/accounting/activity/${row.id}/resolve`, { keep: 'mine' });
    expect([bad.status, bad.body.error]).toEqual([400, "Keep must be 'spanner' or 'books'"]);
    expect((await b.manager.post('/api/accounting/activity/no-such-row/resolve', { keep: 'spanner' })).status).toBe(404);
    expect((await pushRow(b, inv.id)).state).toBe('conflict');

    const kept = await b.manager.post(`/api/accounting/activity/${row.id}/resolve`, { keep: 'spanner' });
    expect([kept.status, kept.body.state, kept.body.conflict]).toEqual([200, 'queued', null]);
    await syncSettled();
    expect([x.LineItems[0].Quantity, x.LineItems[0].UnitAmount, x.Total]).toEqual([1, 120, 132]);
    expect((await pushRow(b, inv.id)).state).toBe('sent');
    expect((await b.admin.get('/api/accounting/activity/attention')).body).toEqual({ count: 0 });
    const again = await b.manager.post(`/api/accounting/activity/${row.id}/resolve`, { keep: 'spanner' });
    expect([again.status, again.body.error]).toEqual([409, 'This record is not in conflict: there is nothing to resolve']);
  });

  it("keeping Xero's gives Spanner's invoice Xero's lines and total, and sends nothing; a later edit in Spanner alone goes again", async () => {
    const b = await business('Keep Theirs Electrical');
    const { inv, x } = await conflicted(b);
    const row = await pushRow(b, inv.id);
    const updatedInXero = x.UpdatedDateUTC;
    const resolved = await b.admin.gql(
      'mutation($id: ID!) { resolveAccountingConflict(id: $id, keep: books) { __typename ... on AccountingSyncRecord { state conflictFields { field } } } }',
      { id: row.id },
    );
    expect(resolved.data.resolveAccountingConflict).toEqual({ __typename: 'AccountingSyncRecord', state: 'sent', conflictFields: null });
    const mine = await b.admin.get(`/api/invoices/${inv.id}`);
    expect([
      mine.body.total_amount,
      mine.body.items.map((l: { quantity: number; unit_price: number }) => [l.quantity, l.unit_price]),
    ]).toEqual([22_000, [[2, 10_000]]]);
    await syncSettled();
    expect(x.UpdatedDateUTC).toBe(updatedInXero);

    await editAndEmailAgain(b, inv.id, inv.number, 9_000);
    expect([x.LineItems[0].Quantity, x.LineItems[0].UnitAmount, (await pushRow(b, inv.id)).state]).toEqual([1, 90, 'sent']);
  });
});

describe('voids', () => {
  it("an invoice deleted in Spanner is voided in Xero; one paid in part in Xero is refused there in Xero's words", async () => {
    const b = await business('Void Both Ways Plumbing');
    const { inv } = await b.invoice();
    const { inv: partPaid } = await b.invoice(5_000);
    await syncSettled();
    const [first, second] = b.books.invoices;
    world.xero.payInXero(b.tenant.tenantId, second.InvoiceID, 10);

    expect((await b.admin.request('DELETE', `/api/invoices/${inv.id}`)).status).toBe(200);
    expect((await b.admin.request('DELETE', `/api/invoices/${partPaid.id}`)).status).toBe(200);
    await syncSettled();
    expect([first.Status, second.Status]).toEqual(['VOIDED', 'AUTHORISED']);
    expect((await pushRow(b, inv.id, 'void')).state).toBe('sent');
    const refused = await pushRow(b, partPaid.id, 'void');
    expect([refused.state, refused.lastError]).toEqual([
      'failed',
      'Xero says: This document cannot be voided as it has payments applied. Remove the payments first.',
    ]);
  });

  it('an invoice voided in Xero is void in Spanner: nothing owed, its reminders stop; one Spanner holds payments on stays open, with the reason', async () => {
    const b = await business('Voided There Gas');
    const { inv } = await b.invoice();
    const { inv: paidHere } = await b.invoice(5_000);
    await syncSettled();
    expect((await b.admin.post(`/api/invoices/${paidHere.id}/payments`, { amount: 1_000, method: 'cash' })).status).toBe(201);
    const [x, y] = b.books.invoices;
    world.xero.voidInXero(b.tenant.tenantId, x.InvoiceID);
    // Spanner's cash payment has not reached Xero yet when the business voids that invoice there too.
    y.Status = 'VOIDED';
    y.updatedMs = x.updatedMs;

    await b.pull();
    await b.pull();
    expect((await b.admin.get(`/api/invoices/${inv.id}`)).body.status).toBe('void');
    const day = dayKeyOf(new Date(inv.due_at), 'Australia/Melbourne');
    const [yy, m, d] = day.split('-').map(Number);
    const org = { id: b.org.id, timeZone: 'Australia/Melbourne', paymentRemindersEnabled: true, paymentReminderSteps: [0] };
    const reminded = await remindersToSend(b.db, org, instantOf({ y: yy, m, d, hour: 10, minute: 30 }, org.timeZone));
    expect(reminded.map((r) => r.invoiceId)).not.toContain(inv.id);

    expect((await b.admin.get(`/api/invoices/${paidHere.id}`)).body.status).toBe('sent');
    const row = await pushRow(b, paidHere.id, 'pull');
    expect([row.state, row.lastError]).toEqual([
      'failed',
      `${paidHere.number} was voided in Xero, but Spanner holds $10.00 of payments on it: it stays open in Spanner`,
    ]);
  });
});
