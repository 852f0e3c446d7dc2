import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { createEventBus } from '../src/events.ts';
import { openStorage } from '../src/integrations/storage/storage-config.ts';
import type { JobKind } from '../src/jobs/job-kind.ts';
import { JobQueue } from '../src/jobs/job-queue.ts';
import type { JobServices } from '../src/jobs/work-loop.ts';
import { freshDatabase } from './database.ts';
import { withServer } from './database-server.ts';

/** Clocks short enough to see a lease run out or a cron fire within a second or two. */
export const QUICK_TIMING = { pollSeconds: 0.5, maintenanceSeconds: 1, cronSeconds: 1 };

export interface Provider {
  name: string;
  open(): Promise<{ database: Database; databaseUrl?: string }>;
}

const LOCAL_POSTGRES = 'postgresql://postgres@127.0.0.1:5432/postgres';

async function reachable(url: string): Promise<boolean> {
  try {
    await withServer(url, (admin) => admin.query('SELECT 1'));
    return true;
  } catch {
    return false;
  }
}

/**
 * The providers the contract runs against: this run's database (embedded PGlite, or PostgreSQL when DATABASE_URL is
 * set), and on a PGlite run also a PostgreSQL server when one answers at 127.0.0.1:5432, so one run tries both.
 */
export async function contractProviders(): Promise<Provider[]> {
  const template = inject('testDatabaseTemplate');
  const own: Provider = {
    name: template.kind === 'pglite' ? 'pg-boss on embedded PGlite (in process)' : 'pg-boss on PostgreSQL',
    async open() {
      const database = await freshDatabase();
      if (database.kind === 'pglite') return { database };
      return { database, databaseUrl: template.kind === 'postgres' ? await databaseUrlOf(database) : undefined };
    },
  };
  if (template.kind !== 'pglite' || !(await reachable(LOCAL_POSTGRES))) return [own];
  const postgres: Provider = {
    name: 'pg-boss on PostgreSQL (local server)',
    async open() {
      const name = `queue_core_${randomBytes(4).toString('hex')}`;
      await withServer(LOCAL_POSTGRES, (admin) => admin.query(`CREATE DATABASE ${name}`));
      const url = new URL(LOCAL_POSTGRES);
      url.pathname = `/${name}`;
      const database = await openDatabase({ databaseUrl: url.toString() });
      return {
        databaseUrl: url.toString(),
        database: {
          ...database,
          async close() {
            await database.close();
            await withServer(LOCAL_POSTGRES, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
          },
        },
      };
    },
  };
  return [own, postgres];
}

/** The connection string of a PostgreSQL test database (its name read back from the server). */
async function databaseUrlOf(database: Database): Promise<string> {
  const template = inject('testDatabaseTemplate');
  if (template.kind !== 'postgres') throw new Error('not on PostgreSQL');
  const [{ name }] = await database.db.$queryRawUnsafe<{ name: string }[]>('SELECT current_database() AS name');
  const url = new URL(template.serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export function jobServices(database: Database): JobServices {
  const config = loadConfig({ NODE_ENV: 'test' });
  return { db: database.db, config, storage: openStorage(config.storage), events: createEventBus().events };
}

export function testQueue(database: Database, databaseUrl: string | undefined, kinds: JobKind[]) {
  return new JobQueue(database, {
    databaseUrl,
    kinds,
    timing: QUICK_TIMING,
    log: (err, message) => process.env.JOBS_TEST_LOG && console.log('JOBLOG', message, String(err)),
  });
}

/** Poll `check` every 25 ms until it holds; fails after `limitMs` with what was last seen (a bounded wait, not a guess). */
export async function until<T>(what: string, check: () => T | Promise<T>, limitMs = 20_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + limitMs;
  let last: T | undefined;
  while (Date.now() < deadline) {
    last = await check();
    if (last) return last as NonNullable<T>;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`waited ${limitMs} ms for ${what}; last saw ${JSON.stringify(last)}`);
}
