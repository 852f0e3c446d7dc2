import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetEmailJob } from '../src/domain/accounts/reset-password.ts';
import { Agent } from './agent.ts';
import { freshDatabase } from './database.ts';
import { createOrg, PASSWORD, startTestApp, type TestApp } from './harness.ts';
import { until } from './jobs-queue-fixtures.ts';
import { lastEmailTo, mailboxOf } from './mailbox.ts';
import { startFakeSmtp } from './messaging-fakes.ts';
import { jobStates, messagingSettled, startWorkers } from './messaging-queue.ts';

// Forgot password: a single-use, expiring link through the one email function (the local outbox
// here); the same answer whether or not the email exists; rate limited; every session ends after a reset.

let t: TestApp;
let org: Awaited<ReturnType<typeof createOrg>>;
beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: 'https://app.spanner.test' });
  org = await createOrg(t, 'Reset Roofing', ['admin', 'manager', 'technician']);
});
afterAll(() => t.close());

const SENT = 'If an account exists for that email, we have sent it a link to reset the password. The link works once, for 60 minutes.';

/** The token of the newest reset link in the recipient's mailbox; its record in the outbox keeps no link. */
async function linkFor(email: string) {
  const mail = await lastEmailTo(t, email, 'Reset your Spanner password');
  const token = mail.text.match(/\/auth\/reset-password\/([\w-]+)/)?.[1];
  expect(mail.text).toContain(`https://app.spanner.test/auth/reset-password/${token}`);
  const record = await t.database.db.outgoingMessage.findFirstOrThrow({
    where: { to: email, subject: 'Reset your Spanner password' },
    orderBy: { createdAt: 'desc' },
  });
  expect(record).toMatchObject({ credits: 0, accountMail: true, withheldText: null });
  expect(record.body).not.toContain(token);
  return token ?? '';
}

