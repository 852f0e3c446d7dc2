// Registration carries the plan picked on the public pricing (/auth/register?plan=…): kept with the business and
// offered first when the trial ends; a plan that is not for sale is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from './agent.ts';
import { startTestApp, type TestApp, uniqueEmail } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const account = (plan?: unknown) => ({
  orgName: 'Chosen Plan Electrical',
  email: uniqueEmail('chosen@plan.test'),
  password: 'a long enough password 42',
  ...(plan === undefined ? {} : { plan }),
});

describe('registration with a chosen plan', () => {
  it('keeps the plan from REST and offers it in the subscription status', async () => {
    const agent = new Agent(t);
    expect((await agent.post('/api/auth/register', account('enterprise'))).status).toBe(201);
    const status = await agent.get('/api/subscriptions/status');
    expect(status.body).toMatchObject({ subscription: { status: 'trial', planId: 'pro' }, chosenPlanId: 'enterprise' });
  });

  it('keeps the plan from GraphQL, and shows it on the organisation', async () => {
    const agent = new Agent(t);
    const input = account('solo');
    const registered = await agent.gql('mutation($input: RegisterInput!) { register(input: $input) { __typename } }', { input });
    expect(registered.data.register.__typename).toBe('AuthPayload');
    const me = await agent.gql('{ me { org { chosenPlan } } }');
    expect(me.data.me.org.chosenPlan).toBe('solo');
  });

  it('has no chosen plan without one', async () => {
    const agent = new Agent(t);
    await agent.post('/api/auth/register', account());
    expect((await agent.get('/api/subscriptions/status')).body.chosenPlanId).toBeNull();
  });

  it('refuses a plan that is not for sale', async () => {
    for (const plan of ['free', 'platinum', 7]) {
      const res = await new Agent(t).post('/api/auth/register', account(plan));
      expect(res.status, String(plan)).toBe(400);
    }
  });
});
