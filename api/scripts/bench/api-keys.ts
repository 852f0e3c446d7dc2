// What an API key costs a request beside a member's session (`npm run bench`, group apiKeys): the same reads — REST
// GET /api/customers and GraphQL `{ me { id } }` — sent with the session cookie and with `Authorization: Bearer spk_…`.
// The key's request resolves through the same session cache and also counts against its per-key rate limit (set out
// of the way here); its overhead is its req/s and server CPU against the cookie's, whose target is within 10 %.
import { hashApiKey, newApiKeySecret } from '../../src/auth/api-key-token.ts';
import { type Bench, type BenchRequest, printTable } from './harness.ts';

export async function benchApiKeys(bench: Bench) {
  const org = await bench.createOrgWithAdmin('Bench Keys Co');
  const admin = await bench.database.db.user.findFirstOrThrow({ where: { orgId: org.orgId } });
  await bench.database.db.customer.createMany({
    data: Array.from({ length: 20 }, (_, i) => ({ orgId: org.orgId, name: `Customer ${i}`, phone: '0400 000 000' })),
  });
  const secret = newApiKeySecret();
  await bench.database.db.apiKey.create({
    data: {
      orgId: org.orgId,
      createdById: admin.id,
      actsAsId: admin.id,
      name: 'Bench',
      role: 'manager',
      prefix: secret.slice(0, 10),
      tokenHash: hashApiKey(secret),
    },
  });
  const app = await bench.startApp({ API_KEY_REQUESTS_PER_MINUTE: 100_000_000 });
  try {
    const cookie = await bench.signIn(app.url, org.email);
    const by = { cookie: { cookie }, 'API key': { authorization: `Bearer ${secret}` } };
    const requests: { title: string; request: BenchRequest }[] = Object.entries(by).flatMap(([how, headers]) => [
      { title: `GET /api/customers (${how})`, request: { url: `${app.url}/api/customers`, headers } },
      {
        title: `GraphQL { me { id } } (${how})`,
        request: {
          url: `${app.url}/graphql`,
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ query: '{ me { id } }' }),
        },
      },
    ]);
    const rows = [{ ...(await bench.bare()), extra: { 'SQL statements': '0' } }];
    for (const r of requests) {
      const first = await bench.probe(r.request);
      const next = await bench.probe(r.request);
      if (first.status !== 200) throw new Error(`${r.title}: ${first.status}`);
      rows.push({
        ...(await bench.measure(r.title, r.request)),
        extra: { 'SQL statements': `${first.statements}, then ${next.statements}` },
      });
    }
    console.log('\nAn API key against a session, the same reads:\n');
    printTable(rows);
  } finally {
    await app.stop();
    await bench.database.db.organization.delete({ where: { id: org.orgId } });
  }
}
