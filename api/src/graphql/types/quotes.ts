import { QuoteStatus } from '../../db/generated/enums.ts';
import { subscribeDocumentChanges } from '../../domain/documents/document-changes.ts';
import { getDocumentEmailDraft } from '../../domain/documents/email-document.ts';
import { findDocument, getDocument } from '../../domain/documents/get-document.ts';
import { countDocuments, listDocuments } from '../../domain/documents/list-documents.ts';
import { peekDocumentNumber } from '../../domain/documents/numbering.ts';
import { createDocument, updateDocument } from '../../domain/documents/save-document.ts';
import { acceptQuote } from '../../domain/quotes/accept-quote.ts';
import { convertQuoteToJob } from '../../domain/quotes/convert-quote-to-job.ts';
import { emailQuote } from '../../domain/quotes/email-quote.ts';
import { payQuoteDeposit } from '../../domain/quotes/pay-quote-deposit.ts';
import { getPublicQuote, type PublicQuote, respondToQuote } from '../../domain/quotes/public-quote.ts';
import { setQuoteDeposit } from '../../domain/quotes/set-quote-deposit.ts';
import type { DocumentChangedEvent } from '../../events.ts';
import { canAcceptQuote, canConvertQuote, canEditQuote } from '../../rules/document-status.ts';
import { dayKeyOf } from '../../rules/zoned-time.ts';
import { builder } from '../builder.ts';
import { selection } from '../query.ts';
import { CheckoutPayload } from './billing.ts';
import {
  DocumentLineRef,
  dateHelp,
  dayOf,
  documentInputFields,
  documentTextFields,
  domainDocumentInput,
  EmailDraftRef,
  storedDocumentFields,
} from './documents.ts';
import { appErrors } from './errors.ts';

// Quotes (part 2 §2-4): admins and managers only (policy `manageQuotes`), technicians refused, another
// organisation's quote not found. The customer's public page reads `publicQuote` by its private link's token.

export const QuoteStatusEnum = builder.enumType(QuoteStatus, { name: 'QuoteStatus' });

export const QuoteRef = builder.prismaObject('Quote', {
  description: 'A quote for a customer: draft → sent (emailing it) → accepted or rejected; an accepted quote converts to a job',
  authScopes: { can: 'manageQuotes' },
  fields: (t) => ({
    id: t.exposeID('id'),
    number: t.exposeString('number', { description: 'QU-0001… per organisation, or the number the user typed' }),
    status: t.expose('status', { type: QuoteStatusEnum }),
    expiryDate: t.string({
      nullable: true,
      description: "YYYY-MM-DD in the organisation's time zone",
      select: { expiryDate: true },
      resolve: (q, _args, ctx) => dayOf(q.expiryDate, ctx),
    }),
    customer: t.relation('customer', { nullable: true }),
    customerName: t.string({ nullable: true, select: { customer: { select: { name: true } } }, resolve: (q) => q.customer?.name ?? null }),
    lines: t.field({
      type: [DocumentLineRef],
      select: { lines: { orderBy: { position: 'asc' } } },
      resolve: (q) => q.lines,
    }),
    acceptedAt: t.expose('acceptedAt', { type: 'DateTime', nullable: true }),
    rejectedAt: t.expose('rejectedAt', { type: 'DateTime', nullable: true }),
    respondedByName: t.exposeString('respondedByName', {
      nullable: true,
      description: 'Who accepted or declined: the member in the app, or the name the customer gave on the quote link',
    }),
    respondedOnline: t.boolean({
      description: 'The customer answered on the quote link',
      select: { respondedVia: true },
      resolve: (q) => q.respondedVia === 'link',
    }),
    linkExpiresAt: t.expose('publicTokenExpiresAt', { type: 'DateTime', nullable: true, description: 'Until when the emailed link works' }),
    depositPercent: t.exposeFloat('depositPercent', {
      nullable: true,
      description: 'The deposit asked at acceptance as a percentage of the total (or null)',
    }),
    depositAmountCents: t.exposeInt('depositAmountCents', {
      nullable: true,
      description: 'The deposit asked at acceptance as an amount in cents (or null)',
    }),
    job: t.relation('job', { nullable: true, description: 'The job this quote was converted to' }),
    jobId: t.id({ nullable: true, select: { job: { select: { id: true } } }, resolve: (q) => q.job?.id ?? null }),
    canEdit: t.boolean({ select: { status: true }, resolve: (q) => canEditQuote(q.status) }),
    emailDraft: t.field({
      type: EmailDraftRef,
      description: 'What the email dialog starts from',
      select: { customer: { select: { name: true, contactName: true } } },
      resolve: (q, _args, ctx) => getDocumentEmailDraft(ctx, 'quote', q),
    }),
    canAccept: t.boolean({
      description: 'Accept applies (status sent)',
      select: { status: true },
      resolve: (q) => canAcceptQuote(q.status),
    }),
    invoices: t.relation('invoices', {
      description: 'The invoices billing this quote: a deposit and the full invoice (directly or through its job)',
      query: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
    }),
    canInvoice: t.boolean({
      description: 'Convert to Invoice applies: accepted, and not invoiced in full yet (directly or through its job)',
      select: { status: true, invoices: { where: { kind: 'full', status: { not: 'void' } }, select: { id: true } } },
      resolve: (q) => canConvertQuote(q.status) && q.invoices.length === 0,
    }),
    canConvert: t.boolean({
      description: 'Convert to Job applies (accepted, not converted yet)',
      select: { status: true, job: { select: { id: true } } },
      resolve: (q) => canConvertQuote(q.status) && !q.job,
    }),
  }),
});
storedDocumentFields(QuoteRef);

