import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client.ts';
import { applyMigrations, diffSchemaAgainstMigrations, migrationsCurrent, migrationsDir } from './migrate.ts';

// `npm run db:migration` diffs schema.prisma against prisma/migrations replayed into an in-memory PGlite shadow.
// The schema engine splits a migration into statements at every semicolon, one inside a comment too: on PostgreSQL
// the rest of that comment then runs as SQL (PGlite takes the file whole and never notices).
it('keeps semicolons out of every migration comment, which PostgreSQL would run as SQL', () => {
  const offending = fs
    .readdirSync(migrationsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) =>
      fs
        .readFileSync(path.join(migrationsDir, d.name, 'migration.sql'), 'utf8')
        .split('\n')
        .filter((line) => /--.*;/.test(line))
        .map((line) => `${d.name}: ${line.trim()}`),
    );
  expect(offending).toEqual([]);
});

describe('creating a migration offline', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({});
  });
  afterAll(() => database.close());

  it('proposes nothing while schema.prisma and the migrations agree (hand-written search objects included)', async () => {
    expect(await diffSchemaAgainstMigrations(database.adapter)).toBe('');
  });

  // A trigram (GIN) index also answers `=`, and PostgreSQL's generic plan for a prepared statement that reads rows by
  // a list of ids once chose one over the primary key: 8 ms a job, 0.7 s for a month view (docs/benchmark.md).
  it('keeps no GIN index on a primary key column (an id prefix is a btree of text_pattern_ops)', async () => {
    const { workerDatabase } = await import('../../test/database.ts');
    const rows = await (await workerDatabase()).db.$queryRawUnsafe<{ index: string }[]>(
      `SELECT i.indexrelid::regclass::text AS "index"
       FROM pg_index i
       JOIN pg_class c ON c.oid = i.indexrelid
       JOIN pg_am am ON am.oid = c.relam
       JOIN pg_index pk ON pk.indrelid = i.indrelid AND pk.indisprimary
       WHERE am.amname = 'gin' AND i.indkey[0] = ANY (pk.indkey::int2[])`,
    );
    expect(rows).toEqual([]);
  });

  it('stops at a migration script that fails instead of counting it as applied', async () => {
    const connection = await database.adapter.connect();
    await expect(connection.executeScript('CREATE TABLE "Broken" (id TEXT);\nCREATE INDEX ON "Missing" (id);')).rejects.toThrow(/Missing/);
  });
});

// A process (re)started on a database that has every migration takes no lock: Prisma's engine would wait for the
// server-wide advisory lock behind any migration running elsewhere on the same PostgreSQL, and give up after 10 s.
describe('starting on a current database', () => {
  it('reads that every migration is applied', async () => {
    const { workerDatabase } = await import('../../test/database.ts');
    expect(await migrationsCurrent((await workerDatabase()).db)).toBe(true);
  });

  // PostgreSQL only: the embedded database has one connection, so nothing else can hold a lock meanwhile.
  it.skipIf(!process.env.DATABASE_URL)('applies nothing, at once, while another session holds the migration lock', async () => {
    const { workerDatabase } = await import('../../test/database.ts');
    const database = await workerDatabase();
    const holder = await database.db
      .$transaction(
        async (tx) => {
          // Prisma's migration lock id; held in this transaction's session for the length of the call below.
          await tx.$executeRaw`SELECT pg_advisory_xact_lock(72707369)`;
          return applyMigrations(database.adapter, database.db);
        },
        { timeout: 60_000 },
      )
      .catch((error) => error);
    expect(holder).toEqual([]);
  });
});
