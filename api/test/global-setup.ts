import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, openPglite } from '../src/db/client.ts';
import { applyMigrations } from '../src/db/migrate.ts';
import { withServer } from './database-server.ts';

// Once per `vitest run`: migrate one template database; every worker clones it (test/database.ts).
// PGlite: the migrated data directory is dumped to a tarball that workers load. PostgreSQL: a template database
// that workers copy with CREATE DATABASE … TEMPLATE; the template and every clone are dropped at the end.
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  const run = randomBytes(4).toString('hex');
  if (!serverUrl) {
    const pglite = await openPglite({ dataDir: 'memory://' });
    const database = await openDatabase({ pglite });
    await applyMigrations(database.adapter);
    const dump = path.join(os.tmpdir(), `spanner-test-template-${run}.tar`);
    fs.writeFileSync(dump, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
    await database.close();
    project.provide('testDatabaseTemplate', { kind: 'pglite', dump });
    return () => fs.rmSync(dump, { force: true });
  }

  const name = `spanner_template_${run}`;
  const clonePrefix = `spanner_test_${run}_`;
  await withServer(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  await applyMigrations(database.adapter);
  // A template must have no open connections while it is copied.
  await database.close();
  project.provide('testDatabaseTemplate', { kind: 'postgres', serverUrl, name, clonePrefix });
  return () =>
    withServer(serverUrl, async (admin) => {
      const clones = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [
        clonePrefix,
      ]);
      for (const { datname } of clones.rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    });
}
