import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantDb } from '../src/db/scoped.ts';
import { newInvoiceLink } from '../src/domain/invoices/invoice-link.ts';
import {
  paymentReminderJob,
  paymentRemindersDue,
  queueOrganisationPaymentReminders,
  reminderJobKey,
  remindersToSend,
} from '../src/domain/payment-reminders/payment-reminder-jobs.ts';
import { sendPaymentReminder } from '../src/domain/payment-reminders/send-payment-reminder.ts';
import { PAID_CLAIM_THANKS } from '../src/domain/payment-reminders/tell-us-paid.ts';
import { applyProviderPayment } from '../src/domain/payments/apply-provider-payment.ts';
import { paymentReminderMessages, stepLabel, stepsFiringOn } from '../src/rules/payment-reminders.ts';
import { addDays, dayKeyOf, instantOf } from '../src/rules/zoned-time.ts';
import { Agent } from './agent.ts';
import { documentsBusiness } from './documents-fixtures.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { mailboxOf } from './mailbox.ts';

// Automatic payment reminders: the settings (admins) and the office's switches over REST and GraphQL, which step of
// which invoice fires on which local day, one reminder per step and channel, the customer's "Already paid? Tell us",
// and the race with the payment that settles the invoice (never a reminder recorded after it).

const ZONE = 'Australia/Melbourne';
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const today = () => dayKeyOf(new Date(), ZONE);
const at = (key: string, hour: number, zone = ZONE) => {
  const [y, m, d] = key.split('-').map(Number);
  return instantOf({ y, m, d, hour, minute: 30 }, zone);
};
const lines = [{ description: 'Split system service', quantity: 1, unit_amount: 20_000, tax_rate: 10 }];

let n = 0;
async function business(name: string, customer: { email: string; phone?: string } = { email: `accounts${++n}@bayside.test` }) {
  const b = await documentsBusiness(t, name, { org: {}, customer: { email: customer.email } });
  if (customer.phone) await t.database.db.customer.update({ where: { id: b.customer.id }, data: { phone: customer.phone } });
  const services = { db: tenantDb(t.database.db, b.org.id), config: t.config, jobs: t.app.services.jobs };
  /** A sent invoice due on `due` (a local day). */
  const invoice = async (due: string, customerId: string | null = b.customer.id) => {
    const { body, status } = await b.admin.post('/api/invoices', { customerId, issue_date: addDays(due, -14), due_at: due, lines });
    if (status !== 201 && status !== 200) throw new Error(`invoice: ${status} ${JSON.stringify(body)}`);
    await t.database.db.invoice.update({ where: { id: body.id }, data: { status: 'sent', sentAt: new Date() } });
    return body as { id: string; number: string };
  };
  const turnOn = (settings: Partial<{ steps: number[]; email: boolean; sms: boolean }> = {}) =>
    b.admin.put('/api/payment-reminders/settings', { enabled: true, steps: [-3, 0, 7, 14, 30], email: true, sms: false, ...settings });
  return { ...b, services, invoice, turnOn, customerEmail: customer.email };
}

const SETTINGS = '{ paymentReminderSettings { enabled steps email sms timeZone } }';
const UPDATE = `mutation($input: PaymentReminderSettingsInput!) { updatePaymentReminderSettings(input: $input) {
  __typename ... on PaymentReminderSettings { enabled steps email sms } ... on AppError { code message } } }`;

