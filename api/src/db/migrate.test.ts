import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client.ts';
import { applyMigrations, diffSchemaAgainstMigrations, migrationsCurrent } from './migrate.ts';

// `npm run db:migration` diffs schema.prisma against prisma/migrations replayed into an in-memory PGlite shadow.
describe('creating a migration offline', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({});
  });
  afterAll(() => database.close());

  it('proposes nothing while schema.prisma and the migrations agree (hand-written search objects included)', async () => {
    expect(await diffSchemaAgainstMigrations(database.adapter)).toBe('');
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
