import PgBoss from 'pg-boss';
import type { Database } from '../db/client.ts';
import { pgliteExecutor } from './sql-executor.ts';

/** How often the queue's clocks tick; tests shorten them to see a lease expire or a cron fire within seconds. */
export interface BossTiming {
  /** Each worker looks for due jobs this often (seconds; pg-boss allows ≥ 0.5). */
  pollSeconds: number;
  /** Expired leases are failed (and retried) this often (seconds). */
  maintenanceSeconds: number;
  /** Schedules are checked, and their jobs sent, this often (seconds, 1–45). */
  cronSeconds: number;
}

/** PostgreSQL: a worker polls every 2 s; the embedded database shares its one connection with requests, so 5 s. */
export function defaultTiming(kind: Database['kind']): BossTiming {
  return { pollSeconds: kind === 'pglite' ? 5 : 2, maintenanceSeconds: 30, cronSeconds: 30 };
}

/**
 * pg-boss on the app's database, in its own schema `pgboss` (made or migrated on start): on PostgreSQL through a
 * small pool of its own on the database's connection string; on PGlite through the process's own instance, with no socket. Completed
 * jobs are archived after a day (an idempotency key dedups until then); dead letters are kept 30 days.
 */
export function openBoss(database: Database, databaseUrl: string | undefined, timing: BossTiming): PgBoss {
  const common = {
    schema: 'pgboss',
    archiveCompletedAfterSeconds: 24 * 3600,
    archiveFailedAfterSeconds: 30 * 24 * 3600,
    deleteAfterDays: 7,
    maintenanceIntervalSeconds: timing.maintenanceSeconds,
    cronMonitorIntervalSeconds: timing.cronSeconds,
    cronWorkerIntervalSeconds: timing.cronSeconds,
  };
  if (database.kind === 'pglite') {
    if (!database.pglite) throw new Error('the embedded database does not expose its PGlite instance');
    return new PgBoss({ ...common, db: pgliteExecutor(database.pglite) as PgBoss.Db });
  }
  // The database's own connection string first: a test server's database is a clone its config does not name.
  const connectionString = database.url ?? databaseUrl;
  if (!connectionString) throw new Error('the job queue on PostgreSQL needs DATABASE_URL');
  return new PgBoss({ ...common, connectionString, max: 4, application_name: 'spanner-jobs' });
}
