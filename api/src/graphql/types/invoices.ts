import { InvoiceKind, InvoiceStatus } from '../../db/generated/enums.ts';
import { subscribeDocumentChanges } from '../../domain/documents/document-changes.ts';
import { getDocumentEmailDraft } from '../../domain/documents/email-document.ts';
import { findDocument, getDocument } from '../../domain/documents/get-document.ts';
import { countDocuments, listDocuments } from '../../domain/documents/list-documents.ts';
import { createDocument, updateDocument } from '../../domain/documents/save-document.ts';
import { convertCompletedJobToInvoice } from '../../domain/invoices/convert-completed-job.ts';
import { convertQuoteToInvoice } from '../../domain/invoices/convert-quote-to-invoice.ts';
import { deleteInvoice } from '../../domain/invoices/delete-invoice.ts';
import { emailInvoice } from '../../domain/invoices/email-invoice.ts';
import { countInvoices, type InvoiceCounts } from '../../domain/invoices/invoice-counts.ts';
import { markInvoicePaid } from '../../domain/invoices/mark-invoice-paid.ts';
import { markInvoiceUnpaid } from '../../domain/invoices/mark-invoice-unpaid.ts';
import { todayStartOf } from '../../domain/organisation-time-zone.ts';
import type { DocumentChangedEvent } from '../../events.ts';
import { canEditInvoice, canMarkPaid, INVOICE_TABS, invoiceDisplayStatus } from '../../rules/document-status.ts';
import { isPaymentMethod, PAYMENT_METHODS } from '../../rules/payment-methods.ts';
import { builder } from '../builder.ts';
import { selection } from '../query.ts';
import {
  DocumentLineRef,
  dateHelp,
  dayOf,
  documentInputFields,
  domainDocumentInput,
  EmailDraftRef,
  storedDocumentFields,
} from './documents.ts';
import { appErrors } from './errors.ts';

// Invoices (part 2 §2-4): admins and managers only (policy `manageInvoices`), technicians refused, another
// organisation's invoice not found. Overdue is derived: sent, unpaid, due before today in the organisation's zone.

export const InvoiceStatusEnum = builder.enumType(InvoiceStatus, { name: 'InvoiceStatus' });
const InvoiceKindEnum = builder.enumType(InvoiceKind, { name: 'InvoiceKind' });
const InvoiceTabEnum = builder.enumType('InvoiceTab', {
  description: 'all; unpaid (not paid, not void); paid; overdue (sent, unpaid, due before today)',
  values: INVOICE_TABS,
});

const PaymentMethodEnum = builder.enumType('PaymentMethod', {
  description: 'How an invoice was paid (rules/payment-methods.ts)',
  values: PAYMENT_METHODS,
});

export const InvoiceRef = builder.prismaObject('Invoice', {
  description: 'An invoice (a tax invoice when printed): draft → sent (emailing it) → paid; overdue when sent and past due',
  authScopes: { can: 'manageInvoices' },
  fields: (t) => ({
    id: t.exposeID('id'),
    number: t.exposeString('number', { description: 'INV-0001… per organisation, or the number the user typed' }),
    status: t.field({
      type: InvoiceStatusEnum,
      description: 'As shown: overdue when sent, unpaid and due before today (organisation time zone)',
      select: { status: true, dueAt: true },
      resolve: async (i, _args, ctx) => invoiceDisplayStatus(i.status, i.dueAt, await todayStartOf(ctx)),
    }),
    dueDate: t.string({
      nullable: true,
      description: "YYYY-MM-DD in the organisation's time zone",
      select: { dueAt: true },
      resolve: (i, _args, ctx) => dayOf(i.dueAt, ctx),
    }),
    dueAt: t.expose('dueAt', { type: 'DateTime', nullable: true }),
    customer: t.relation('customer', { nullable: true }),
    customerName: t.string({ nullable: true, select: { customer: { select: { name: true } } }, resolve: (i) => i.customer?.name ?? null }),
    lines: t.field({
      type: [DocumentLineRef],
      select: { lines: { orderBy: { position: 'asc' } } },
      resolve: (i) => i.lines,
    }),
    paidAt: t.expose('paidAt', { type: 'DateTime', nullable: true }),
    paidOn: t.string({
      nullable: true,
      description: "The day the payment came in, YYYY-MM-DD in the organisation's time zone",
      select: { paidAt: true },
      resolve: (i, _args, ctx) => dayOf(i.paidAt, ctx),
    }),
    paymentMethod: t.field({
      type: PaymentMethodEnum,
      nullable: true,
      description: 'How the invoice was paid (null when not recorded)',
      select: { paymentMethod: true },
      resolve: (i) => (isPaymentMethod(i.paymentMethod) ? i.paymentMethod : null),
    }),
    completedJobId: t.id({
      nullable: true,
      description: 'The completed job this invoice bills',
      select: { completedJob: { select: { id: true } } },
      resolve: (i) => i.completedJob?.id ?? null,
    }),
    quoteId: t.exposeID('quoteId', { nullable: true, description: 'The quote it bills (directly, or through the job converted from it)' }),
    quote: t.relation('quote', { nullable: true }),
    kind: t.expose('kind', { type: InvoiceKindEnum, description: 'full, or a deposit on its quote (deducted on the full invoice)' }),
    canEdit: t.boolean({ select: { status: true }, resolve: (i) => canEditInvoice(i.status) }),
    emailDraft: t.field({
      type: EmailDraftRef,
      description: 'What the email dialog starts from',
      select: { customer: { select: { name: true, contactName: true } } },
      resolve: (i, _args, ctx) => getDocumentEmailDraft(ctx, 'invoice', i),
    }),
    canMarkPaid: t.boolean({
      description: 'Mark Paid applies (not paid, not void)',
      select: { status: true },
      resolve: (i) => canMarkPaid(i.status),
    }),
  }),
});
storedDocumentFields(InvoiceRef);

