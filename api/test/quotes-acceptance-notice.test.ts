import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthStart } from '../src/domain/billing/credits.ts';
import { Agent } from './agent.ts';
import { documentsBusiness } from './documents-fixtures.ts';
import { PASSWORD, startTestApp, type TestApp } from './harness.ts';
import { listening, wsClient } from './live-clients.ts';
import { lastEmailTo } from './mailbox.ts';

// The office is told when a customer accepts a quote on its emailed link: an email to the organisation's own address
// (account mail: never counted against the allowance) saying who accepted which quote, its total and its link in the
// app, and the live quote change carrying the acceptance (the app's toast). Declining or the office's own Accept
// sends no notice.

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await startTestApp();
  url = await t.app.start(0, '127.0.0.1');
});
afterAll(() => t.close());

const business = (name: string) =>
  documentsBusiness(t, name, {
    org: { email: 'office@notice.test' },
    customer: { contactName: 'Mei Chen', email: 'mei@bayside.test' },
  });
const lines = [{ description: 'Split system 7 kW', quantity: 1, unit_amount: 199_900, tax_rate: 10 }];

async function emailed(b: Awaited<ReturnType<typeof business>>, title: string) {
  const { body: quote } = await b.admin.post('/api/quotes', { title, customerId: b.customer.id, lines });
  await b.admin.post(`/api/quotes/${quote.id}/email`, { email: 'mei@bayside.test' });
  const mail = await lastEmailTo(t, 'mei@bayside.test', `Quote ${quote.number} from ${b.org.name}`);
  return { quote, token: mail.text.match(/\/q\/([\w-]+)/)?.[1] as string };
}
const emailsUsed = async (orgId: string) =>
  (await t.database.db.usageCounter.findFirst({ where: { orgId, channel: 'email', periodStart: monthStart(new Date()) } }))?.used ?? 0;

describe('the office’s notice of an online acceptance', () => {
  it('emails the organisation who accepted which quote, its total and link, uncounted, and tells the live app', async () => {
    const b = await business('Notice Co');
    const managerLogin = await new Agent(t).post(
      '/api/auth/login',
      { email: (await t.database.db.user.findFirstOrThrow({ where: { orgId: b.org.id, role: 'manager' } })).email, password: PASSWORD },
      { 'auth-mode': 'token' },
    );
    const { quote, token } = await emailed(b, 'Ducted heating');
    const used = await emailsUsed(b.org.id);
    // Every quote of the organisation (no id): how the app hears of an acceptance wherever the user is.
    const live = wsClient(url, managerLogin.body.accessToken, 'subscription { quoteChanged { id status number acceptedOnlineBy } }');
    await listening(t, managerLogin.body.user.id, 1);

    const accepted = await new Agent(t).post(`/api/public/quotes/${token}/accept`, { name: '  Mei Chen ' });
    expect(accepted.status).toBe(200);
    expect(await live.next()).toEqual({
      quoteChanged: { id: quote.id, status: 'accepted', number: 'QU-0001', acceptedOnlineBy: 'Mei Chen' },
    });
    const notice = await t.database.db.outgoingMessage.findFirstOrThrow({ where: { orgId: b.org.id, to: 'office@notice.test' } });
    expect(notice).toMatchObject({
      channel: 'email',
      subject: 'Quote QU-0001 accepted by Mei Chen',
      quoteId: quote.id,
      credits: 0,
      sentById: null,
    });
    expect(notice.body).toBe(
      [
        'Mei Chen accepted quote QU-0001 (Ducted heating) for Bayside Family Dental online.',
        'Total: $2,198.90 including GST.',
        '',
        `Open it in Spanner: ${t.config.PUBLIC_URL}/quotes/${quote.id}`,
        '',
        'Spanner, for Notice Co',
      ].join('\n'),
    );
    expect(await emailsUsed(b.org.id)).toBe(used);
    await live.dispose();
  });

  it('sends no notice for a decline or the office’s own Accept; the live change then carries no acceptance', async () => {
    const b = await business('Notice Quiet Co');
    const declined = await emailed(b, 'Declined one');
    await new Agent(t).post(`/api/public/quotes/${declined.token}/decline`, { name: 'Mei Chen' });
    const inApp = await emailed(b, 'Accepted in the office');
    const gql = await b.admin.gql(`mutation($id: ID!) { acceptQuote(id: $id) { __typename } }`, { id: inApp.quote.id });
    expect(gql.data.acceptQuote.__typename).toBe('Quote');
    expect(await t.database.db.outgoingMessage.count({ where: { orgId: b.org.id, to: 'office@notice.test' } })).toBe(0);
  });
});
