import type { Context } from '../../context.ts';
import { AppError, notFound, parseInput } from '../../errors.ts';
import type { TaxMode } from '../../rules/document-lines.ts';
import type { DocumentKind } from '../../rules/document-status.ts';
import { SERVER_EVENTS } from '../../rules/tracking.ts';
import { requireActiveSubscription } from '../billing/require-active-subscription.ts';
import { checkCustomer } from '../jobs/job-references.ts';
import { type Ability, requireAbility } from '../policy.ts';
import { recordTrackingEvent, trackedValue } from '../tracking/record-tracking-event.ts';
import { headerData } from './document-header.ts';
import { checkDateOrder, dateField, defaultUntil, documentLines, documentOrganisation } from './document-input.ts';
import { numberClashOnUpdate, withDocumentNumber } from './numbering.ts';
import type { DayOrInstant, DocumentLineInput } from './schemas.ts';

// The editor's save, once for both documents (part 2 §2 "Quote and invoice editor"): parse, check the customer and
// the dates, recompute every figure from the lines, number a new document, and write. What differs between a quote
// and an invoice — its table, its later date (expiry or due), its terms, what locks it — is its DocumentStore.

/** A document's fields as the editor's payload parses them (quoteSchema / invoiceSchema). */
type Payload = {
  customerId?: string | null;
  number?: string | null;
  issueDate?: DayOrInstant | null;
  taxMode?: TaxMode;
  terms?: string | null;
  lines?: DocumentLineInput[];
} & Record<string, unknown>;

/** What the save needs of an existing document to change it. */
interface Existing {
  status: string;
  taxMode: TaxMode;
  issueDate: Date;
  until: Date | null;
  lines: DocumentLineInput[];
}

export interface DocumentStore {
  kind: DocumentKind;
  ability: Ability;
  /** The later date: a quote's expiry, an invoice's due date. */
  until: 'expiryDate' | 'dueAt';
  terms: 'quoteTerms' | 'invoiceTerms';
  messages: { notFound: string; locked: string | ((status: string) => string); untilBeforeIssue: string };
  canEdit(status: string): boolean;
  find(ctx: Context, id: string): Promise<Existing | null>;
  create(ctx: Context, args: { data: Record<string, unknown> } & object): Promise<unknown>;
  update(ctx: Context, args: { where: { id: string }; data: Record<string, unknown> } & object): Promise<unknown>;
}

/**
 * A new draft: the next number unless one was typed, the organisation's terms unless terms were sent, and its due
 * (invoice) or expiry (quote) date from those terms unless a date was sent (rules/document-terms.ts).
 */
export async function createDocument(
  ctx: Context,
  store: DocumentStore,
  schema: Parameters<typeof parseInput>[0],
  input: unknown,
  query: object,
): Promise<unknown> {
  const user = requireAbility(ctx, store.ability);
  await requireActiveSubscription(ctx);
  const data = parseInput(schema, input) as Payload;
  const org = await documentOrganisation(ctx);
  const taxMode = data.taxMode ?? 'exclusive';
  const { rows, totals } = documentLines(data.lines ?? [], taxMode);
  await checkCustomer(ctx, data.customerId ?? null);
  const header = headerData({ ...data, taxMode }, org.timeZone);
  const issueDate = header.issueDate ?? new Date();
  const terms = data.terms === undefined ? org[store.terms] : data.terms;
  // Left out or blank: the day the document's terms give (an invoice falls due, a quote expires); editable later.
  const until =
    dateField(data[store.until] as DayOrInstant | null | undefined, org.timeZone) ??
    defaultUntil(store.kind, issueDate, terms, org.timeZone);
  checkDateOrder(issueDate, until, org.timeZone, store.messages.untilBeforeIssue, store.until);
  const created = await withDocumentNumber(ctx, store.kind, data.number, (number) =>
    store.create(ctx, {
      ...query,
      data: {
        ...header,
        orgId: user.orgId,
        number,
        issueDate,
        [store.until]: until,
        terms,
        ...totals,
        lines: { create: rows },
      },
    }),
  );
  await recordDocumentEvent(ctx, store.kind, { orgId: user.orgId, id: (created as { id?: string }).id, totalCents: totals.totalCents });
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
export async function updateDocument(
  ctx: Context,
  store: DocumentStore,
  schema: Parameters<typeof parseInput>[0],
  id: string,
  input: unknown,
  query: object,
): Promise<unknown> {
  requireAbility(ctx, store.ability);
  const data = parseInput(schema, input) as Payload;
  const existing = await store.find(ctx, id);
  if (!existing) throw notFound(store.messages.notFound);
  if (!store.canEdit(existing.status)) {
    const { locked } = store.messages;
    throw new AppError('CONFLICT', typeof locked === 'function' ? locked(existing.status) : locked);
  }
  const org = await documentOrganisation(ctx);
  const taxMode = data.taxMode ?? existing.taxMode;
  const relines = data.lines !== undefined || taxMode !== existing.taxMode;
  const recomputed = relines ? documentLines(data.lines ?? existing.lines, taxMode) : null;
  if (data.customerId !== undefined) await checkCustomer(ctx, data.customerId);
  const header = headerData(data, org.timeZone);
  const until = dateField(data[store.until] as DayOrInstant | null | undefined, org.timeZone);
  checkDateOrder(
    header.issueDate ?? existing.issueDate,
    until === undefined ? existing.until : until,
    org.timeZone,
    store.messages.untilBeforeIssue,
    store.until,
  );
  return store
    .update(ctx, {
      ...query,
      where: { id },
      data: {
        ...header,
        ...(data.number ? { number: data.number } : {}),
        [store.until]: until,
        ...(recomputed ? { ...recomputed.totals, lines: { deleteMany: {}, create: recomputed.rows } } : {}),
      },
    })
    .catch(numberClashOnUpdate(data.number));
}
