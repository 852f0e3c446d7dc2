import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantDb } from '../src/db/scoped.ts';
import { monthStart } from '../src/domain/billing/credits.ts';
import { STALE_CLAIM_MS } from '../src/domain/messaging/deliver-email.ts';
import { emailDeliveryJob } from '../src/domain/messaging/email-delivery-job.ts';
import { sendOrganisationEmail, WITHHELD_LINK } from '../src/domain/messaging/send-email.ts';
import { Agent } from './agent.ts';
import { createOrg, PASSWORD, startTestApp, type TestApp } from './harness.ts';
import { until } from './jobs-queue-fixtures.ts';
import { type FakeSmtp, startFakeSmtp } from './messaging-fakes.ts';
import { dueNow, jobContext, jobState, messagingSettled, startWorkers, stopWorkers } from './messaging-queue.ts';

// The one email function through SMTP (nodemailer) to a local SMTP server: counted mail from the allowance then
// packs, attachments kept for the Messages tab, a failure giving the credit back, and mail recorded inside a
// transaction delivered by its job on the app's queue after the commit — retried while the server turns mail away,
// failed once when it refuses for good. A database of its own: its workers take only its own jobs.

let t: TestApp;
let smtp: FakeSmtp;
let org: Awaited<ReturnType<typeof createOrg>>;
let admin: Agent;
beforeAll(async () => {
  smtp = await startFakeSmtp();
  t = await startTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Spanner <no-reply@spanner.test>' }, { ownDatabase: true });
  await startWorkers(t);
  org = await createOrg(t, 'Mail Plumbing', ['admin', 'technician']);
  await t.database.db.organization.update({ where: { id: org.org.id }, data: { email: 'office@mailplumbing.test' } });
  admin = new Agent(t);
  await admin.login(org.admin.email, PASSWORD);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const services = () => ({
  db: tenantDb(t.database.db, org.org.id),
  config: t.config,
  storage: t.app.services.storage,
  jobs: t.app.services.jobs,
});
const delivered = (to: string) => smtp.received.filter((m) => m.to.includes(to));
const emailUsed = async (orgId: string) => {
  const periodStart = (await t.database.db.subscription.findUnique({ where: { orgId } }))?.currentPeriodStart ?? monthStart();
  return (await t.database.db.usageCounter.findFirst({ where: { orgId, channel: 'email', periodStart } }))?.used ?? 0;
};
const pdf = Buffer.from('%PDF-1.4 quote QU-0001\n%%EOF');

describe('sending an email for an organisation', () => {
  it('delivers counted mail over SMTP with its attachment, counts it and keeps the attachment for the Messages tab', async () => {
    const before = await emailUsed(org.org.id);
    const { messageIds } = await sendOrganisationEmail(services(), org.org.id, {
      to: 'customer@example.test',
      subject: 'Quote QU-0001 from Mail Plumbing',
      text: 'Please find your quote attached.',
      attachments: [{ filename: 'QU-0001.pdf', contentType: 'application/pdf', content: pdf }],
      counted: true,
      sentById: org.admin.id,
    });
    const mail = smtp.received.at(-1);
    expect(mail?.to).toEqual(['customer@example.test']);
    expect(mail?.from).toBe('no-reply@spanner.test');
    expect(mail?.raw).toContain('Subject: Quote QU-0001 from Mail Plumbing');
    expect(mail?.raw).toContain('From: Mail Plumbing via Spanner <no-reply@spanner.test>');
    expect(mail?.raw).toContain('Reply-To: office@mailplumbing.test');
    expect(mail?.raw).toContain('filename=QU-0001.pdf');
    expect(await emailUsed(org.org.id)).toBe(before + 1);
    const row = await t.database.db.outgoingMessage.findUniqueOrThrow({ where: { id: messageIds[0] } });
    expect(row).toMatchObject({ status: 'sent', provider: 'smtp', credits: 1 });
    const file = await admin.get(`/api/messages/${messageIds[0]}/attachments/0`);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    const list = await admin.get('/api/messages?channel=email');
    expect(list.body.messages[0]).toMatchObject({
      to: 'customer@example.test',
      paidFrom: 'allowance',
      attachments: [{ filename: 'QU-0001.pdf', url: `/api/messages/${messageIds[0]}/attachments/0` }],
    });
  });

  it('sends one counted email per recipient', async () => {
    const before = await emailUsed(org.org.id);
    const received = smtp.received.length;
    await sendOrganisationEmail(services(), org.org.id, {
      to: ['a@example.test', ' b@example.test ', ''],
      subject: 'Invoice',
      text: 'Hi',
      counted: true,
    });
    expect(smtp.received.length).toBe(received + 2);
    expect(await emailUsed(org.org.id)).toBe(before + 2);
  });

  it('refuses a bad address with 400, sending and recording nothing', async () => {
    const rows = await t.database.db.outgoingMessage.count({ where: { orgId: org.org.id } });
    await expect(
      sendOrganisationEmail(services(), org.org.id, { to: 'not-an-email', subject: 'x', text: 'x', counted: true }),
    ).rejects.toMatchObject({
      code: 'VALIDATION',
      message: 'not-an-email is not a valid email address',
    });
    await expect(sendOrganisationEmail(services(), org.org.id, { to: [' '], subject: 'x', text: 'x' })).rejects.toMatchObject({
      code: 'VALIDATION',
      message: 'Enter at least one email address',
    });
    expect(await t.database.db.outgoingMessage.count({ where: { orgId: org.org.id } })).toBe(rows);
  });

  it('answers 502 when the mail server refuses, records the failure and gives the credit back', async () => {
    const before = await emailUsed(org.org.id);
    smtp.refuse(true);
    try {
      await expect(
        sendOrganisationEmail(services(), org.org.id, { to: 'bounce@example.test', subject: 'Invoice INV-9', text: 'x', counted: true }),
      ).rejects.toMatchObject({ code: 'DELIVERY_FAILED', message: 'Failed to send email' });
    } finally {
      smtp.refuse(false);
    }
    expect(await emailUsed(org.org.id)).toBe(before);
    const row = await t.database.db.outgoingMessage.findFirstOrThrow({ where: { to: 'bounce@example.test' } });
    expect(row.status).toBe('failed');
    expect(row.refundedAt).not.toBeNull();
  });

  it('refuses counted mail with 402 when the allowance and packs are gone; account mail still goes', async () => {
    const poor = await createOrg(t, 'Poor Mail', ['admin']);
    await t.database.db.subscription.update({ where: { orgId: poor.org.id }, data: { status: 'active', planId: 'free' } });
    const db = tenantDb(t.database.db, poor.org.id);
    await expect(
      sendOrganisationEmail({ db, config: t.config }, poor.org.id, { to: 'c@example.test', subject: 'Quote', text: 'x', counted: true }),
    ).rejects.toMatchObject({ code: 'QUOTA_EXCEEDED' });
    expect(await t.database.db.outgoingMessage.count({ where: { orgId: poor.org.id } })).toBe(0);
    await sendOrganisationEmail({ db, config: t.config }, poor.org.id, { to: 'member@example.test', subject: 'Invite', text: 'x' });
    expect(await t.database.db.outgoingMessage.count({ where: { orgId: poor.org.id, status: 'sent' } })).toBe(1);
  });

  it('never speaks SMTP inside a transaction: the mail waits queued, and its job delivers it once after the commit', async () => {
    const received = smtp.received.length;
    const { messageIds } = await t.database.db.$transaction(async (tx) => {
      const sent = await sendOrganisationEmail({ db: tx, config: t.config, jobs: t.app.services.jobs }, org.org.id, {
        to: 'invitee@example.test',
        subject: "You're invited",
        text: 'link',
      });
      expect(smtp.received.length, 'nothing leaves while the transaction is open').toBe(received);
      return sent;
    });
    await until('the invite to arrive', () => delivered('invitee@example.test').length === 1);
    await until('its job to finish', async () => (await jobState(t, emailDeliveryJob, messageIds[0])) === 'completed');
    expect((await t.database.db.outgoingMessage.findUniqueOrThrow({ where: { id: messageIds[0] } })).status).toBe('sent');
    // At least once: the same job run again (a worker that lost its lease, a redelivery) sends nothing more.
    await emailDeliveryJob.run({ messageId: messageIds[0], orgId: org.org.id }, jobContext(t));
    expect(delivered('invitee@example.test')).toHaveLength(1);
  });

  it('never sends an email whose transaction rolls back: no record, no job', async () => {
    let id = '';
    await expect(
      t.database.db.$transaction(async (tx) => {
        const { messageIds } = await sendOrganisationEmail({ db: tx, config: t.config, jobs: t.app.services.jobs }, org.org.id, {
          to: 'rolled-back@example.test',
          subject: "You're invited",
          text: 'link',
          counted: true,
        });
        id = messageIds[0];
        throw new Error('the invite failed after its email was recorded');
      }),
    ).rejects.toThrow('the invite failed');
    expect(id).not.toBe('');
    expect(await t.database.db.outgoingMessage.count({ where: { id } })).toBe(0);
    expect(await jobState(t, emailDeliveryJob, id)).toBeNull();
    await messagingSettled(t);
    expect(delivered('rolled-back@example.test')).toHaveLength(0);
  });

  it('keeps a private link out of the record: it waits withheld for the job, is sent, then erased', async () => {
    const link = 'https://app.spanner.test/auth/invite/withheld-token-0123456789abcdefghijklmnopqrstu';
    const headers = {
      'List-Unsubscribe': '<https://app.spanner.test/unsubscribe/withheld>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
    await stopWorkers(t);
    const { messageIds } = await t.database.db.$transaction((tx) =>
      sendOrganisationEmail({ db: tx, config: t.config, jobs: t.app.services.jobs }, org.org.id, {
        to: 'withheld@example.test',
        subject: "You're invited",
        text: `Choose your password:\n${link}`,
        secrets: [link],
        accountMail: true,
        headers,
      }),
    );
    const waiting = await t.database.db.outgoingMessage.findUniqueOrThrow({ where: { id: messageIds[0] } });
    expect(waiting).toMatchObject({ status: 'queued', body: `Choose your password:\n${WITHHELD_LINK}`, accountMail: true });
    expect(waiting.withheldHeaders).toEqual(headers);
    expect((await admin.get('/api/messages?limit=200')).body.messages.map((m: { to: string }) => m.to)).not.toContain(
      'withheld@example.test',
    );
    await startWorkers(t);
    await until('the invite to arrive', () => delivered('withheld@example.test').length === 1);
    const [mail] = delivered('withheld@example.test');
    expect(mail.raw.replace(/=\r?\n/g, '')).toContain(link);
    expect(mail.raw).toMatch(/^List-Unsubscribe: <https:\/\/app\.spanner\.test\/unsubscribe\/withheld>\r?$/m);
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    await until(
      'the record to say sent',
      async () => (await t.database.db.outgoingMessage.findUniqueOrThrow({ where: { id: messageIds[0] } })).status === 'sent',
    );
    const sent = await t.database.db.outgoingMessage.findUniqueOrThrow({ where: { id: messageIds[0] } });
    expect(sent).toMatchObject({ withheldText: null, withheldHeaders: null, body: `Choose your password:\n${WITHHELD_LINK}` });
  });

  it('tries again while the mail server turns mail away for now (451), and sends it once it takes mail again', async () => {
    const before = await emailUsed(org.org.id);
    smtp.deferAll(true);
    let id = '';
    try {
      ({
        messageIds: [id],
      } = await t.database.db.$transaction((tx) =>
        sendOrganisationEmail({ db: tx, config: t.config, jobs: t.app.services.jobs }, org.org.id, {
          to: 'later@example.test',
          subject: 'Invoice INV-10',
          text: 'Your invoice',
          counted: true,
        }),
      ));
      await until('the first try to fail and wait for the next', async () => (await jobState(t, emailDeliveryJob, id)) === 'retry');
      const waiting = await t.database.db.outgoingMessage.findUniqueOrThrow({ where: { id } });
      expect(waiting).toMatchObject({ status: 'queued', sentAt: null, refundedAt: null });
      expect(waiting.error).toContain('Try again later');
    } finally {
      smtp.deferAll(false);
    }
    await dueNow(t, emailDeliveryJob, id);
    await until('the invoice to arrive', () => delivered('later@example.test').length === 1);
    await until('its job to finish', async () => (await jobState(t, emailDeliveryJob, id)) === 'completed');
    expect(await t.database.db.outgoingMessage.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: 'sent', refundedAt: null });
    expect(await emailUsed(org.org.id)).toBe(before + 1);
  });

  it('marks mail the server refuses for good (550) failed once, and gives its credit back once', async () => {
    const before = await emailUsed(org.org.id);
    smtp.refuse(true);
    let id = '';
    try {
      ({
        messageIds: [id],
      } = await t.database.db.$transaction((tx) =>
        sendOrganisationEmail({ db: tx, config: t.config, jobs: t.app.services.jobs }, org.org.id, {
          to: 'nobody-here@example.test',
          subject: 'Invoice INV-11',
          text: 'x',
          counted: true,
        }),
      ));
      expect(await emailUsed(org.org.id)).toBe(before + 1);
      await until('its job to finish', async () => (await jobState(t, emailDeliveryJob, id)) === 'completed');
      // The job run again (at least once) finds it failed already: no second refund.
      await emailDeliveryJob.run({ messageId: id, orgId: org.org.id }, jobContext(t));
    } finally {
      smtp.refuse(false);
    }
    const row = await t.database.db.outgoingMessage.findUniqueOrThrow({ where: { id } });
    expect(row.status).toBe('failed');
    expect(row.refundedAt).not.toBeNull();
    expect(row.error).toContain('Mailbox unavailable');
    expect(await emailUsed(org.org.id)).toBe(before);
  });

  it('takes again an email whose sender stopped mid-send (a claim older than ten minutes), and not a fresh claim', async () => {
    await stopWorkers(t);
    const { messageIds } = await t.database.db.$transaction((tx) =>
      sendOrganisationEmail({ db: tx, config: t.config, jobs: t.app.services.jobs }, org.org.id, {
        to: 'stranded@example.test',
        subject: 'Invite',
        text: 'link',
      }),
    );
    const claim = (msAgo: number) =>
      t.database.db.outgoingMessage.update({ where: { id: messageIds[0] }, data: { sentAt: new Date(Date.now() - msAgo) } });
    await claim(60_000); // another process is sending it right now
    await expect(emailDeliveryJob.run({ messageId: messageIds[0], orgId: org.org.id }, jobContext(t))).rejects.toThrow(
      'another process is sending it',
    );
    expect(delivered('stranded@example.test')).toHaveLength(0);
    await claim(STALE_CLAIM_MS + 60_000); // that process stopped before it finished
    await emailDeliveryJob.run({ messageId: messageIds[0], orgId: org.org.id }, jobContext(t));
    expect(delivered('stranded@example.test')).toHaveLength(1);
    expect((await t.database.db.outgoingMessage.findUniqueOrThrow({ where: { id: messageIds[0] } })).status).toBe('sent');
    await startWorkers(t);
  });

  it("keeps the Messages tab and its attachments to the office of the message's own organisation", async () => {
    const [message] = await t.database.db.outgoingMessage.findMany({
      where: { orgId: org.org.id, attachments: { not: undefined } },
      take: 1,
    });
    const tech = new Agent(t);
    await tech.login(org.technician.email, PASSWORD);
    expect((await tech.get(`/api/messages/${message.id}/attachments/0`)).status).toBe(403);
    const other = await createOrg(t, 'Nosy Mail', ['admin']);
    const nosy = new Agent(t);
    await nosy.login(other.admin.email, PASSWORD);
    expect((await nosy.get(`/api/messages/${message.id}/attachments/0`)).status).toBe(404);
  });
});
