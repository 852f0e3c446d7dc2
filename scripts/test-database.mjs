// Which database `npm test` runs on when the caller names none (docs/testing.md, "Which database").
//
// DATABASE_URL set: that one (CI's PostgreSQL pass). SPANNER_TEST_DATABASE=embedded: the embedded PGlite (CI's
// embedded pass). Otherwise a PostgreSQL on this machine (127.0.0.1:5432, user postgres) if one answers, in a fresh
// database of this run's own, dropped at the end, with the Redis beside it if one answers; else the embedded PGlite,
// so a fresh clone with nothing installed still runs every suite. The same suites pass on both (CI runs both); the
// local server is chosen because the API suite costs about half the CPU on it (PGlite's WebAssembly PostgreSQL runs
// in the test workers' own processes).
import { createRequire } from 'node:module';
import net from 'node:net';

// The API's own PostgreSQL client (the root package has no dependencies of its own).
const pg = createRequire(new URL('../api/package.json', import.meta.url))('pg');

const HOST = '127.0.0.1';

/** Whether something accepts a TCP connection at host:port within half a second. */
function answers(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: HOST, port, timeout: 500 });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}

async function onServer(sql) {
  const client = new pg.Client({ connectionString: `postgresql://postgres@${HOST}:5432/postgres`, connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * The environment the suites get, what to print, and what to do at the end (drop the run's database).
 * @returns {Promise<{ env: Record<string, string>, describe: string, cleanUp: () => Promise<void> }>}
 */
export async function chooseTestDatabase() {
  const none = async () => {};
  const withRedis = process.env.REDIS_URL ? ' with Redis' : '';
  if (process.env.DATABASE_URL) return { env: {}, describe: `PostgreSQL (DATABASE_URL)${withRedis}`, cleanUp: none };
  if (process.env.SPANNER_TEST_DATABASE === 'embedded')
    return { env: {}, describe: `embedded PGlite (SPANNER_TEST_DATABASE=embedded)${withRedis}`, cleanUp: none };
  if (!(await answers(5432))) return { env: {}, describe: `embedded PGlite (no PostgreSQL at ${HOST}:5432)`, cleanUp: none };
  const name = `spanner_npm_test_${Date.now()}_${process.pid}`;
  try {
    await onServer(`CREATE DATABASE ${name}`);
  } catch (e) {
    return { env: {}, describe: `embedded PGlite (PostgreSQL at ${HOST}:5432 refused: ${e.message})`, cleanUp: none };
  }
  const env = { DATABASE_URL: `postgresql://postgres@${HOST}:5432/${name}` };
  if (!process.env.REDIS_URL && (await answers(6379))) env.REDIS_URL = `redis://${HOST}:6379`;
  const redis = env.REDIS_URL || process.env.REDIS_URL ? ' with Redis' : '';
  return {
    env,
    describe: `PostgreSQL at ${HOST}:5432 (database ${name}, dropped at the end)${redis}`,
    cleanUp: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {}),
  };
}
