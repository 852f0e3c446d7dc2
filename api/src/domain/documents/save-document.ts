import type { Context } from '../../context.ts';
import { AppError, notFound } from '../../errors.ts';
import type { DocumentKind } from '../../rules/document-status.ts';
import { SERVER_EVENTS } from '../../rules/tracking.ts';
import { requireActiveSubscription } from '../billing/require-active-subscription.ts';
import { requireCustomer } from '../customers/require-customer.ts';
import { requireAbility } from '../policy.ts';
import { recordTrackingEvent, trackedValue } from '../tracking/record-tracking-event.ts';
import { headerData } from './document-header.ts';
import { checkDateOrder, dateField, defaultUntil, documentLines, documentOrganisation } from './document-input.ts';
import type { DocumentOf, DocumentQuery } from './document-store.ts';
import { type DocumentRead, documentRead, documentStores } from './document-stores.ts';
import { numberClashOnUpdate, withDocumentNumber } from './numbering.ts';

// The editor's save, once for both documents (part 2 §2 "Quote and invoice editor"): parse, check the customer and
// the dates, recompute every figure from the lines, number a new document, and write. What differs between a quote
// and an invoice — its table, its later date (expiry or due), its terms, what locks it — is its DocumentStore.
// The caller's selection passes through, so a save answers exactly what the caller selected.

/**
 * A new draft (admins and managers): the next number (QU-, INV-) unless one was typed, the organisation's terms
 * unless terms were sent, and its due (invoice) or expiry (quote) date from those terms unless a date was sent
 * (rules/document-terms.ts).
 */
export async function createDocument<K extends DocumentKind, Q extends DocumentQuery<K> = DocumentRead<K>>(
  ctx: Context,
  kind: K,
  input: unknown,
  query: Q = documentRead[kind] as Q,
): Promise<DocumentOf<K, Q>> {
  const store = documentStores[kind];
  const user = requireAbility(ctx, store.ability);
  await requireActiveSubscription(ctx);
  const data = store.parse(input, 'create');
  const org = await documentOrganisation(ctx);
  const taxMode = data.taxMode ?? 'exclusive';
  const { rows, totals } = documentLines(data.lines ?? [], taxMode);
  await requireCustomer(ctx, data.customerId ?? null);
  const header = headerData({ ...data, taxMode }, org.timeZone);
  const issueDate = header.issueDate ?? new Date();
  const terms = data.terms === undefined ? org[store.terms] : data.terms;
  // Left out or blank: the day the document's terms give (an invoice falls due, a quote expires); editable later.
  const until = dateField(data.until, org.timeZone) ?? defaultUntil(kind, issueDate, terms, org.timeZone);
  checkDateOrder(issueDate, until, org.timeZone, store.messages.untilBeforeIssue, store.untilField);
  const created = await withDocumentNumber(ctx, kind, data.number, (number) =>
    store.create(ctx, { ...header, orgId: user.orgId, number, issueDate, until, terms, ...totals, lines: { create: rows } }, query),
  );
  await recordDocumentEvent(ctx, kind, { orgId: user.orgId, id: (created as { id?: string }).id, totalCents: totals.totalCents });
  return created;
}

/** A new quote (quote created) or invoice (invoice generated) is an advertising event, once it is saved. */
export function recordDocumentEvent(ctx: Context, kind: DocumentKind, document: { orgId: string; id?: string; totalCents: number }) {
  return recordTrackingEvent(ctx, {
    eventType: kind === 'quote' ? SERVER_EVENTS.quoteCreated : SERVER_EVENTS.invoiceGenerated,
    orgId: document.orgId,
    userId: ctx.user?.userId,
    content: { contentId: document.id, contentType: kind, value: trackedValue(document.totalCents) },
  });
}

/**
 * Save & close on an existing document: fields left out stay, lines sent replace the old ones, and the totals are
 * recomputed (also when only the tax mode changed). A locked document (accepted quote, paid or void invoice) stays.
 */
export async function updateDocument<K extends DocumentKind, Q extends DocumentQuery<K> = DocumentRead<K>>(
  ctx: Context,
  kind: K,
  id: string,
  input: unknown,
  query: Q = documentRead[kind] as Q,
): Promise<DocumentOf<K, Q>> {
  const store = documentStores[kind];
  requireAbility(ctx, store.ability);
  const data = store.parse(input, 'update');
  const existing = await store.findEditable(ctx, id);
  if (!existing) throw notFound(store.messages.notFound);
  if (!store.canEdit(existing.status)) {
    const { locked } = store.messages;
    throw new AppError('CONFLICT', typeof locked === 'function' ? locked(existing) : locked);
  }
  const org = await documentOrganisation(ctx);
  const taxMode = data.taxMode ?? existing.taxMode;
  const relines = data.lines !== undefined || taxMode !== existing.taxMode;
  const recomputed = relines ? documentLines(data.lines ?? existing.lines, taxMode) : null;
  if (data.customerId !== undefined) await requireCustomer(ctx, data.customerId);
  const header = headerData(data, org.timeZone);
  const until = dateField(data.until, org.timeZone);
  checkDateOrder(
    header.issueDate ?? existing.issueDate,
    until === undefined ? existing.until : until,
    org.timeZone,
    store.messages.untilBeforeIssue,
    store.untilField,
  );
  return store
    .update(
      ctx,
      id,
      {
        ...header,
        ...(data.number ? { number: data.number } : {}),
        until,
        ...(recomputed ? { ...recomputed.totals, lines: { deleteMany: {}, create: recomputed.rows } } : {}),
      },
      query,
    )
    .catch(numberClashOnUpdate(data.number));
}
