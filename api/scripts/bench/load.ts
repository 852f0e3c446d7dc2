// The load generator of `npm run bench`, in its own process (scripts/bench/harness.ts forks it) so that the server
// being measured keeps the CPU it would have in production and its CPU time can be read apart from the load's.
// One message in (a LoadPlan), one message out (a LoadResult).
import autocannon from 'autocannon';
import { Client } from 'undici';

export interface BenchRequest {
  url: string;
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  headers?: Record<string, string>;
  body?: string;
  /** Names the request in a mixed load's breakdown. */
  label?: string;
}

export type LoadPlan =
  /** Every connection sends the same request, back to back, for `seconds`. */
  | { kind: 'same'; request: BenchRequest; connections: number; seconds: number }
  /**
   * One loop per user: each sends the next request of its own list (round robin), waits for the answer, and goes on
   * for `seconds`. A user's list carries their own credentials.
   */
  | {
      kind: 'users';
      users: BenchRequest[][];
      seconds: number;
      /**
       * A user's pause after each answer before the next request, ms on average (uniform between half and one and a
       * half times it); 0 or absent: none, so the users ask as fast as answers come back.
       */
      thinkMs?: number;
    };

export interface LoadResult {
  requests: number;
  errors: number;
  /** The first few failures, to say what went wrong. */
  failures: string[];
  seconds: number;
  /** Every response time, ms. */
  times: number[];
  /** A mixed load's response times by request label. */
  byLabel?: Record<string, number[]>;
  /** The load generator's own CPU over the run, ms (it shares the machine with the server and the database). */
  loadCpuMs?: number;
}

async function same(plan: Extract<LoadPlan, { kind: 'same' }>): Promise<LoadResult> {
  const times: number[] = [];
  const failures: string[] = [];
  const started = performance.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ ...plan.request, duration: plan.seconds, connections: plan.connections }, (err, res) =>
      err ? reject(err) : resolve(res),
    );
    instance.on('response', (_client, status, _bytes, responseTime) => {
      times.push(responseTime);
      if (status >= 300 && failures.length < 5) failures.push(`${plan.request.method ?? 'GET'} ${plan.request.url}: ${status}`);
    });
  });
  return {
    requests: times.length,
    errors: result.non2xx + result.errors + result.timeouts,
    failures,
    seconds: (performance.now() - started) / 1000,
    times,
  };
}

async function users(plan: Extract<LoadPlan, { kind: 'users' }>): Promise<LoadResult> {
  const times: number[] = [];
  const byLabel: Record<string, number[]> = {};
  const failures: string[] = [];
  let errors = 0;
  const started = performance.now();
  const until = started + plan.seconds * 1000;
  await Promise.all(
    plan.users.map(async (list, u) => {
      // One keep-alive connection per user, through undici's own client: `fetch` cost the load generator about as
      // much CPU per request as the server spent answering, on the same two cores.
      const client = new Client(new URL(list[0].url).origin);
      for (let i = u; performance.now() < until; i++) {
        const r = list[i % list.length];
        const t0 = performance.now();
        try {
          const url = new URL(r.url);
          const res = await client.request({
            path: url.pathname + url.search,
            method: r.method ?? 'GET',
            headers: r.headers,
            body: r.body,
          });
          await res.body.dump({ limit: Number.POSITIVE_INFINITY });
          if (res.statusCode >= 300) {
            errors++;
            if (failures.length < 5) failures.push(`${r.method ?? 'GET'} ${r.url}: ${res.statusCode}`);
          }
        } catch (error) {
          errors++;
          if (failures.length < 5) failures.push(`${r.method ?? 'GET'} ${r.url}: ${(error as Error).message}`);
        }
        const took = performance.now() - t0;
        times.push(took);
        if (r.label) {
          byLabel[r.label] ??= [];
          byLabel[r.label].push(took);
        }
        if (plan.thinkMs) await new Promise((resolve) => setTimeout(resolve, plan.thinkMs! * (0.5 + Math.random())));
      }
      await client.close();
    }),
  );
  return { requests: times.length, errors, failures, seconds: (performance.now() - started) / 1000, times, byLabel };
}

process.once('message', async (plan: LoadPlan) => {
  const cpu = process.cpuUsage();
  const result = plan.kind === 'same' ? await same(plan) : await users(plan);
  const used = process.cpuUsage(cpu);
  process.send?.({ ...result, loadCpuMs: (used.user + used.system) / 1000 }, () => process.exit(0));
});