const QuoteInput = builder.inputType('QuoteInput', {
  description: 'The editor’s quote. On update, fields left out stay as they are and lines sent replace the old ones',
  fields: (t) => ({ ...documentInputFields(t, 'quote'), expiryDate: t.string({ description: dateHelp }) }),
});

const ConvertQuotePayload = builder.objectRef<{ jobId: string }>('ConvertQuoteToJobPayload').implement({
  fields: (t) => ({ jobId: t.exposeID('jobId') }),
});

const NextDocumentNumbers = builder.objectRef<object>('NextDocumentNumbers').implement({
  description: 'The numbers the next quote and invoice would get (the editor’s placeholders; not reserved)',
  fields: (t) => ({
    quote: t.string({ authScopes: { can: 'manageQuotes' }, resolve: (_p, _a, ctx) => peekDocumentNumber(ctx, 'quote') }),
    invoice: t.string({ authScopes: { can: 'manageInvoices' }, resolve: (_p, _a, ctx) => peekDocumentNumber(ctx, 'invoice') }),
  }),
});

// ─── the customer's page (no sign-in) ───

const PublicQuoteRef = builder.objectRef<PublicQuote>('PublicQuote').implement({
  description: "A quote as its customer sees it through the emailed link: no sign-in, nothing of the business's other records",
  fields: (t) => ({
    number: t.exposeString('number'),
    status: t.expose('status', { type: QuoteStatusEnum }),
    issueDate: t.string({ resolve: (q) => dayKeyOf(q.issueDate, q.org.timeZone) }),
    expiryDate: t.string({ nullable: true, resolve: (q) => (q.expiryDate ? dayKeyOf(q.expiryDate, q.org.timeZone) : null) }),
    businessName: t.string({ resolve: (q) => q.business.name }),
    businessAbn: t.string({
      nullable: true,
      description: "The ABN in the ATO's groups ('51 824 753 556')",
      resolve: (q) => q.business.abn,
    }),
    businessPhone: t.string({
      nullable: true,
      description: 'The business’s phone, for the customer to call',
      resolve: (q) => q.business.phone,
    }),
    businessEmail: t.string({
      nullable: true,
      description: 'The business’s email, for the customer to write to',
      resolve: (q) => q.business.email,
    }),
    customerName: t.string({ nullable: true, resolve: (q) => q.customer?.name ?? null }),
    lines: t.field({ type: [DocumentLineRef], resolve: (q) => q.lines }),
    subtotalCents: t.exposeInt('subtotalCents'),
    gstCents: t.exposeInt('taxCents'),
    totalCents: t.exposeInt('totalCents'),
    respondedByName: t.exposeString('respondedByName', { nullable: true }),
    acceptedAt: t.expose('acceptedAt', { type: 'DateTime', nullable: true }),
    rejectedAt: t.expose('rejectedAt', { type: 'DateTime', nullable: true }),
    linkExpiresAt: t.expose('publicTokenExpiresAt', { type: 'DateTime', nullable: true }),
    canRespond: t.exposeBoolean('canRespond', { description: 'Accept and Decline apply (the quote is sent)' }),
    depositCents: t.exposeInt('depositCents', {
      nullable: true,
      description: 'The deposit the quote asks at acceptance, GST included (null: none)',
    }),
    canPayDeposit: t.exposeBoolean('canPayDeposit', {
      description: '"Accept & pay deposit" applies: the quote is sent, asks a deposit still owed, and the business takes payments online',
    }),
    pdfPath: t.string({
      description: 'Where the PDF of this quote is (GET, no sign-in)',
      resolve: (q) => `/api/public/quotes/${q.token}/pdf`,
    }),
  }),
});
documentTextFields(PublicQuoteRef);