const InvoiceInput = builder.inputType('InvoiceInput', {
  description: 'The editor’s invoice. On update, fields left out stay as they are and lines sent replace the old ones',
  fields: (t) => ({ ...documentInputFields(t, 'invoice'), dueDate: t.string({ description: dateHelp }) }),
});

/** GraphQL's invoice input as the domain reads it: the due date is stored as `dueAt`. */
const invoiceInput = ({ dueDate, ...rest }: typeof InvoiceInput.$inferInput) => domainDocumentInput({ ...rest, dueAt: dueDate });

const InvoiceCountsRef = builder.objectRef<InvoiceCounts>('InvoiceCounts').implement({
  description: 'The invoice tabs’ counts and what customers owe (AUD cents, including GST)',
  fields: (t) => ({
    all: t.exposeInt('all'),
    unpaid: t.exposeInt('unpaid'),
    paid: t.exposeInt('paid'),
    overdue: t.exposeInt('overdue'),
    outstandingCents: t.exposeInt('outstandingCents', {
      description: 'What customers owe: invoices sent and unpaid (drafts excluded), AUD cents',
    }),
    overdueCents: t.exposeInt('overdueCents'),
  }),
});

const DeleteInvoicePayload = builder.objectRef<{ id: string }>('DeleteInvoicePayload').implement({
  fields: (t) => ({ id: t.exposeID('id') }),
});

const ConvertToInvoicePayload = builder.objectRef<{ invoiceId: string; message: string }>('ConvertToInvoicePayload').implement({
  description: 'The invoice of a completed job (the existing one when it was converted before)',
  fields: (t) => ({
    invoiceId: t.exposeID('invoiceId'),
    message: t.exposeString('message'),
    invoice: t.prismaField({
      type: 'Invoice',
      resolve: (query, p, _args, ctx) => getDocument(ctx, 'invoice', p.invoiceId, selection(query)),
    }),
  }),
});

const InvoiceChangeRef = builder.objectRef<DocumentChangedEvent>('InvoiceChange').implement({
  description: 'An invoice changed (sent, a payment or refund recorded, paid, created from a completed job, deleted: status "deleted")',
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.exposeString('status'),
    balanceCents: t.exposeInt('balanceCents', {
      nullable: true,
      description: 'What is still owed after a change of its payment ledger (AUD cents); null for other changes',
    }),
    paidClaimBy: t.string({
      nullable: true,
      description: 'Who said on the invoice’s link that it is paid (its reminders paused); null for other changes',
      resolve: (e) => e.paidClaim?.by ?? null,
    }),
    invoice: t.prismaField({
      type: 'Invoice',
      nullable: true,
      resolve: (query, event, _args, ctx) => findDocument(ctx, 'invoice', event.id, selection(query)),
    }),
  }),
});

builder.queryFields((t) => ({
  invoices: t.prismaConnection(
    {
      type: 'Invoice',
      cursor: 'id',
      authScopes: { can: 'manageInvoices' },
      description: 'The invoices of a tab (default all), newest first; `search` matches number, title, reference and customer name',
      args: {
        tab: t.arg({ type: InvoiceTabEnum }),
        search: t.arg.string(),
        customerId: t.arg.id({ description: "One customer's invoices" }),
      },
      defaultSize: 20,
      maxSize: 100,
      totalCount: (_connection, args, ctx) => countDocuments(ctx, 'invoice', args),
      resolve: (query, _root, args, ctx) => listDocuments(ctx, 'invoice', args, query),
    },
    { name: 'InvoiceConnection', description: 'A page of invoices' },
    { name: 'InvoiceEdge' },
  ),
  invoice: t.prismaField({
    type: 'Invoice',
    authScopes: { can: 'manageInvoices' },
    description: "One invoice of the organisation (NOT_FOUND 'Invoice not found' otherwise)",
    args: { id: t.arg.id({ required: true }) },
    resolve: (query, _root, args, ctx) => getDocument(ctx, 'invoice', args.id, selection(query)),
  }),
  invoiceCounts: t.field({
    type: InvoiceCountsRef,
    authScopes: { can: 'manageInvoices' },
    resolve: (_root, _args, ctx) => countInvoices(ctx),
  }),
}));

