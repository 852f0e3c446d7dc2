// Faults in `npm run bench` (BENCH_ONLY=faults): the proof under faults of test/fault-run.ts for 60 s
// (BENCH_FAULTS_SECONDS) on a fresh PostgreSQL database next to the bench's (DATABASE_URL's server): three API
// processes, a Redis and an S3-compatible store of the run's own, a process killed, Redis restarted, PostgreSQL cut
// off for 3 s. Prints what was acknowledged, what was lost or sent twice (must be 0), failed calls during each fault
// and the recovery times. Skipped on the embedded database.
import { randomBytes } from 'node:crypto';
import { openDatabase } from '../../src/db/client.ts';
import { applyMigrations } from '../../src/db/migrate.ts';
import { withServer } from '../../test/database-server.ts';
import { runFaults } from '../../test/fault-run.ts';
import type { Bench } from './harness.ts';

export async function benchFaults(_bench: Bench) {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    console.log('\nfaults: skipped (needs PostgreSQL: set DATABASE_URL)');
    return;
  }
  const name = `spanner_faults_${randomBytes(4).toString('hex')}`;
  const url = new URL(serverUrl);
  await withServer(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  url.pathname = `/${name}`;
  try {
    const database = await openDatabase({ databaseUrl: url.toString() });
    await applyMigrations(database.adapter);
    await database.close();
    const report = await runFaults({
      seconds: Number(process.env.BENCH_FAULTS_SECONDS ?? 60),
      databaseUrl: url.toString(),
      log: (line) => console.log(`  faults: ${line}`),
    });
    console.log(`\n${report.table}`);
  } finally {
    await withServer(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  }
}
