// The authenticated hot path of `npm run bench`: the cheapest requests a signed-in member makes (who am I), over
// REST and GraphQL, against the bare ceiling — and GraphQL's fixed cost beside REST's in the same run: the plain JSON
// path (graphql/plain-json.ts) and Yoga's fetch-API adapter it stands in for (GRAPHQL_PLAIN_JSON=false), by turns so
// that a busy moment of the machine falls on each.
import { type Bench, type BenchRequest, type Measured, printTable } from './harness.ts';

/** How many times each request is measured, by turns. */
const ROUNDS = Number(process.env.BENCH_AUTH_ROUNDS ?? 3);

export async function benchAuth(bench: Bench) {
  const org = await bench.createOrgWithAdmin('Bench Auth Co');
  const app = await bench.startApp();
  const adapter = await bench.startApp({ GRAPHQL_PLAIN_JSON: false });
  try {
    const cookie = await bench.signIn(app.url, org.email);
    const me = (url: string): BenchRequest => ({
      url: `${url}/graphql`,
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', accept: 'application/graphql-response+json,application/json;q=0.9' },
      body: JSON.stringify({ query: '{ me { id } }' }),
    });
    const requests: { title: string; request: BenchRequest }[] = [
      { title: 'GET /api/auth/me (cookie)', request: { url: `${app.url}/api/auth/me`, headers: { cookie } } },
      { title: 'GraphQL { me { id } } (cookie)', request: me(app.url) },
      { title: "GraphQL { me { id } } through Yoga's fetch adapter", request: me(adapter.url) },
    ];
    const statements: string[] = [];
    for (const r of requests) {
      // The first request reads the session; the next ones find it in the session cache (SESSION_CACHE_SECONDS).
      const first = await bench.probe(r.request);
      const next = await bench.probe(r.request);
      if (first.status !== 200) throw new Error(`${r.title}: ${first.status}`);
      statements.push(`${first.statements}, then ${next.statements}`);
    }
    const runs: Measured[][] = requests.map(() => []);
    for (let round = 0; round < ROUNDS; round++)
      for (const [i, r] of requests.entries()) runs[i].push(await bench.measure(r.title, r.request));
    // Each request's best round: the one the machine's other work disturbed least.
    const best = runs.map((list) => list.reduce((a, b) => (a.cpuMs <= b.cpuMs ? a : b)));
    const rest = best[0];
    const rows = [{ ...(await bench.bare()), extra: { 'SQL statements': '0', 'CPU × REST': '' } }];
    for (const [i, m] of best.entries()) {
      rows.push({
        ...m,
        extra: {
          'SQL statements': statements[i],
          'CPU × REST': `${(m.cpuMs / rest.cpuMs).toFixed(2)} (rounds: ${runs[i].map((x) => x.cpuMs).join(', ')})`,
        },
      });
    }
    console.log(`\nSigned-in member, who am I (best of ${ROUNDS} rounds by server CPU):\n`);
    printTable(rows);
  } finally {
    await app.stop();
    await adapter.stop();
    await bench.database.db.organization.delete({ where: { id: org.orgId } });
  }
}
