import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { bindMigrationAwareSqlAdapterFactory, type SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { repoRoot } from '../config.ts';
import type { Db } from './client.ts';

// Prisma's native schema engine cannot be downloaded here, so migrations go through its WASM build
// (@prisma/schema-engine-wasm) over the same driver adapter the app uses. It keeps Prisma's own
// `_prisma_migrations` table, so the standard CLI still works wherever its engine is available.

const prismaDir = path.join(repoRoot, 'api', 'prisma');
export const migrationsDir = path.join(prismaDir, 'migrations');
export const schemaPath = path.join(prismaDir, 'schema.prisma');

type Glue = typeof import('@prisma/schema-engine-wasm/schema_engine_bg');
type Engine = Awaited<ReturnType<Glue['SchemaEngine']['new']>>;

let gluePromise: Promise<Glue> | undefined;

/** Instantiate the WASM module once per process (a second instantiation crashes). */
function loadEngineModule(): Promise<Glue> {
  gluePromise ??= (async () => {
    const glue = await import('@prisma/schema-engine-wasm/schema_engine_bg');
    const require = createRequire(import.meta.url);
    const wasmPath = path.join(path.dirname(require.resolve('@prisma/schema-engine-wasm/schema_engine_bg')), 'schema_engine_bg.wasm');
    const { instance } = await WebAssembly.instantiate(fs.readFileSync(wasmPath), { './schema_engine_bg.js': glue as never });
    glue.__wbg_set_wasm(instance.exports);
    (instance.exports as { __wbindgen_start?: () => void }).__wbindgen_start?.();
    return glue;
  })();
  return gluePromise;
}

async function withEngine<T>(adapter: SqlMigrationAwareDriverAdapterFactory, run: (engine: Engine) => Promise<T>): Promise<T> {
  const glue = await loadEngineModule();
  const datamodel = fs.readFileSync(schemaPath, 'utf8');
  const engine = await glue.SchemaEngine.new(
    { datamodels: [['schema.prisma', datamodel]] },
    () => {},
    bindMigrationAwareSqlAdapterFactory(adapter),
  );
  try {
    return await run(engine);
  } finally {
    engine.free();
  }
}

function migrationList() {
  const dirs = fs.existsSync(migrationsDir)
    ? fs
        .readdirSync(migrationsDir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
        .sort()
    : [];
  const lockPath = path.join(migrationsDir, 'migration_lock.toml');
  return {
    baseDir: migrationsDir,
    lockfile: { path: 'migration_lock.toml', content: fs.existsSync(lockPath) ? fs.readFileSync(lockPath, 'utf8') : null },
    shadowDbInitScript: '',
    migrationDirectories: dirs.map((name) => ({
      path: name,
      migrationFile: {
        path: 'migration.sql',
        content: { tag: 'ok' as const, value: fs.readFileSync(path.join(migrationsDir, name, 'migration.sql'), 'utf8') },
      },
    })),
  };
}

/**
 * Whether every migration in prisma/migrations is recorded as applied (and none failed or rolled back) — read with
 * one plain query, no lock. False when the database has no migrations table yet.
 */
export async function migrationsCurrent(db: Db): Promise<boolean> {
  const rows = await db.$queryRaw<{ migration_name: string }[]>`
    SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`.catch(() => null);
  if (!rows) return false;
  const applied = new Set(rows.map((r) => r.migration_name));
  return migrationList().migrationDirectories.every((m) => applied.has(m.path));
}

/**
 * Apply every migration in prisma/migrations that the database has not seen. Returns the names applied. Given the
 * client (`db`), a database that already has them all is left alone: Prisma's engine takes a server-wide advisory
 * lock even when there is nothing to do, so a process started (or restarted) on a current database would otherwise
 * wait behind any migration running anywhere on that PostgreSQL server, and fail after its 10-second timeout.
 */
export async function applyMigrations(adapter: SqlMigrationAwareDriverAdapterFactory, db?: Db): Promise<string[]> {
  if (db && (await migrationsCurrent(db))) return [];
  return withEngine(adapter, async (engine) => {
    const out = await engine.applyMigrations({ migrationsList: migrationList(), filters: { externalTables: [], externalEnums: [] } });
    return out.appliedMigrationNames;
  });
}

/** Indexes written by hand in their migration because schema.prisma cannot state them. */
const HAND_WRITTEN_INDEXES = [
  // An id's beginning (LIKE 'abc%'): a btree of text_pattern_ops; Prisma states operator classes for GIN, GiST,
  // SP-GiST and BRIN only (migration id_prefix_indexes).
  'Job_id_prefix_idx',
  'Ticket_id_prefix_idx',
  // One accounting connection per organisation that is not disconnected: a partial unique index (migration
  // accounting_sync); Prisma states no WHERE on an index.
  'AccountingConnection_one_live_per_org',
];

/**
 * The SQL that takes the database from the migrations folder's end state to schema.prisma.
 * Empty when the schema and the migrations agree. The migrations are replayed into a shadow database (for PGlite a
 * fresh in-memory one with our extensions, see `pgliteAdapter`). The job search's column and trigram indexes are
 * declared in schema.prisma; its functions, triggers and the pg_trgm extension, and expression indexes, are objects
 * Prisma does not diff. Plain indexes schema.prisma cannot state (a btree with an operator class) are written in
 * their migrations and named in HAND_WRITTEN_INDEXES, so the differ's proposal to drop them is left out
 * (src/db/migrate.test.ts fails if the unchanged schema yields SQL).
 */
export async function diffSchemaAgainstMigrations(adapter: SqlMigrationAwareDriverAdapterFactory): Promise<string> {
  const list = migrationList();
  const from = list.migrationDirectories.length ? { tag: 'migrations' as const, ...list } : { tag: 'empty' as const };
  return withEngine(adapter, async (engine) => {
    const result = await engine.diff({
      from,
      to: { tag: 'schemaDatamodel', files: [{ path: schemaPath, content: fs.readFileSync(schemaPath, 'utf8') }] },
      script: true,
      exitCode: null,
      filters: { externalTables: [], externalEnums: [] },
    });
    const sql = (result.stdout ?? '')
      .split(/\n\n(?=-- )/)
      .filter((step) => !HAND_WRITTEN_INDEXES.some((name) => step.trim() === `-- DropIndex\nDROP INDEX "${name}";`))
      .join('\n\n')
      .trim();
    return sql === '' || sql.startsWith('-- This is an empty migration.') ? '' : sql;
  });
}