const RespondToQuotePayload = builder.objectRef<{ message: string; quote: PublicQuote }>('RespondToQuotePayload').implement({
  fields: (t) => ({ message: t.exposeString('message'), quote: t.field({ type: PublicQuoteRef, resolve: (p) => p.quote }) }),
});

const DocumentChangeRef = builder.objectRef<DocumentChangedEvent>('QuoteChange').implement({
  description: 'A quote changed status (sent, accepted or declined — in the app or on the quote link —, converted)',
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.exposeString('status'),
    acceptedOnlineBy: t.string({
      nullable: true,
      description: 'The customer who just accepted the quote on its emailed link (null for any other change)',
      resolve: (e) => e.acceptance?.by ?? null,
    }),
    number: t.string({
      nullable: true,
      description: 'The quote’s number, with an online acceptance',
      resolve: (e) => e.acceptance?.number ?? null,
    }),
    quote: t.prismaField({
      type: 'Quote',
      nullable: true,
      resolve: (query, event, _args, ctx) => findDocument(ctx, 'quote', event.id, selection(query)),
    }),
  }),
});

builder.queryFields((t) => ({
  quotes: t.prismaConnection(
    {
      type: 'Quote',
      cursor: 'id',
      authScopes: { can: 'manageQuotes' },
      description: 'The organisation’s quotes, newest first; `search` matches number, title, reference and customer name',
      args: {
        status: t.arg({ type: QuoteStatusEnum }),
        search: t.arg.string(),
        customerId: t.arg.id({ description: "One customer's quotes" }),
      },
      defaultSize: 20,
      maxSize: 100,
      totalCount: (_connection, args, ctx) => countDocuments(ctx, 'quote', args),
      resolve: (query, _root, args, ctx) => listDocuments(ctx, 'quote', args, query),
    },
    { name: 'QuoteConnection', description: 'A page of quotes' },
    { name: 'QuoteEdge' },
  ),
  quote: t.prismaField({
    type: 'Quote',
    authScopes: { can: 'manageQuotes' },
    description: "One quote of the organisation (NOT_FOUND 'Quote not found' otherwise)",
    args: { id: t.arg.id({ required: true }) },
    resolve: (query, _root, args, ctx) => getDocument(ctx, 'quote', args.id, selection(query)),
  }),
  nextDocumentNumbers: t.field({
    type: NextDocumentNumbers,
    authScopes: { loggedIn: true },
    resolve: () => ({}),
  }),
  publicQuote: t.field({
    type: PublicQuoteRef,
    description: "The quote behind an emailed link (no sign-in). NOT_FOUND with the link's message when it is unknown or expired",
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, { token }, ctx) => getPublicQuote(ctx, token),
  }),
}));

