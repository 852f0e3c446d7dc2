import fs from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PrismaPg } from '@prisma/adapter-pg';
import type { SqlDriverAdapter, SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import pg from 'pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaClient } from './generated/client.ts';

export type Db = PrismaClient;

export interface Database {
  db: PrismaClient;
  /** The driver adapter, also used by the WASM schema engine to migrate. */
  adapter: SqlMigrationAwareDriverAdapterFactory;
  kind: 'postgres' | 'pglite';
  /** PostgreSQL's connection string (the job queue opens its own small pool on it); absent on PGlite. */
  url?: string;
  /** PostgreSQL's connection pool of this process, now (metrics); absent on PGlite. */
  pool?: () => { total: number; idle: number; waiting: number };
  /** The embedded PGlite instance (the job queue runs on it in process, with no socket); absent on PostgreSQL. */
  pglite?: PGlite;
  /** Hear how long each SQL statement took (ms), when the database was opened timing them; answers the undo. */
  onStatement(listener: (durationMs: number) => void): () => void;
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
  /** Time every statement for `onStatement` listeners (the metrics); implied by `onQuery`. */
  timeStatements?: boolean;
}

type StatementListeners = Set<(durationMs: number) => void>;

/** Prisma's query events, when asked for: they cost a little on every statement, so they are off unless used. */
function client(
  adapter: SqlMigrationAwareDriverAdapterFactory,
  opts: Pick<DatabaseOptions, 'onQuery' | 'timeStatements'>,
  listeners: StatementListeners,
): PrismaClient {
  const { onQuery } = opts;
  if (!onQuery && !opts.timeStatements) return new PrismaClient({ adapter });
  const db = new PrismaClient({ adapter, log: [{ emit: 'event', level: 'query' }] });
  db.$on('query', (e) => {
    onQuery?.(e.query);
    for (const listener of listeners) listener(e.duration);
  });
  return db as unknown as PrismaClient;
}

function listenersOf(listeners: StatementListeners): Database['onStatement'] {
  return (listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
}

/**
 * PGlite's PostgreSQL keeps its page cache (shared_buffers) inside the WebAssembly memory, and initdb's default of
 * 128 MB is written through at start, so every embedded database held 120 MB of cache before its first query. Its
 * pages are also in the operating system's file cache (or, in memory, in the JS file system), so a small cache only
 * adds a copy from there: 16 MB (docs/benchmark.md, "What a server holds").
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

/** An embedded PGlite with the extensions the migrations create (pg_trgm: the search's trigram indexes). */
export function openPglite(options: Omit<PGliteOptions, 'extensions'> & { dataDir?: string } = {}): Promise<PGlite> {
  const startParams = options.startParams ?? [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`];
  return PGlite.create({ ...options, startParams, extensions: { pg_trgm } });
}

/**
 * pglite-prisma-adapter, mended where the WASM schema engine reaches it: the shadow database that `db:migration`
 * replays the migrations into gets our extensions (the package opens a bare PGlite, where `CREATE EXTENSION pg_trgm`
 * fails), and a migration script that fails rejects (the package does not await it, so a failure was lost and the
 * migration counted as applied).
 */
function pgliteAdapter(pglite: PGlite): SqlMigrationAwareDriverAdapterFactory {
  const factory = new PrismaPGlite(pglite);
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: async () => awaitingScripts(await factory.connect(), pglite),
    async connectToShadowDb() {
      const shadow = await openPglite();
      const adapter = awaitingScripts(await new PrismaPGlite(shadow).connect(), shadow);
      const dispose = adapter.dispose.bind(adapter);
      adapter.dispose = async () => {
        await dispose();
        await shadow.close();
      };
      return adapter;
    },
  };
}

function awaitingScripts(adapter: SqlDriverAdapter, pglite: PGlite): SqlDriverAdapter {
  adapter.executeScript = async (script) => {
    await pglite.exec(script);
  };
  return adapter;
}

/** How many distinct statements are kept prepared on each PostgreSQL connection (see statementNames). */
export const PREPARED_STATEMENTS = 500;

/**
 * Names for node-postgres's prepared statements: a statement's text is parsed and planned once per connection and
 * afterwards only bound and executed (no SQL text sent, no parse), which took about half of PostgreSQL's CPU of the
 * hot reads (their statements are long: the job reader's joins). Only the first `max` distinct texts are named, so
 * each connection keeps a bounded number; any further text runs unnamed, as before. A pooler in front of PostgreSQL
 * must keep prepared statements per client connection (PgBouncer: session mode, or 1.21+ with
 * max_prepared_statements).
 */
export function statementNames(max: number): (query: { sql: string }) => string {
  const names = new Map<string, string>();
  return (query) => {
    let name = names.get(query.sql);
    if (name === undefined && names.size < max) {
      name = `spanner_${names.size}`;
      names.set(query.sql, name);
    }
    return name as string; // undefined: unnamed
  };
}

/** Open the database: PostgreSQL through node-postgres when a URL is given, otherwise embedded PGlite. */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  const listeners: StatementListeners = new Set();
  if (opts.databaseUrl) {
    // The pool is ours (the adapter ends it with the client), so its figures can be read.
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, allowExitOnIdle: true, max: 10, connectionTimeoutMillis: 5000 });
    const adapter = new PrismaPg(pool, { disposeExternalPool: true, statementNameGenerator: statementNames(PREPARED_STATEMENTS) });
    const db = client(adapter, opts, listeners);
    return {
      db,
      adapter,
      kind: 'postgres',
      url: opts.databaseUrl,
      pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      onStatement: listenersOf(listeners),
      async close() {
        await db.$disconnect();
        if (!pool.ended) await pool.end();
      },
    };
  }
  if (opts.pgliteDir) fs.mkdirSync(opts.pgliteDir, { recursive: true });
  const pglite = opts.pglite ?? (await openPglite({ dataDir: opts.pgliteDir ?? 'memory://' }));
  const adapter = pgliteAdapter(pglite);
  const db = client(adapter, opts, listeners);
  return {
    db,
    adapter,
    kind: 'pglite',
    pglite,
    onStatement: listenersOf(listeners),
    async close() {
      await db.$disconnect();
      await pglite.close();
    },
  };
}
