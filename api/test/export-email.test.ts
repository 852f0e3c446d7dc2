import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WITHHELD_LINK } from '../src/domain/messaging/send-email.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { type JobsOrg, jobsOrg } from './jobs-fixtures.ts';
import { type FakeSmtp, startFakeSmtp } from './messaging-fakes.ts';

// The export's link by real SMTP: the email is recorded in the transaction that marks the export ready and sent by
// its delivery job after the commit, so a mail server is never spoken to inside a transaction.

let smtp: FakeSmtp;
let t: TestApp;
let o: JobsOrg;
beforeAll(async () => {
  smtp = await startFakeSmtp();
  // A database of its own: its workers take every queued email, and the shared one holds other files' mail.
  t = await startTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Spanner <no-reply@spanner.test>' }, { ownDatabase: true });
  await t.app.services.jobs.startWorkers(t.app.services);
  o = await jobsOrg(t, 'Mailed Export Co');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('an export on a server that sends mail by SMTP', () => {
  it('is built and its link reaches the admin who asked, by SMTP, and only there', async () => {
    const asked = await o.as.admin.post('/api/export');
    expect(asked.status).toBe(201);
    let url: string | null = null;
    for (;;) {
      const listed = (await o.as.admin.get('/api/export')).body.exports.find((e: { id: string }) => e.id === asked.body.id);
      if (listed.state !== 'building') {
        expect(listed.state).toBe('ready');
        url = listed.url;
        break;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    const link = url as string;
    // The delivery job records the message sent once the mail server has taken it.
    const sent = () =>
      t.database.db.outgoingMessage.findFirst({
        where: { orgId: o.org.id, to: o.admin.email, subject: 'Your Spanner export is ready', status: 'sent' },
      });
    let stored = await sent();
    while (!stored) {
      await new Promise((r) => setTimeout(r, 50));
      stored = await sent();
    }
    const mail = smtp.received.find((m) => m.to.includes(o.admin.email) && m.raw.includes('Your Spanner export is ready'));
    expect(mail?.raw.replace(/=\r?\n/g, '')).toContain(link);
    expect(stored.body).not.toContain(link);
    expect(stored.body).toContain(WITHHELD_LINK);
  });
});