describe('settings and switches', () => {
  it('are off by default; an admin sets steps and channels over REST and GraphQL; bad input is a clear 400', async () => {
    const b = await business('Reminder Settings Co');
    expect((await b.admin.get('/api/payment-reminders/settings')).body).toEqual({
      enabled: false,
      steps: [-3, 0, 7, 14, 30],
      email: true,
      sms: false,
      timeZone: ZONE,
    });
    for (const [body, error] of [
      [{ enabled: true, steps: [], email: true, sms: false }, paymentReminderMessages.stepsRequired],
      [{ enabled: true, steps: [0, 400], email: true, sms: false }, paymentReminderMessages.stepInvalid],
      [{ enabled: true, steps: [7, 7], email: true, sms: false }, paymentReminderMessages.duplicateStep],
      [{ enabled: true, steps: [0], email: false, sms: false }, paymentReminderMessages.channelRequired],
    ] as const) {
      const bad = await b.admin.put('/api/payment-reminders/settings', body);
      expect([bad.status, bad.body.error]).toEqual([400, error]);
    }
    const put = await b.admin.put('/api/payment-reminders/settings', { enabled: true, steps: [14, -5, 0], email: true, sms: true });
    expect(put.body).toMatchObject({ enabled: true, steps: [-5, 0, 14], email: true, sms: true });

    const gql = await b.admin.gql(UPDATE, { input: { enabled: false, steps: [1, 2], email: false, sms: true } });
    expect(gql.data.updatePaymentReminderSettings).toEqual({
      __typename: 'PaymentReminderSettings',
      enabled: false,
      steps: [1, 2],
      email: false,
      sms: true,
    });
    const badGql = await b.admin.gql(UPDATE, { input: { enabled: true, steps: [], email: true, sms: false } });
    expect(badGql.data.updatePaymentReminderSettings).toMatchObject({ code: 'VALIDATION', message: paymentReminderMessages.stepsRequired });
    expect((await b.admin.gql(SETTINGS)).data.paymentReminderSettings).toMatchObject({ steps: [1, 2], sms: true });
  });

  it('are an admin’s alone; the office switches a customer or an invoice off; a technician is refused everywhere', async () => {
    const b = await business('Reminder Rights Co');
    const inv = await b.invoice(addDays(today(), 3));
    for (const who of [b.manager, b.technician]) {
      expect((await who.get('/api/payment-reminders/settings')).status).toBe(403);
      expect((await who.gql(SETTINGS)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    // Manager: the switches, both transports.
    const off = await b.manager.put(`/api/invoices/${inv.id}/reminders`, { off: true });
    expect(off.body).toMatchObject({ invoiceId: inv.id, noReminders: true, customerNoReminders: false, paidClaim: null, sent: [] });
    const cust = await b.manager.gql(
      `mutation($id: ID!) { setCustomerPaymentReminders(customerId: $id, off: true) { __typename ... on CustomerPaymentReminders { noPaymentReminders } } }`,
      { id: b.customer.id },
    );
    expect(cust.data.setCustomerPaymentReminders).toEqual({ __typename: 'CustomerPaymentReminders', noPaymentReminders: true });
    const inv2 = await b.manager.gql(
      `mutation($id: ID!) { setInvoiceReminders(invoiceId: $id, off: false) { __typename ... on InvoiceReminders { noReminders customerNoReminders } } }`,
      { id: inv.id },
    );
    expect(inv2.data.setInvoiceReminders).toEqual({ __typename: 'InvoiceReminders', noReminders: false, customerNoReminders: true });
    expect((await b.manager.put(`/api/customers/${b.customer.id}/payment-reminders`, { off: false })).body).toEqual({
      customerId: b.customer.id,
      noPaymentReminders: false,
    });
    expect((await b.manager.put(`/api/customers/${b.customer.id}/payment-reminders`, { off: 'yes' })).status).toBe(400);
    // Technician: refused on both transports.
    expect((await b.technician.put(`/api/invoices/${inv.id}/reminders`, { off: true })).status).toBe(403);
    expect((await b.technician.put(`/api/customers/${b.customer.id}/payment-reminders`, { off: true })).status).toBe(403);
    const techGql = await b.technician.gql(`mutation($id: ID!) { setInvoiceReminders(invoiceId: $id, off: true) { __typename } }`, {
      id: inv.id,
    });
    expect(techGql.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // Another business's invoice is not found.
    const other = await business('Reminder Other Co');
    expect((await other.manager.put(`/api/invoices/${inv.id}/reminders`, { off: true })).status).toBe(404);
  });
});

describe('which reminders are due', () => {
  it('a step fires on exactly one local day: due day + step', () => {
    expect(stepsFiringOn([-3, 0, 7, 14, 30], '2026-12-10', '2026-12-07')).toEqual([-3]);
    expect(stepsFiringOn([-3, 0, 7, 14, 30], '2026-12-10', '2026-12-10')).toEqual([0]);
    expect(stepsFiringOn([-3, 0, 7, 14, 30], '2026-12-10', '2027-01-09')).toEqual([30]);
    expect(stepsFiringOn([-3, 0, 7, 14, 30], '2026-12-10', '2026-12-08')).toEqual([]);
    expect([stepLabel(-3), stepLabel(0), stepLabel(1), stepLabel(14)]).toEqual([
      '3 days before due',
      'on the due date',
      '1 day overdue',
      '14 days overdue',
    ]);
  });

  it('finds today’s step of each open invoice in the organisation’s zone, skipping paid, draft, switched-off and paused ones', async () => {
    const b = await business('Reminder Due Co');
    await b.turnOn();
    const day = today();
    const before = await b.invoice(addDays(day, 3)); // -3
    const onDay = await b.invoice(day); // 0
    const week = await b.invoice(addDays(day, -7)); // 7
    await b.invoice(addDays(day, -8)); // no step today
    const paid = await b.invoice(addDays(day, -14));
    await t.database.db.invoice.update({ where: { id: paid.id }, data: { status: 'paid', paidCents: 22_000 } });
    const draft = await b.invoice(addDays(day, -14));
    await t.database.db.invoice.update({ where: { id: draft.id }, data: { status: 'draft' } });
    const off = await b.invoice(addDays(day, -30));
    await b.manager.put(`/api/invoices/${off.id}/reminders`, { off: true });
    const paused = await b.invoice(addDays(day, -30));
    await t.database.db.invoice.update({ where: { id: paused.id }, data: { paidClaimAt: new Date(), paidClaimText: 'Paid Tuesday' } });
    const otherCustomer = await t.database.db.customer.create({
      data: { orgId: b.org.id, name: 'No Reminders Pty', noPaymentReminders: true },
    });
    await b.invoice(addDays(day, -30), otherCustomer.id);

    const org = { id: b.org.id, timeZone: ZONE, paymentRemindersEnabled: true, paymentReminderSteps: [-3, 0, 7, 14, 30] };
    const due = await remindersToSend(b.services.db, org, at(day, 10));
    expect(due.map((d) => [d.invoiceId, d.step]).sort()).toEqual(
      [
        [before.id, -3],
        [onDay.id, 0],
        [week.id, 7],
      ].sort(),
    );
    expect(due.every((d) => d.today === day)).toBe(true);

    // The organisation's working hours, in its zone: 9 am to the 5 pm pass, nothing at 8 am or 6 pm.
    expect([8, 9, 17, 18].map((h) => paymentRemindersDue(org, at(day, h)))).toEqual([false, true, true, false]);
    // The same instant is 10:30 in Melbourne and 7:30 in Perth: Perth's reminders wait.
    const instant = at(day, 10);
    expect(paymentRemindersDue({ ...org, timeZone: 'Australia/Perth' }, instant)).toBe(false);
    expect(paymentRemindersDue({ ...org, paymentRemindersEnabled: false }, instant)).toBe(false);

    // One job per (invoice, step), keyed: a second pass the same day queues the same keys, which the queue drops.
    const sent: string[] = [];
    const jobs = {
      send: async (_kind: unknown, _p: unknown, o?: { key?: string }) => {
        sent.push(o?.key ?? '');
        return null;
      },
    };
    expect(await queueOrganisationPaymentReminders(jobs as never, t.database, b.org.id, at(day, 10))).toBe(3);
    expect(sent.sort()).toEqual([reminderJobKey(before.id, -3), reminderJobKey(onDay.id, 0), reminderJobKey(week.id, 7)].sort());
    expect(await queueOrganisationPaymentReminders(jobs as never, t.database, b.org.id, at(day, 7))).toBe(0);
    expect(paymentReminderJob.name).toBe('payments.reminder');
  });
});

describe('sending', () => {
  it('emails the balance, due day and the invoice’s link once per step, and the invoice page shows it', async () => {
    const b = await business('Reminder Send Co');
    await b.turnOn();
    const day = today();
    const inv = await b.invoice(addDays(day, 3));
    expect(await sendPaymentReminder(b.services, b.org.id, inv.id, -3, day)).toEqual({ sent: ['email'], refused: [] });
    // Again (a job run twice, a second process): nothing more.
    expect(await sendPaymentReminder(b.services, b.org.id, inv.id, -3, day)).toEqual({ skipped: 'done' });
    // A step that is not today's for its due date: nothing.
    expect(await sendPaymentReminder(b.services, b.org.id, inv.id, 0, day)).toEqual({ skipped: 'not-today' });

    const mail = (await mailboxOf(t, b.customerEmail)).filter((m) => m.subject.includes(inv.number));
    expect(mail).toHaveLength(1);
    expect(mail[0].subject).toBe(`Invoice ${inv.number} from Reminder Send Co`);
    expect(mail[0].text).toContain(`invoice ${inv.number} from Reminder Send Co is due on`);
    expect(mail[0].text).toContain('The balance is $220.00.');
    // Payouts are off: the link views the invoice, it does not promise a payment.
    expect(mail[0].text).toMatch(/View this invoice online: http\S+\/i\/[\w-]{43}/);
    expect(mail[0].text).not.toContain('pay this invoice online');
    // The stored copy never holds the private link.
    const stored = await t.database.db.outgoingMessage.findFirstOrThrow({ where: { orgId: b.org.id, invoiceId: inv.id } });
    expect(stored.body).not.toMatch(/\/i\/[\w-]{43}/);

    const page = await b.manager.get(`/api/invoices/${inv.id}/reminders`);
    expect(page.body.sent).toHaveLength(1);
    expect(page.body.sent[0]).toMatchObject({ step: -3, channel: 'email', outcome: 'sent', label: '3 days before due' });
    expect(page.body.sent[0].text).toMatch(/^Sent 3 days before due on \d{1,2} \w{3} \d{4} by email$/);
    const gql = await b.manager.gql(`query($id: ID!) { invoice(id: $id) { reminders { sent { text } } } }`, { id: inv.id });
    expect(gql.data.invoice.reminders.sent[0].text).toBe(page.body.sent[0].text);
  });

  it('texts within the plan’s SMS credits; a text refused for credits is recorded, not retried', async () => {
    const b = await business('Reminder Sms Co', { email: 'sms-accounts@bayside.test', phone: '0412 555 666' });
    await b.turnOn({ email: false, sms: true });
    const day = today();
    const inv = await b.invoice(day);
    const later = await b.invoice(addDays(day, -7));
    expect(await sendPaymentReminder(b.services, b.org.id, inv.id, 0, day)).toEqual({ sent: ['sms'], refused: [] });
    const sms = await t.database.db.outgoingMessage.findFirstOrThrow({ where: { orgId: b.org.id, channel: 'sms', invoiceId: inv.id } });
    expect(sms.to).toBe('+61412555666');
    expect(sms.body).toMatch(
      new RegExp(`^Reminder Sms Co: invoice ${inv.number} \\(\\$220\\.00\\) is due today, .+ View: http\\S+/i/[\\w-]{43}$`),
    );
    expect(sms.status).not.toBe('queued');

    // No credits left at all: the step is recorded as refused with the reason, and a second run sends nothing.
    await t.database.db.subscription.updateMany({ where: { orgId: b.org.id }, data: { status: 'canceled' } });
    await t.database.db.usageCounter.updateMany({ where: { orgId: b.org.id }, data: { used: 1_000_000 } });
    const refused = await sendPaymentReminder(b.services, b.org.id, later.id, 7, day);
    expect(refused).toEqual({ sent: [], refused: ['sms'] });
    expect(await sendPaymentReminder(b.services, b.org.id, later.id, 7, day)).toEqual({ skipped: 'done' });
    const row = await t.database.db.paymentReminder.findFirstOrThrow({ where: { invoiceId: later.id } });
    expect(row).toMatchObject({ outcome: 'refused', channel: 'sms' });
    expect(row.reason).toMatch(/SMS/i);
    expect(await t.database.db.outgoingMessage.count({ where: { invoiceId: later.id } })).toBe(0);
  });

  it('sends nothing for a paid, void, switched-off or paused invoice, or with reminders off', async () => {
    const b = await business('Reminder Skip Co');
    const day = today();
    const inv = await b.invoice(day);
    expect(await sendPaymentReminder(b.services, b.org.id, inv.id, 0, day)).toEqual({ skipped: 'off' });
    await b.turnOn();
    await t.database.db.invoice.update({ where: { id: inv.id }, data: { noReminders: true } });
    expect(await sendPaymentReminder(b.services, b.org.id, inv.id, 0, day)).toEqual({ skipped: 'opted-out' });
    await t.database.db.invoice.update({
      where: { id: inv.id },
      data: { noReminders: false, paidClaimAt: new Date(), paidClaimText: 'x' },
    });
    expect(await sendPaymentReminder(b.services, b.org.id, inv.id, 0, day)).toEqual({ skipped: 'paused' });
    await t.database.db.invoice.update({ where: { id: inv.id }, data: { paidClaimAt: null, status: 'void' } });
    expect(await sendPaymentReminder(b.services, b.org.id, inv.id, 0, day)).toEqual({ skipped: 'settled' });
    expect(await t.database.db.paymentReminder.count({ where: { invoiceId: inv.id } })).toBe(0);
  });
});

describe('never after the payment that settles the invoice', () => {
  const payment = (b: Awaited<ReturnType<typeof business>>, invoiceId: string, i: number) =>
    applyProviderPayment(
      { db: b.services.db, jobs: t.app.services.jobs, events: t.app.services.events },
      {
        provider: 'local',
        providerPaymentId: `pi_race_${invoiceId}_${i}`,
        invoiceId,
        amountCents: 22_000,
        status: 'succeeded',
        occurredAt: new Date(),
      },
    );
  const remindersOf = (invoiceId: string) => t.database.db.paymentReminder.count({ where: { invoiceId } });
  /**
   * Messages about the invoice but the payment's receipt and the office's notice of it, which the receipt job makes
   * once a worker takes it (whenever that is: a test must not count them as reminders, nor race them).
   */
  const messagesOf = (invoiceId: string) =>
    t.database.db.outgoingMessage.count({
      where: {
        invoiceId,
        OR: [
          { subject: null },
          { NOT: [{ subject: { startsWith: 'Receipt for invoice' } }, { subject: { startsWith: 'Payment received for invoice' } }] },
        ],
      },
    });

  it('a payment committed first leaves nothing to send', async () => {
    const b = await business('Race Paid First Co');
    await b.turnOn();
    const day = today();
    const inv = await b.invoice(day);
    await payment(b, inv.id, 0);
    expect(await sendPaymentReminder(b.services, b.org.id, inv.id, 0, day)).toEqual({ skipped: 'settled' });
    expect([await remindersOf(inv.id), await messagesOf(inv.id)]).toEqual([0, 0]);
  });

  it('run together many times in both orders: a reminder exists only when it was recorded before the payment', async () => {
    const b = await business('Race Together Co');
    await b.turnOn();
    const day = today();
    for (let i = 0; i < 12; i++) {
      const inv = await b.invoice(day);
      const order = i % 2 === 0;
      const run = [() => sendPaymentReminder(b.services, b.org.id, inv.id, 0, day), () => payment(b, inv.id, i)];
      const [first, second] = order ? run : [run[1], run[0]];
      const results = await Promise.all([first(), second()]);
      const reminder = (order ? results[0] : results[1]) as Awaited<ReturnType<typeof sendPaymentReminder>>;
      const inv2 = await t.database.db.invoice.findUniqueOrThrow({ where: { id: inv.id } });
      expect(inv2.status).toBe('paid');
      if ('skipped' in reminder) {
        expect(reminder.skipped).toBe('settled');
        expect([await remindersOf(inv.id), await messagesOf(inv.id)]).toEqual([0, 0]);
      } else {
        // Recorded with the whole balance due: it read the invoice before the payment's row existed.
        const row = await t.database.db.paymentReminder.findFirstOrThrow({ where: { invoiceId: inv.id } });
        expect(row.balanceCents).toBe(22_000);
        expect(await messagesOf(inv.id)).toBe(1);
      }
    }
  });

  // The payment is started while the reminder holds what it read (between its read and its write). Under the
  // invoice's lock the payment waits (seen in pg_stat_activity as a lock wait) and commits after the reminder;
  // without the lock it would commit first and the reminder would then be recorded after it. PostgreSQL only: on
  // the embedded database one connection runs one transaction at a time, so the two cannot overlap at all.
  it.runIf(Boolean(process.env.DATABASE_URL))('a payment arriving between the reminder’s read and its write waits for it', async () => {
    const b = await business('Race Paused Co');
    await b.turnOn();
    const day = today();
    const lockWaits = async () => {
      const [{ waiting }] = await t.database.db.$queryRawUnsafe<{ waiting: number }[]>(
        "SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%\"Invoice\"%'",
      );
      return waiting;
    };
    for (let i = 0; i < 5; i++) {
      const inv = await b.invoice(day);
      let paidDuringPause = false;
      let paidBeforeWrite = false;
      let paying: Promise<unknown> = Promise.resolve();
      const outcome = await sendPaymentReminder(b.services, b.org.id, inv.id, 0, day, {
        afterRead: async () => {
          paying = payment(b, inv.id, i).then(() => {
            paidDuringPause = true;
          });
          // Until the payment has either committed or is seen waiting for the invoice's lock.
          while (!paidDuringPause && (await lockWaits()) === 0) await new Promise((r) => setImmediate(r));
          paidBeforeWrite = paidDuringPause;
        },
      });
      await paying;
      // A payment that committed before the reminder wrote anything leaves no reminder: that would be the bug.
      if (paidBeforeWrite) expect(await remindersOf(inv.id)).toBe(0);
      // Under the lock the payment always waited: the reminder was recorded first, then the payment settled it.
      expect(paidBeforeWrite).toBe(false);
      expect(outcome).toEqual({ sent: ['email'], refused: [] });
      expect((await t.database.db.invoice.findUniqueOrThrow({ where: { id: inv.id } })).status).toBe('paid');
    }
  });
});

const TELL = `mutation($token: String!, $name: String, $message: String!) { tellInvoicePaid(token: $token, name: $name, message: $message) {
  __typename ... on TellUsPaidPayload { message } ... on AppError { code message } } }`;

describe('Already paid? Tell us', () => {
  it('pauses the invoice’s reminders and tells the office; opening the page changes nothing; bad input is refused', async () => {
    const b = await business('Tell Us Co');
    await b.turnOn();
    const day = today();
    const inv = await b.invoice(day);
    const link = newInvoiceLink();
    await t.database.db.invoice.update({
      where: { id: inv.id },
      data: { publicTokenHash: link.publicTokenHash, publicTokenExpiresAt: link.publicTokenExpiresAt },
    });
    const customer = new Agent(t);

    await customer.gql('query($token: String!) { publicInvoice(token: $token) { number } }', { token: link.token });
    expect((await t.database.db.invoice.findUniqueOrThrow({ where: { id: inv.id } })).paidClaimAt).toBeNull();

    const empty = await customer.gql(TELL, { token: link.token, message: '   ' });
    expect(empty.data.tellInvoicePaid).toEqual({
      __typename: 'AppError',
      code: 'VALIDATION',
      message: paymentReminderMessages.claimRequired,
    });
    const long = await customer.gql(TELL, { token: link.token, message: 'x'.repeat(1001) });
    expect(long.data.tellInvoicePaid.message).toBe(paymentReminderMessages.claimTooLong);
    const wrong = await customer.gql(TELL, { token: 'x'.repeat(43), message: 'Paid' });
    expect(wrong.data.tellInvoicePaid.code).toBe('NOT_FOUND');

    const told = await customer.gql(TELL, { token: link.token, name: 'Pat Jones', message: 'Paid by bank transfer on Monday, ref INV' });
    expect(told.data.tellInvoicePaid).toEqual({ __typename: 'TellUsPaidPayload', message: PAID_CLAIM_THANKS });
    expect(await sendPaymentReminder(b.services, b.org.id, inv.id, 0, day)).toEqual({ skipped: 'paused' });
    const again = await customer.gql('query($token: String!) { publicInvoice(token: $token) { paidClaimed } }', { token: link.token });
    expect(again.data.publicInvoice.paidClaimed).toBe(true);

    const office = (await mailboxOf(t, 'office@trade-way.test')).filter(
      (m) => m.subject === `Invoice ${inv.number}: Pat Jones says it is paid`,
    );
    expect(office).toHaveLength(1);
    expect(office[0].text).toContain('Paid by bank transfer on Monday, ref INV');
    const page = await b.manager.get(`/api/invoices/${inv.id}/reminders`);
    expect(page.body.paidClaim).toMatchObject({ name: 'Pat Jones', text: 'Paid by bank transfer on Monday, ref INV' });

    // The office resumes: the claim is cleared and the step goes out; a second resume is a 409; a technician may not.
    expect((await b.technician.post(`/api/invoices/${inv.id}/reminders/resume`)).status).toBe(403);
    const resumed = await b.manager.gql(
      `mutation($id: ID!) { resumeInvoiceReminders(invoiceId: $id) { __typename ... on InvoiceReminders { paidClaim { text } } } }`,
      { id: inv.id },
    );
    expect(resumed.data.resumeInvoiceReminders).toEqual({ __typename: 'InvoiceReminders', paidClaim: null });
    expect((await b.manager.post(`/api/invoices/${inv.id}/reminders/resume`)).status).toBe(409);
    expect(await sendPaymentReminder(b.services, b.org.id, inv.id, 0, day)).toEqual({ sent: ['email'], refused: [] });

    // The reminder carried a fresh link (the old one stops working, as a new invoice email's does). Once the
    // invoice is paid there is nothing to claim.
    expect((await customer.gql(TELL, { token: link.token, message: 'Paid' })).data.tellInvoicePaid.code).toBe('NOT_FOUND');
    const fresh = newInvoiceLink();
    await t.database.db.invoice.update({
      where: { id: inv.id },
      data: { publicTokenHash: fresh.publicTokenHash, publicTokenExpiresAt: fresh.publicTokenExpiresAt },
    });
    await b.manager.post(`/api/invoices/${inv.id}/mark-paid`, {});
    const paid = await customer.gql(TELL, { token: fresh.token, message: 'Paid' });
    expect(paid.data.tellInvoicePaid).toMatchObject({ code: 'CONFLICT', message: paymentReminderMessages.alreadyPaid });
  });
});
