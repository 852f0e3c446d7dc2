import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client.ts';
import { diffSchemaAgainstMigrations } from './migrate.ts';

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
