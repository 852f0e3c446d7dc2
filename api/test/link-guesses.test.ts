import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LINK_GUESSES, TOO_MANY_LINK_GUESSES } from '../src/auth/link-guesses.ts';
import { Agent } from './agent.ts';
import { documentsBusiness } from './documents-fixtures.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { lastEmailTo } from './mailbox.ts';

// A quote's or a booking's link opens with no sign-in, its token the only key: wrong tokens from one client address
// are limited (429 with Retry-After, over REST and GraphQL alike), while a customer on another address keeps working.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const wrong = () => randomBytes(32).toString('base64url');

it('refuses guesses past the limit with 429, over REST and GraphQL, while the right links work from another address', async () => {
  const b = await documentsBusiness(t, 'Guess Co', { org: {}, customer: { email: 'pat@guess.test' } });
  const { body: quote } = await b.admin.post('/api/quotes', {
    lines: [{ description: 'Service', quantity: 1, unit_amount: 10_000, tax_rate: 10 }],
  });
  expect((await b.admin.post(`/api/quotes/${quote.id}/email`, { email: 'pat@guess.test' })).status).toBe(200);
  const quoteToken = (await lastEmailTo(t, 'pat@guess.test')).text.match(/\/q\/([\w-]+)/)?.[1] as string;
  const bookingToken = randomBytes(24).toString('base64url');
  await t.database.db.job.create({
    data: { orgId: b.org.id, title: 'Boiler service', status: 'new', confirmationToken: bookingToken, createdById: b.users[0].id },
  });

  const guesser = new Agent(t, { ip: '10.77.0.1' });
  const guesses = [
    () => guesser.get(`/api/public/quotes/${wrong()}`),
    () => guesser.get(`/api/public/bookings/${wrong()}`),
    () => guesser.post(`/api/public/bookings/${wrong()}/confirm`),
    () => guesser.post(`/api/public/quotes/${wrong()}/accept`, { name: 'Pat' }),
    () =>
      guesser.request('POST', '/graphql', {
        body: { query: 'query($t: String!) { publicQuote(token: $t) { number } }', variables: { t: wrong() } },
      }),
  ];
  const answers: number[] = [];
  for (let i = 0; i < LINK_GUESSES.max; i++) answers.push((await guesses[i % guesses.length]()).status);
  expect(answers.filter((s) => s === 429)).toEqual([]);

  const rest = await guesser.get(`/api/public/quotes/${wrong()}`);
  expect(rest.status).toBe(429);
  expect(rest.body.error).toBe(TOO_MANY_LINK_GUESSES);
  expect(Number(rest.headers['retry-after'])).toBeGreaterThan(0);
  expect((await guesser.post(`/api/public/bookings/${wrong()}/confirm`)).status).toBe(429);
  const graphql = await guesser.gql('query($t: String!) { publicBooking(token: $t) { title } }', { t: wrong() });
  expect(graphql.errors?.[0]).toMatchObject({ message: TOO_MANY_LINK_GUESSES, extensions: { code: 'RATE_LIMITED' } });

  const customer = new Agent(t, { ip: '10.77.0.2' });
  expect((await customer.get(`/api/public/quotes/${quoteToken}`)).status).toBe(200);
  expect((await customer.get(`/api/public/bookings/${bookingToken}`)).body).toMatchObject({ title: 'Boiler service' });
  expect((await customer.gql('mutation($t: String!) { confirmBooking(token: $t) { __typename } }', { t: bookingToken })).data).toBeTruthy();
  // Right links give their guess back: a customer who opens theirs many times is never limited.
  for (let i = 0; i <= LINK_GUESSES.max; i++) expect((await customer.get(`/api/public/quotes/${quoteToken}`)).status).toBe(200);
});
