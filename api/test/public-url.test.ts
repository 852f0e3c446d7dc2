import { afterEach, describe, expect, it } from 'vitest';
import { Agent } from './agent.ts';
import { createOrg, startTestApp, type TestApp } from './harness.ts';
import { lastEmailTo } from './mailbox.ts';

// The links Spanner emails and texts are built on PUBLIC_URL. Unset, it is the address the server listens on once
// bound, so a server started on PORT=0 (the browser suite's) sends links to its real port, not to port 0.

let t: TestApp | undefined;
afterEach(() => t?.close());

async function resetLinkSentBy(app: TestApp): Promise<string> {
  const org = await createOrg(app, 'Link Plumbing', ['admin']);
  const answer = await new Agent(app).post('/api/auth/forgot-password', { email: org.admin.email });
  expect(answer.status).toBe(200);
  const mail = await lastEmailTo(app, org.admin.email);
  return mail.text.match(/\S+\/auth\/reset-password\/[\w-]+/)?.[0] ?? '';
}

describe('the address in emailed links', () => {
  it('is the port the server was given when it was started on port 0', async () => {
    t = await startTestApp();
    const url = await t.app.start(0, '127.0.0.1');
    expect(new URL(url).port).not.toBe('0');
    const link = await resetLinkSentBy(t);
    expect(link.startsWith(`${url}/auth/reset-password/`)).toBe(true);
  });

  it('stays the configured PUBLIC_URL whatever port the server listens on', async () => {
    t = await startTestApp({ PUBLIC_URL: 'https://app.spanner.test/' });
    await t.app.start(0, '127.0.0.1');
    const link = await resetLinkSentBy(t);
    expect(link.startsWith('https://app.spanner.test/auth/reset-password/')).toBe(true);
  });
});
