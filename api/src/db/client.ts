import fs from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PrismaPg } from '@prisma/adapter-pg';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaClient } from './generated/client.ts';

export type Db = PrismaClient;

export interface Database {
  db: PrismaClient;
  /** The driver adapter, also used by the WASM schema engine to migrate. */
  adapter: SqlMigrationAwareDriverAdapterFactory;
  kind: 'postgres' | 'pglite';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string. When absent, the embedded PGlite database is used. */
  databaseUrl?: string;
  /** Folder for PGlite's data; absent means in memory (tests). */
  pgliteDir?: string;
  /** An already opened PGlite instance (tests open clones of a migrated template); closed with the database. */
  pglite?: PGlite;
  /** Called with every SQL statement (tests and benchmarks count them). */
  onQuery?: (sql: string) => void;
}

function client(adapter: SqlMigrationAwareDriverAdapterFactory, onQuery?: (sql: string) => void): PrismaClient {
  if (!onQuery) return new PrismaClient({ adapter });
  const db = new PrismaClient({ adapter, log: [{ emit: 'event', level: 'query' }] });
  db.$on('query', (e) => onQuery(e.query));
  return db as unknown as PrismaClient;
}

/** An embedded PGlite with the extensions the migrations create (pg_trgm: the search's trigram indexes). */
export function openPglite(options: Omit<PGliteOptions, 'extensions'> & { dataDir?: string } = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { pg_trgm } });
}

/** Open the database: PostgreSQL through node-postgres when a URL is given, otherwise embedded PGlite. */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const adapter = new PrismaPg({ connectionString: opts.databaseUrl, allowExitOnIdle: true, max: 10, connectionTimeoutMillis: 5000 });
    const db = client(adapter, opts.onQuery);
    return { db, adapter, kind: 'postgres', close: () => db.$disconnect() };
  }
  if (opts.pgliteDir) fs.mkdirSync(opts.pgliteDir, { recursive: true });
  const pglite = opts.pglite ?? (await openPglite({ dataDir: opts.pgliteDir ?? 'memory://' }));
  const adapter = new PrismaPGlite(pglite);
  const db = client(adapter, opts.onQuery);
  return {
    db,
    adapter,
    kind: 'pglite',
    async close() {
      await db.$disconnect();
      await pglite.close();
    },
  };
}
