import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ESM script without types
import { buildApi } from '../scripts/build.mjs';
import { openDatabase, openPglite } from '../src/db/client.ts';
import { applyMigrations } from '../src/db/migrate.ts';
import { withServer } from './database-server.ts';

// Once per `vitest run`: migrate one template database; every worker clones it (test/database.ts).
// PGlite: the migrated data directory is dumped to a tarball that workers load. PostgreSQL: a template database
// that workers copy with CREATE DATABASE … TEMPLATE; the template and every clone are dropped at the end.
export default async function setup(project: TestProject) {
  const run = randomBytes(4).toString('hex');
  // esbuild bundles in a process of its own while this one migrates: neither waits for the other.
  const [bundle, template] = await Promise.allSettled([buildProcessBundle(run), migrateTemplate(project, run)]);
  if (bundle.status === 'rejected' || template.status === 'rejected') {
    if (bundle.status === 'fulfilled') bundle.value.remove();
    if (template.status === 'fulfilled') await template.value();
    throw bundle.status === 'rejected' ? bundle.reason : (template as PromiseRejectedResult).reason;
  }
  project.provide('processBundle', bundle.value.path);
  return async () => {
    bundle.value.remove();
    await template.value();
  };
}

/** The template every worker clones, provided to the workers; resolves with what removes it. */
async function migrateTemplate(project: TestProject, run: string): Promise<() => unknown> {
  const serverUrl = process.env.DATABASE_URL;
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

/**
 * The API as production runs it (one ES module on plain Node), for the tests that spawn real processes
 * (spanner-process.ts): it starts in a fraction of the time and memory tsx takes, which the fault test pays four
 * times. Built once per run beside api/dist/main.mjs under a name of its own, so the browser suite's build, made at
 * the same time by `npm test`, never overwrites it.
 */
async function buildProcessBundle(run: string) {
  const file = path.join(import.meta.dirname, '..', 'dist', `main-test-${run}.mjs`);
  await buildApi(file);
  const remove = () => {
    fs.rmSync(file, { force: true });
    fs.rmSync(`${file}.map`, { force: true });
  };
  return { path: file, remove };
}