builder.mutationFields((t) => ({
  createInvoice: t.prismaField({
    type: 'Invoice',
    errors: appErrors,
    authScopes: { can: 'manageInvoices' },
    description: 'A new draft invoice; every figure recomputed from the lines',
    args: { input: t.arg({ type: InvoiceInput, required: true }) },
    resolve: (query, _root, { input }, ctx) => createDocument(ctx, 'invoice', invoiceInput(input), selection(query)),
  }),
  updateInvoice: t.prismaField({
    type: 'Invoice',
    errors: appErrors,
    authScopes: { can: 'manageInvoices' },
    description: 'Save an invoice (not once paid or void)',
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: InvoiceInput, required: true }) },
    resolve: (query, _root, { id, input }, ctx) => updateDocument(ctx, 'invoice', id, invoiceInput(input), selection(query)),
  }),
  deleteInvoice: t.field({
    type: DeleteInvoicePayload,
    errors: appErrors,
    authScopes: { can: 'manageInvoices' },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => deleteInvoice(ctx, id),
  }),
  markInvoicePaid: t.prismaField({
    type: 'Invoice',
    errors: appErrors,
    authScopes: { can: 'manageInvoices' },
    description:
      'Mark Paid (not when paid or void): records a payment of the whole balance, with the day it came in (default today, not in the future) and how (default other)',
    args: {
      id: t.arg.id({ required: true }),
      paidOn: t.arg.string({ description: 'YYYY-MM-DD in the organisation’s time zone; default today' }),
      method: t.arg({ type: PaymentMethodEnum }),
    },
    resolve: (query, _root, { id, paidOn, method }, ctx) => markInvoicePaid(ctx, id, { paidOn, method }, selection(query)),
  }),
  markInvoiceUnpaid: t.prismaField({
    type: 'Invoice',
    errors: appErrors,
    authScopes: { can: 'manageInvoices' },
    description:
      'Undo Mark Paid: only when every payment was recorded by hand; they are removed and the invoice goes back to sent (overdue when past due), or draft when never sent',
    args: { id: t.arg.id({ required: true }) },
    resolve: (query, _root, { id }, ctx) => markInvoiceUnpaid(ctx, id, selection(query)),
  }),
  sendInvoiceEmail: t.prismaField({
    type: 'Invoice',
    errors: appErrors,
    authScopes: { can: 'manageInvoices' },
    description:
      'Email the invoice with its PDF to one or more addresses (empties dropped); subject and message default to `emailDraft`, the bank details are always added; a draft becomes sent',
    args: {
      id: t.arg.id({ required: true }),
      emails: t.arg.stringList({ required: true }),
      subject: t.arg.string(),
      message: t.arg.string(),
    },
    resolve: (query, _root, { id, emails, subject, message }, ctx) =>
      emailInvoice(ctx, id, { emails, subject: subject ?? undefined, message: message ?? undefined }, selection(query)),
  }),
  convertCompletedJobToInvoice: t.field({
    type: ConvertToInvoicePayload,
    errors: appErrors,
    authScopes: { can: 'manageInvoices' },
    description:
      'Convert to Invoice: a draft invoice from the completed job’s charges; the job shows Invoiced. Twice gives the same invoice',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => convertCompletedJobToInvoice(ctx, id),
  }),
  convertQuoteToInvoice: t.field({
    type: ConvertToInvoicePayload,
    errors: appErrors,
    authScopes: { can: 'manageInvoices' },
    description:
      'Convert to Invoice on an accepted quote: the whole quote (less a deposit already invoiced), or a deposit as a percentage or an amount (cents). Once each: a second is refused',
    args: {
      id: t.arg.id({ required: true }),
      depositPercent: t.arg.float({ description: 'A deposit of this percentage of the quote (more than 0, under 100)' }),
      depositAmountCents: t.arg.int({ description: 'A deposit of this amount, GST included (AUD cents)' }),
    },
    resolve: (_root, { id, depositPercent, depositAmountCents }, ctx) =>
      convertQuoteToInvoice(ctx, id, { depositPercent, depositAmountCents }),
  }),
}));

builder.subscriptionFields((t) => ({
  invoiceChanged: t.field({
    type: InvoiceChangeRef,
    authScopes: { can: 'manageInvoices' },
    description: "An invoice of the viewer's organisation changed (only this invoice with `id`)",
    args: { id: t.arg.id() },
    subscribe: (_root, { id }, ctx) => subscribeDocumentChanges(ctx, { kind: 'invoice', id }),
    resolve: (event) => event as DocumentChangedEvent,
  }),
}));
