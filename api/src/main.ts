// Process entry: read configuration, open and migrate the database, seed the demo business when empty, serve.

import { isDatabaseEmpty, seedDemo } from '../prisma/seed/demo.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { applyMigrations } from './db/migrate.ts';
import { openDatabaseFromConfig } from './db/open.ts';
import { platformOwnerExists } from './domain/accounts/set-up-operator-accounts.ts';

const config = loadConfig();
const database = await openDatabaseFromConfig(config);
const applied = await applyMigrations(database.adapter);
if (applied.length) console.log(`database: applied ${applied.join(', ')}`);
if (config.SEED_DEMO && (await isDatabaseEmpty(database.db))) {
  const started = Date.now();
  await seedDemo(database.db, { ownerEmail: config.OWNER_EMAIL });
  console.log(`database: seeded the demo business in ${Date.now() - started} ms (logins in README.md)`);
  if (database.kind !== 'pglite') console.warn('database: SEED_DEMO=true on PostgreSQL: the demo accounts have the public demo password');
}
if (!(await platformOwnerExists(database.db))) {
  console.log('No platform owner yet: run `npm run setup:owner -- --email you@example.com` (docs/operations.md).');
}

const server = await buildApp(config, database);
const url = await server.start();
console.log(`Spanner is serving on ${url} (${database.kind === 'pglite' ? `embedded database in ${config.DATA_DIR}` : 'PostgreSQL'})`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: closing connections…`);
  const force = setTimeout(() => process.exit(1), 10_000).unref();
  await server.stop();
  await database.close();
  clearTimeout(force);
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
