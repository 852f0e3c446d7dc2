// The authenticated hot path of `npm run bench`: the cheapest requests a signed-in member makes (who am I), over
// REST and GraphQL, against the bare ceiling. What they cost is what every authenticated request pays first.
import { type Bench, type BenchRequest, printTable } from './harness.ts';

export async function benchAuth(bench: Bench) {
  const org = await bench.createOrgWithAdmin('Bench Auth Co');
  const app = await bench.startApp();
  try {
    const cookie = await bench.signIn(app.url, org.email);
    const requests: { title: string; request: BenchRequest }[] = [
      { title: 'GET /api/auth/me (cookie)', request: { url: `${app.url}/api/auth/me`, headers: { cookie } } },
      {
        title: 'GraphQL { me { id } } (cookie)',
        request: {
          url: `${app.url}/graphql`,
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ query: '{ me { id } }' }),
        },
      },
    ];
    const rows = [{ ...(await bench.bare()), extra: { 'SQL statements': '0' } }];
    for (const r of requests) {
      // The first request reads the session; the next ones find it in the session cache (SESSION_CACHE_SECONDS).
      const first = await bench.probe(r.request);
      const next = await bench.probe(r.request);
      if (first.status !== 200) throw new Error(`${r.title}: ${first.status}`);
      rows.push({
        ...(await bench.measure(r.title, r.request)),
        extra: { 'SQL statements': `${first.statements}, then ${next.statements}` },
      });
    }
    console.log('\nSigned-in member, who am I:\n');
    printTable(rows);
  } finally {
    await app.stop();
    await bench.database.db.organization.delete({ where: { id: org.orgId } });
  }
}
