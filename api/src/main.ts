// Process entry: read configuration, open and migrate the database, seed the demo business when empty, serve.

import { isDatabaseEmpty, seedDemo } from '../prisma/seed/demo.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { applyMigrations } from './db/migrate.ts';
import { openDatabaseFromConfig } from './db/open.ts';
import { waitForDatabase, whileDatabaseAway } from './db/wait-for-database.ts';
import { platformOwnerExists } from './domain/accounts/set-up-operator-accounts.ts';
import { outliveQueueFloatingRejections } from './jobs/queue-floating-rejections.ts';

const config = loadConfig();
outliveQueueFloatingRejections((err, message) => console.error(message, err));
const database = await openDatabaseFromConfig(config);
await waitForDatabase(database.db, { waitMs: config.DATABASE_WAIT_MS });
const applied = await applyMigrations(database.adapter, database.db);
if (applied.length) console.log(`database: applied ${applied.join(', ')}`);
// `main.mjs --migrate-only`: compose.yaml's one-shot migration, so API processes starting together never race it.
if (process.argv.includes('--migrate-only')) {
  await database.close();
  process.exit(0);
}
// The database may go away again between these steps (a restart under way): the reads below wait it out.
const waiting = { waitMs: config.DATABASE_WAIT_MS };
if (config.SEED_DEMO && (await whileDatabaseAway(() => isDatabaseEmpty(database.db), waiting))) {
  const started = Date.now();
  await seedDemo(database.db, { ownerEmail: config.OWNER_EMAIL });
  console.log(`database: seeded the demo business in ${Date.now() - started} ms (logins in README.md)`);
  if (database.kind !== 'pglite') console.warn('database: SEED_DEMO=true on PostgreSQL: the demo accounts have the public demo password');
}
if (!(await whileDatabaseAway(() => platformOwnerExists(database.db), waiting))) {
  console.log('No platform owner yet: run `npm run setup:owner -- --email you@example.com` (docs/operations.md).');
}

const server = await buildApp(config, database);
const url = await server.start();
console.log(`Spanner is serving on ${url} (${database.kind === 'pglite' ? `embedded database in ${config.DATA_DIR}` : 'PostgreSQL'})`);

// SIGTERM (the orchestrator, `docker stop`) or SIGINT (Ctrl-C): drain gracefully (app.ts `stop`), then exit; a
// drain that outlasts SHUTDOWN_TIMEOUT_MS is cut short.
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: draining (ready answers 503, live clients told to reconnect, requests under way finish)…`);
  const force = setTimeout(() => {
    console.error(`shutdown: still draining after SHUTDOWN_TIMEOUT_MS=${config.SHUTDOWN_TIMEOUT_MS}; exiting now`);
    process.exit(1);
  }, config.SHUTDOWN_TIMEOUT_MS).unref();
  await server.stop();
  await database.close();
  clearTimeout(force);
  console.log(`${signal}: drained, exiting`);
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
