import type { PGlite } from '@electric-sql/pglite';

/** What pg-boss runs its SQL through (its `db` option): the statement and its parameters, answering rows. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/**
 * The process's own PGlite: a statement with parameters through `query`; one without through `exec`, since pg-boss
 * sends its schema set-up as several statements in one text (which `query` refuses as a prepared statement).
 */
export function pgliteExecutor(pglite: PGlite): SqlExecutor {
  return {
    async executeSql(text, values) {
      if (values?.length) return { rows: (await pglite.query<Record<string, unknown>>(text, values)).rows };
      const results = await pglite.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    },
  };
}

/** A Prisma client or transaction client: anything with `$queryRawUnsafe`. */
export interface RawQueryClient {
  $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): Promise<T>;
}

/**
 * Statements run on the caller's Prisma transaction, so a job sent there commits or rolls back with it (on a shared
 * PGlite it must: a statement outside the open transaction waits for it to end). Objects are sent as JSON text and
 * dates as ISO text, as node-postgres would.
 */
export function transactionExecutor(tx: RawQueryClient): SqlExecutor {
  return {
    async executeSql(text, values = []) {
      const params = values.map((v) => (v instanceof Date ? v.toISOString() : v !== null && typeof v === 'object' ? JSON.stringify(v) : v));
      return { rows: await tx.$queryRawUnsafe<Record<string, unknown>[]>(text, ...params) };
    },
  };
}
