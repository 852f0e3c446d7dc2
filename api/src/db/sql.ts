import {
  type CompiledQuery,
  type DatabaseConnection,
  DeleteQueryNode,
  type Driver,
  InsertQueryNode,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
  UpdateQueryNode,
} from 'kysely';
import type { Db } from './client.ts';
import type { DB } from './generated/kysely.ts';
import { tenantOrgOf } from './scoped.ts';

// The hand-written SQL (the owner's figures, the service board, the month view …) is written with Kysely's builder:
// the tables' row types are generated from the Prisma schema (prisma-kysely, `npm run generate`), so a statement's
// result rows are typed from the schema, and the parts a request adds (a filter, a sort) are the builder's calls or
// bound parameters — never SQL text put together from strings. The statements run through the Prisma client they
// are given (a tenant's, the owner's, a transaction's): the same connection, the same extensions (db/scoped.ts notes
// raw writes), the same statement counts, on PGlite and on PostgreSQL alike. docs/decisions.md, "Typed SQL".

/** A statement Kysely compiled, run by a Prisma client: a read (or a write with RETURNING) answers its rows. */
class PrismaConnection implements DatabaseConnection {
  constructor(
    private readonly db: Db,
    private readonly check: (query: CompiledQuery) => void,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    this.check(query);
    const node = query.query;
    const counted = (DeleteQueryNode.is(node) || UpdateQueryNode.is(node) || InsertQueryNode.is(node)) && !node.returning;
    if (counted) return { rows: [], numAffectedRows: BigInt(await this.db.$executeRawUnsafe(query.sql, ...query.parameters)) };
    return { rows: await this.db.$queryRawUnsafe<R[]>(query.sql, ...query.parameters) };
  }

  // biome-ignore lint/correctness/useYield: no streaming through Prisma; Kysely's interface asks for a generator.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Statements run through Prisma answer whole results, not streams');
  }
}

/** Transactions are the Prisma client's own (`db.$transaction`): write the statements over its transaction client. */
class PrismaDriver implements Driver {
  constructor(private readonly connection: PrismaConnection) {}
  async init() {}
  async acquireConnection() {
    return this.connection;
  }
  async beginTransaction(): Promise<void> {
    throw new Error("Use the Prisma client's $transaction and sqlOf(tx)");
  }
  async commitTransaction() {}
  async rollbackTransaction() {}
  async releaseConnection() {}
  async destroy() {}
}

function kyselyOver(db: Db, check: (query: CompiledQuery) => void = () => {}): Kysely<DB> {
  return new Kysely<DB>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new PrismaDriver(new PrismaConnection(db, check)),
      createIntrospector: (k) => new PostgresIntrospector(k),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
}

const builders = new WeakMap<Db, Kysely<DB>>();

/**
 * Typed SQL over a client that may read across organisations (the owner's scope, a background job's, a transaction of
 * either). A member's client must use `tenantSql`, which holds its statements to the member's organisation.
 */
export function sqlOf(db: Db): Kysely<DB> {
  if (tenantOrgOf(db)) throw new Error("A member's client reads through tenantSql");
  let k = builders.get(db);
  if (!k) {
    k = kyselyOver(db);
    builders.set(db, k);
  }
  return k;
}

const tenantBuilders = new WeakMap<Db, Kysely<DB>>();

/**
 * Typed SQL over a member's client, and the organisation it is scoped to. Raw SQL passes the tenant extension by, so
 * every statement must filter a table by `"orgId" = <the member's organisation>` (checked when it runs: a statement
 * without it throws); a client without an organisation (anonymous, support staff) is refused.
 */
export function tenantSql(db: Db): { sql: Kysely<DB>; orgId: string } {
  const orgId = tenantOrgOf(db);
  if (!orgId) throw new Error("Raw reads of an organisation's rows need a member's client");
  let k = tenantBuilders.get(db);
  if (!k) {
    k = kyselyOver(db, (query) => {
      if (!bindsOrganisation(query, orgId))
        throw new Error('A statement over organisation rows filters by "orgId" = the organisation (or writes it)');
    });
    tenantBuilders.set(db, k);
  }
  return { sql: k, orgId };
}

/**
 * Whether a compiled statement compares some `"orgId"` with a parameter bound to this organisation, or is an INSERT
 * that writes the "orgId" column with this organisation bound.
 */
function bindsOrganisation(query: CompiledQuery, orgId: string): boolean {
  const node = query.query;
  if (InsertQueryNode.is(node) && node.columns?.some((c) => c.column.name === 'orgId')) return query.parameters.includes(orgId);
  for (const [, n] of query.sql.matchAll(/"orgId" = \$(\d+)\b/g)) if (query.parameters[Number(n) - 1] === orgId) return true;
  return false;
}
