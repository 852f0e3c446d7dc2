import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../src/db/client.ts';
import { applyMigrations } from '../src/db/migrate.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default; with DATABASE_URL, a new database
 * on that PostgreSQL server, dropped again at close.
 */
export async function freshDatabase(onQuery?: (sql: string) => void): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ onQuery });
    await applyMigrations(database.adapter);
    return database;
  }
  const name = `spanner_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), onQuery });
  await applyMigrations(database.adapter);
  return {
    ...database,
    async close() {
      await database.close();
      const drop = new pg.Client({ connectionString: serverUrl });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.end();
    },
  };
}
