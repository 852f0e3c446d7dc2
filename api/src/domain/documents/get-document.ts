import type { Context } from '../../context.ts';
import { notFound } from '../../errors.ts';
import type { DocumentKind } from '../../rules/document-status.ts';
import { requireAbility } from '../policy.ts';
import type { DocumentOf, DocumentQuery } from './document-store.ts';
import { type DocumentRead, documentRead, documentStores } from './document-stores.ts';

/** One quote or invoice of the organisation (admins and managers), or null when there is none (a live change's re-read). */
export async function findDocument<K extends DocumentKind, Q extends DocumentQuery<K> = DocumentRead<K>>(
  ctx: Context,
  kind: K,
  id: string,
  query: Q = documentRead[kind] as Q,
): Promise<DocumentOf<K, Q> | null> {
  const store = documentStores[kind];
  requireAbility(ctx, store.ability);
  return store.find(ctx, id, query);
}

/** One quote or invoice of the organisation; a missing or foreign one is 'Quote not found' / 'Invoice not found'. */
export async function getDocument<K extends DocumentKind, Q extends DocumentQuery<K> = DocumentRead<K>>(
  ctx: Context,
  kind: K,
  id: string,
  query: Q = documentRead[kind] as Q,
): Promise<DocumentOf<K, Q>> {
  const document = await findDocument(ctx, kind, id, query);
  if (!document) throw notFound(documentStores[kind].messages.notFound);
  return document;
}