describe('forgot password', () => {
  it('answers before the email is sent: a mail server that hangs delays no answer, for an account or not', async () => {
    const smtp = await startFakeSmtp();
    const slow = await startTestApp({ PUBLIC_URL: 'https://app.spanner.test', SMTP_URL: smtp.url }, { ownDatabase: true });
    try {
      await startWorkers(slow);
      const who = await createOrg(slow, 'Hanging Mail Co', ['admin']);
      const held = smtp.hold();
      const anon = new Agent(slow, { ip: '10.9.0.6' });
      const known = await anon.post('/api/auth/forgot-password', { email: who.admin.email });
      const unknown = await anon.post('/api/auth/forgot-password', { email: 'nobody@nowhere.test' });
      expect([known.status, known.body.message]).toEqual([200, SENT]);
      expect([unknown.status, unknown.body.message]).toEqual([200, SENT]);
      expect(smtp.received).toHaveLength(0);
      held.release();
      await until('the reset email to arrive', () => smtp.received.length > 0);
      await messagingSettled(slow);
      expect(smtp.received.map((m) => m.to)).toEqual([[who.admin.email]]);
      expect(smtp.received[0].raw).toContain('https://app.spanner.test/auth/reset-password/');
    } finally {
      await slow.close();
      await smtp.close();
    }
  });

  it('sends the reset email after a restart: the request is a job in the database, not work held in memory', async () => {
    const smtp = await startFakeSmtp();
    const env = { PUBLIC_URL: 'https://app.spanner.test', SMTP_URL: smtp.url };
    const database = await freshDatabase();
    const first = await startTestApp(env, { database });
    let second: TestApp | undefined;
    try {
      const who = await createOrg(first, 'Restarted Mail Co', ['admin']);
      // The first process answers and stops before any worker of its own has run the job.
      const answer = await new Agent(first, { ip: '10.9.0.7' }).post('/api/auth/forgot-password', { email: who.admin.email });
      expect([answer.status, answer.body.message]).toEqual([200, SENT]);
      expect(await jobStates(first, passwordResetEmailJob)).toEqual(['created']);
      await first.close();
      expect(smtp.received).toHaveLength(0);
      // The next process on the same database runs it.
      second = await startTestApp(env, { database });
      await startWorkers(second);
      await until('the reset email to arrive', () => smtp.received.length > 0);
      await messagingSettled(second);
      expect(smtp.received.map((m) => m.to)).toEqual([[who.admin.email]]);
      const token = smtp.received[0].raw.replace(/=\r?\n/g, '').match(/\/auth\/reset-password\/([\w-]+)/)?.[1] ?? '';
      const reset = await new Agent(second, { ip: '10.9.0.8' }).post('/api/auth/reset-password', {
        token,
        password: 'a-restarted-password-9',
      });
      expect(reset.status).toBe(200);
    } finally {
      await second?.close();
      await database.close();
      await smtp.close();
    }
  });

  it('answers the same whether or not the email has an account, and emails a link only to a real one', async () => {
    const anon = new Agent(t, { ip: '10.9.0.1' });
    const known = await anon.post('/api/auth/forgot-password', { email: org.technician.email.toUpperCase() });
    const unknown = await anon.post('/api/auth/forgot-password', { email: 'nobody@nowhere.test' });
    expect([known.status, known.body]).toEqual([200, { success: true, message: SENT }]);
    expect([unknown.status, unknown.body]).toEqual([200, { success: true, message: SENT }]);
    expect(await mailboxOf(t, 'nobody@nowhere.test')).toEqual([]);
    expect(await t.database.db.outgoingMessage.count({ where: { to: 'nobody@nowhere.test' } })).toBe(0);
    await linkFor(org.technician.email);
    const bad = await anon.post('/api/auth/forgot-password', { email: 'not an email' });
    expect([bad.status, bad.body.error]).toEqual([400, 'Enter a valid email']);
  });

  it('sets the new password once through the link and ends every session of the user', async () => {
    const tech = new Agent(t);
    await tech.login(org.technician.email, PASSWORD);
    expect((await tech.get('/api/me')).status).toBe(200);
    const anon = new Agent(t, { ip: '10.9.0.2' });
    await anon.post('/api/auth/forgot-password', { email: org.technician.email });
    const token = await linkFor(org.technician.email);
    const weak = await anon.post('/api/auth/reset-password', { token, password: 'short' });
    expect(weak.status).toBe(400);
    const ok = await anon.post('/api/auth/reset-password', { token, password: 'a-new-long-password-9' });
    expect([ok.status, ok.body.message]).toEqual([200, 'Your password has been changed. Sign in with your new password.']);
    expect((await tech.get('/api/me')).status).toBe(401);
    const again = await anon.post('/api/auth/reset-password', { token, password: 'another-long-password-9' });
    expect([again.status, again.body.error]).toEqual([400, 'This reset link is not valid or has expired. Ask for a new one.']);
    await new Agent(t).login(org.technician.email, 'a-new-long-password-9');
    expect((await new Agent(t).post('/api/auth/login', { email: org.technician.email, password: PASSWORD })).status).toBe(401);
  });

  it('refuses an expired link, and an earlier link once a newer one was asked for', async () => {
    const anon = new Agent(t, { ip: '10.9.0.3' });
    await anon.post('/api/auth/forgot-password', { email: org.admin.email });
    const first = await linkFor(org.admin.email);
    await anon.post('/api/auth/forgot-password', { email: org.admin.email });
    const second = await linkFor(org.admin.email);
    expect((await anon.post('/api/auth/reset-password', { token: first, password: 'a-new-long-password-9' })).status).toBe(400);
    await t.database.db.passwordReset.updateMany({ where: { usedAt: null }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await anon.post('/api/auth/reset-password', { token: second, password: 'a-new-long-password-9' })).status).toBe(400);
  });

  it('limits requests per address and email (429), so nobody can use up another person’s resets', async () => {
    const attacker = new Agent(t, { ip: '10.9.0.4' });
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await attacker.post('/api/auth/forgot-password', { email: org.manager.email })).status);
    expect(answers).toEqual([200, 200, 200, 429, 429]);
    // The victim, from their own address, still gets a link that works.
    const before = (await mailboxOf(t, org.manager.email)).length;
    const victim = new Agent(t, { ip: '10.9.0.44' });
    expect((await victim.post('/api/auth/forgot-password', { email: org.manager.email })).status).toBe(200);
    expect(await mailboxOf(t, org.manager.email)).toHaveLength(before + 1);
    const token = await linkFor(org.manager.email);
    expect((await victim.post('/api/auth/reset-password', { token, password: 'victim-keeps-control-9' })).status).toBe(200);
    // One address still has its overall cap across many emails.
    const spray = new Agent(t, { ip: '10.9.0.45' });
    const sprayed = [];
    for (let i = 0; i < 31; i++) sprayed.push((await spray.post('/api/auth/forgot-password', { email: `spray${i}@nowhere.test` })).status);
    expect(sprayed.filter((s) => s === 429)).toHaveLength(1);
  });

  it('works through GraphQL too', async () => {
    const anon = new Agent(t, { ip: '10.9.0.5' });
    const res = await anon.gql(
      'mutation($email: String!) { requestPasswordReset(email: $email) { __typename ... on PasswordResetAnswer { message } } }',
      {
        email: org.admin.email,
      },
    );
    expect(res.data.requestPasswordReset.message).toBe(SENT);
  });
});
