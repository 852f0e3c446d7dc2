import type { Context } from '../../context.ts';
import type { DocumentKind } from '../../rules/document-status.ts';
import type { DocumentOf, DocumentPaging, DocumentQuery } from './document-store.ts';
import { type DocumentRead, documentRead, documentStores } from './document-stores.ts';

/**
 * The organisation's quotes (by status) or invoices (by tab), newest first, a `search` matching number, title,
 * reference and customer name: one statement whatever the page size.
 */
export async function listDocuments<K extends DocumentKind, Q extends DocumentQuery<K> & DocumentPaging<K> = DocumentRead<K>>(
  ctx: Context,
  kind: K,
  input: unknown,
  query: Q = documentRead[kind] as Q,
): Promise<DocumentOf<K, Q>[]> {
  const store = documentStores[kind];
  return store.findMany(ctx, await store.listWhere(ctx, input), query);
}

/** How many documents the same list has in all (a connection's totalCount). */
export async function countDocuments<K extends DocumentKind>(ctx: Context, kind: K, input: unknown): Promise<number> {
  const store = documentStores[kind];
  return store.count(ctx, await store.listWhere(ctx, input));
}
