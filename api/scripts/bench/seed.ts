// The demo-seed measure of `npm run bench`: how long seedDemo takes on an empty, migrated database (its budget is
// 10 s: `npm start` seeds a new install before it serves). It was an assertion in prisma/seed/demo.test.ts; a
// timing belongs here, where a slow machine makes a slow figure instead of a failing test. PGlite in memory by
// default; with DATABASE_URL, a scratch database on that server, dropped afterwards.
import { randomBytes } from 'node:crypto';
import { seedDemo } from '../../prisma/seed/demo.ts';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { applyMigrations } from '../../src/db/migrate.ts';
import { withServer } from '../../test/database-server.ts';

const BUDGET_MS = 10_000;

export async function benchSeed(_bench?: unknown) {
  const scratch = await scratchDatabase();
  try {
    await applyMigrations(scratch.database.adapter);
    const started = performance.now();
    await seedDemo(scratch.database.db, { ownerEmail: 'owner@bench.test' });
    const ms = Math.round(performance.now() - started);
    console.log(`\nDemo seed on an empty database: ${ms} ms (budget ${BUDGET_MS} ms${ms > BUDGET_MS ? ', OVER BUDGET' : ''})\n`);
  } finally {
    await scratch.close();
  }
}

async function scratchDatabase(): Promise<{ database: Database; close(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({});
    return { database, close: () => database.close() };
  }
  const name = `spanner_bench_seed_${randomBytes(4).toString('hex')}`;
  const admin = (sql: string) => withServer(serverUrl, (server) => server.query(sql));
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    database,
    async close() {
      await database.close();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
