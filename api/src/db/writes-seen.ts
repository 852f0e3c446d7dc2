import { AsyncLocalStorage } from 'node:async_hooks';

// Whether a call changed anything: the tenant client (db/scoped.ts) notes each write that changed a row while a
// call is watched, so an API key's call is written to the audit log only when it wrote something
// (domain/api-keys/record-key-write.ts) — not a write-shaped call that changed nothing, nor a read-shaped POST.

const watched = new AsyncLocalStorage<{ wrote: boolean }>();

/** Runs `call`, answering what it answered and whether it changed a row of its organisation. */
export async function watchingWrites<T>(call: () => Promise<T>): Promise<{ result: T; wrote: boolean }> {
  const seen = { wrote: false };
  const result = await watched.run(seen, call);
  return { result, wrote: seen.wrote };
}

const ONE_ROW = new Set(['create', 'update', 'upsert', 'delete']);

/** The statement's text of a raw call's arguments (a template's strings, Prisma.sql, or the unsafe call's string). */
function sqlOf(args: unknown): string | null {
  const first = Array.isArray(args) && !('raw' in args) ? args[0] : args;
  if (typeof first === 'string') return first;
  if (first && typeof first === 'object') {
    if ('sql' in first && typeof first.sql === 'string') return first.sql;
    if ('strings' in first && Array.isArray(first.strings)) return first.strings.join('?');
    if (Array.isArray(first)) return first.join('?');
  }
  return null;
}

/**
 * Notes a statement's effect: a one-row write (create, update, upsert, delete) changed a row; a many-rows write or a
 * raw execute the rows it counts; a raw query other than a SELECT the rows it returned (INSERT … RETURNING).
 */
export function noteWrite(operation: string, args: unknown, result: unknown): void {
  const seen = watched.getStore();
  if (!seen || seen.wrote) return;
  if (ONE_ROW.has(operation)) seen.wrote = true;
  else if (typeof result === 'number') seen.wrote = result > 0;
  else if (Array.isArray(result)) {
    const raw = operation.startsWith('$query');
    seen.wrote = result.length > 0 && (!raw || !/^\s*(SELECT|VALUES|SHOW|EXPLAIN)\b/i.test(sqlOf(args) ?? ''));
  } else if (result && typeof result === 'object' && 'count' in result) seen.wrote = Number(result.count) > 0;
}