builder.mutationFields((t) => ({
  createQuote: t.prismaField({
    type: 'Quote',
    errors: appErrors,
    authScopes: { can: 'manageQuotes' },
    description: 'A new draft quote; every figure recomputed from the lines',
    args: { input: t.arg({ type: QuoteInput, required: true }) },
    resolve: (query, _root, { input }, ctx) => createDocument(ctx, 'quote', domainDocumentInput(input), selection(query)),
  }),
  updateQuote: t.prismaField({
    type: 'Quote',
    errors: appErrors,
    authScopes: { can: 'manageQuotes' },
    description: 'Save a quote (not once accepted)',
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: QuoteInput, required: true }) },
    resolve: (query, _root, { id, input }, ctx) => updateDocument(ctx, 'quote', id, domainDocumentInput(input), selection(query)),
  }),
  sendQuoteEmail: t.prismaField({
    type: 'Quote',
    errors: appErrors,
    authScopes: { can: 'manageQuotes' },
    description:
      'Email the quote with its PDF and a private accept/decline link (always added below the message); subject and message default to `emailDraft`; a draft becomes sent',
    args: {
      id: t.arg.id({ required: true }),
      email: t.arg.string({ required: true }),
      subject: t.arg.string(),
      message: t.arg.string(),
    },
    resolve: (query, _root, { id, email, subject, message }, ctx) =>
      emailQuote(ctx, id, { email, subject: subject ?? undefined, message: message ?? undefined }, selection(query)),
  }),
  acceptQuote: t.prismaField({
    type: 'Quote',
    errors: appErrors,
    authScopes: { can: 'manageQuotes' },
    description: 'Accept a sent quote (once)',
    args: { id: t.arg.id({ required: true }) },
    resolve: (query, _root, { id }, ctx) => acceptQuote(ctx, id, selection(query)),
  }),
  convertQuoteToJob: t.field({
    type: ConvertQuotePayload,
    errors: appErrors,
    authScopes: { can: 'manageQuotes' },
    description: 'Convert an accepted quote to a job (once): customer, title, lines in the description, linked',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => convertQuoteToJob(ctx, id),
  }),
  setQuoteDeposit: t.prismaField({
    type: 'Quote',
    errors: appErrors,
    authScopes: { can: 'manageQuotes' },
    description:
      'The deposit a draft or sent quote asks at acceptance: depositPercent (more than 0, under 100) or depositAmountCents, or neither for none',
    args: { id: t.arg.id({ required: true }), depositPercent: t.arg.float(), depositAmountCents: t.arg.int() },
    resolve: (query, _root, { id, depositPercent, depositAmountCents }, ctx) =>
      setQuoteDeposit(ctx, id, { depositPercent, depositAmountCents }, selection(query)),
  }),
  payQuoteDeposit: t.field({
    type: CheckoutPayload,
    errors: appErrors,
    description:
      "The customer's Accept & pay deposit (no sign-in), with their name: a checkout for the deposit on the business's own Stripe account; its payment accepts the quote",
    args: { token: t.arg.string({ required: true }), name: t.arg.string({ required: true }) },
    resolve: (_root, { token, name }, ctx) => payQuoteDeposit(ctx, token, { name }),
  }),
  respondToQuote: t.field({
    type: RespondToQuotePayload,
    errors: appErrors,
    description: 'The customer accepts (accept: true) or declines a quote on its emailed link, with their name (no sign-in)',
    args: { token: t.arg.string({ required: true }), accept: t.arg.boolean({ required: true }), name: t.arg.string({ required: true }) },
    resolve: (_root, { token, accept, name }, ctx) => respondToQuote(ctx, token, { accept, name }),
  }),
}));

builder.subscriptionFields((t) => ({
  quoteChanged: t.field({
    type: DocumentChangeRef,
    authScopes: { can: 'manageQuotes' },
    description: "A quote of the viewer's organisation changed status (only this quote with `id`)",
    args: { id: t.arg.id() },
    subscribe: (_root, { id }, ctx) => subscribeDocumentChanges(ctx, { kind: 'quote', id }),
    resolve: (event) => event as DocumentChangedEvent,
  }),
}));
