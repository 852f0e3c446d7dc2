import { randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type App, buildApp } from '../src/app.ts';
import { hashPassword } from '../src/auth/password.ts';
import { type Config, loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import type { UserRole } from '../src/db/generated/enums.ts';
import { trialEndFrom } from '../src/rules/plans.ts';
import { freshDatabase, statementsDuring, statementsSoFar, workerDatabase } from './database.ts';

export const PASSWORD = 'correct-horse';
export const OWNER_EMAIL = 'owner@spanner.test';

export interface TestApp {
  app: App;
  database: Database;
  config: Config;
  /**
   * The client address the Agent sends from unless told otherwise: one per app, so failed sign-ins counted per
   * address in one file never reach the limit in another file sharing the worker's database.
   */
  clientAddress: string;
  /** The SQL statements `run` sends, to prove a request costs a constant number whatever the list length. */
  countQueries(run: () => Promise<unknown>): Promise<number>;
  /** The text of the SQL statements `run` sends (to prove what a read never selects). */
  sqlOf(run: () => Promise<unknown>): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * buildApp() on the worker's database (shared with the other files the worker runs; see test/database.ts),
 * without a listening socket unless `listen` is asked for.
 */
/**
 * A test app on the worker's shared database, or (`ownDatabase`) on a migrated database of its own, for a file that
 * needs what is platform-wide to be empty (the one owner, the first support admin, a sweep's queue), or on another
 * app's `database` (a second process, a restart), which the app that made it closes.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  {
    ownDatabase = false,
    database: shared,
    logStream,
  }: { ownDatabase?: boolean; database?: Database; logStream?: NodeJS.WritableStream } = {},
): Promise<TestApp> {
  const database = shared ?? (await (ownDatabase ? freshDatabase() : workerDatabase()));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spanner-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    OWNER_EMAIL,
    WEB_DIST: path.join(dataDir, 'no-web'),
    // Test runs share one Redis: each app its own channels, as two deployments would have.
    REDIS_PREFIX: `spanner-test-${path.basename(dataDir)}`,
    // Every request reads its session, so a file's statement counts do not depend on which requests came before;
    // test/session-cache.test.ts turns the cache on.
    SESSION_CACHE_SECONDS: '0',
    ...env,
  });
  // Workers a test starts look for due jobs every half second (pg-boss's least), not a server's 5 s on the embedded
  // database: a test waits for deliveries, retries and put-back jobs by what they do, never by the poll.
  const app = await buildApp(config, database, { logStream, jobTiming: { pollSeconds: 0.5 } });
  await app.ready();
  return {
    app,
    database,
    config,
    clientAddress: `127.${randomInt(256)}.${randomInt(256)}.${1 + randomInt(254)}`,
    async countQueries(run) {
      const before = statementsSoFar();
      await run();
      return statementsSoFar() - before;
    },
    sqlOf: statementsDuring,
    async close() {
      await app.stop();
      // The worker's database outlives this file: background work it left (jobs not run, schedules set) would be run
      // by the next file's workers, into that file's mailbox. A database of its own, or one a test passed in, keeps it.
      if (!ownDatabase && !shared) await leaveNoBackgroundWork(database);
      if (ownDatabase) await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Jobs that have not finished, and the schedules, removed from the queue's tables (when the queue has made them). */
async function leaveNoBackgroundWork(database: Database) {
  const [{ made }] = await database.db.$queryRawUnsafe<{ made: boolean }[]>("SELECT to_regclass('pgboss.job') IS NOT NULL AS made");
  if (!made) return;
  await database.db.$executeRawUnsafe("DELETE FROM pgboss.job WHERE state < 'completed'");
  await database.db.$executeRawUnsafe('DELETE FROM pgboss.schedule');
}

/**
 * `email` made unique to this run (a suffix before the @), for tests that create accounts with an address of their
 * choosing: accounts are unique across the worker's database, which other files share.
 */
export function uniqueEmail(email: string) {
  const at = email.indexOf('@');
  return `${email.slice(0, at)}-${randomBytes(3).toString('hex')}${email.slice(at)}`;
}

let passwordHash: Promise<string> | undefined;

/** An organisation with one user per role asked for (argon2 hash computed once per file). */
export async function createOrg(t: Pick<TestApp, 'database'>, name: string, roles: UserRole[] = ['admin', 'manager', 'technician']) {
  passwordHash ??= hashPassword(PASSWORD);
  const hash = await passwordHash;
  const slug = `${name.toLowerCase().replace(/\W+/g, '')}${Math.random().toString(36).slice(2, 7)}`;
  const org = await t.database.db.organization.create({
    data: { name, subscription: { create: { status: 'trial', planId: 'pro', trialEnd: trialEndFrom(new Date()) } } },
  });
  const users = await Promise.all(
    roles.map((role, i) =>
      t.database.db.user.create({
        data: { orgId: org.id, name: `${role} ${name}`, email: `${role}${i}@${slug}.test`, passwordHash: hash, role },
      }),
    ),
  );
  const byRole = Object.fromEntries(users.map((u) => [u.role, u])) as Record<UserRole, (typeof users)[number]>;
  return { org, users, ...byRole };
}

export async function createStaff(t: Pick<TestApp, 'database'>, email: string, role: 'support_staff' | 'support_admin' = 'support_staff') {
  passwordHash ??= hashPassword(PASSWORD);
  return t.database.db.supportStaff.create({ data: { email, name: `Staff ${email}`, role, passwordHash: await passwordHash } });
}

/**
 * The platform owner of Spanner: an admin of its own "Spanner" organisation, recognised today by OWNER_EMAIL.
 * Every test that needs the owner makes it here, so how the owner is marked changes in one line.
 */
export async function createPlatformOwner(t: TestApp) {
  const { org, admin } = await createOrg(t, 'Spanner', ['admin']);
  const owner = await t.database.db.user.update({ where: { id: admin.id }, data: { isPlatformOwner: true } });
  return { org, owner };
}
