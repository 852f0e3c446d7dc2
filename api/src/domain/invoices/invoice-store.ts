import { AppError, parseInput } from '../../errors.ts';
import { canEditInvoice, documentMessages, type InvoiceStatusValue } from '../../rules/document-status.ts';
import { ledgerMessages } from '../../rules/invoice-balance.ts';
import { formatAud } from '../../rules/money.ts';
import { invoiceLockedText, paymentMessages, THROUGH_PROVIDER } from '../../rules/payment-methods.ts';
import { documentSearch } from '../documents/document-search.ts';
import type { DocumentStore } from '../documents/document-store.ts';
import { invoiceSchema, listInvoicesSchema, updateInvoiceSchema } from '../documents/schemas.ts';
import { withItemCodes } from '../item-presets/item-codes.ts';
import { todayStartOf } from '../organisation-time-zone.ts';
import { requireAbility } from '../policy.ts';
import { type InvoiceOf, invoiceOrder } from './invoice-query.ts';
import { tabWhere } from './invoice-tabs.ts';

/**
 * Invoices for the shared document code (documents/*): due date, invoice terms, locked once paid or void, listed by
 * tab.
 */
export const invoiceStore: DocumentStore<'invoice'> = {
  kind: 'invoice',
  ability: 'manageInvoices',
  untilField: 'dueAt',
  terms: 'invoiceTerms',
  messages: {
    notFound: documentMessages.invoiceNotFound,
    locked: ({ status, paidOnline }) => invoiceLockedText(status, Boolean(paidOnline)),
    untilBeforeIssue: documentMessages.dueBeforeIssue,
  },
  canEdit: (status) => canEditInvoice(status as InvoiceStatusValue),
  parse: (input, mode) => {
    const { dueAt, ...rest } = parseInput(mode === 'create' ? invoiceSchema : updateInvoiceSchema, input);
    return { ...rest, until: dueAt };
  },
  listWhere: async (ctx, input) => {
    requireAbility(ctx, 'manageInvoices');
    const { tab, search, customerId } = parseInput(listInvoicesSchema, input);
    return { AND: [tabWhere(tab, await todayStartOf(ctx)), documentSearch(search), customerId ? { customerId } : {}] };
  },
  find: async (ctx, id, query) => (await ctx.db.invoice.findFirst({ ...query, where: { id } })) as InvoiceOf<typeof query> | null,
  findMany: async (ctx, where, query) =>
    (await ctx.db.invoice.findMany({ ...query, where, orderBy: invoiceOrder })) as InvoiceOf<typeof query>[],
  count: (ctx, where) => ctx.db.invoice.count({ where }),
  findEditable: async (ctx, id) => {
    const i = await ctx.db.invoice.findFirst({
      where: { id },
      select: {
        status: true,
        taxMode: true,
        issueDate: true,
        dueAt: true,
        lines: { orderBy: { position: 'asc' } },
        payments: { where: { provider: THROUGH_PROVIDER }, select: { id: true }, take: 1 },
      },
    });
    return i && { ...i, until: i.dueAt, paidOnline: i.payments.length > 0 };
  },
  // Each line saved under a price-list item's name carries the item's code (Xero's ItemCode: item-codes.ts).
  create: async (ctx, { until, lines, ...data }, query) =>
    (await ctx.db.invoice.create({
      ...query,
      data: { ...data, dueAt: until, lines: { create: await withItemCodes(ctx.db, lines.create) } },
    })) as InvoiceOf<typeof query>,
  // Conditional on the status, so a save racing a Mark Paid never changes the paid invoice (P2025: no such row left);
  // and a new total must stay above what the ledger has received, so a part-paid invoice keeps a balance to pay
  // (rules/invoice-balance.ts: it is paid exactly when a payment brings the balance to 0).
  update: async (ctx, id, { until, lines, ...data }, query) => {
    const total = data.totalCents;
    const relined = lines && { deleteMany: lines.deleteMany, create: await withItemCodes(ctx.db, lines.create) };
    try {
      return (await ctx.db.invoice.update({
        ...query,
        where: {
          id,
          status: { notIn: ['paid', 'void'] },
          ...(total !== undefined ? { OR: [{ paidCents: 0 }, { paidCents: { lt: total } }] } : {}),
        },
        data: { ...data, dueAt: until, ...(relined ? { lines: relined } : {}) },
      })) as InvoiceOf<typeof query>;
    } catch (e) {
      if ((e as { code?: string }).code !== 'P2025') throw e;
      const now = await ctx.db.invoice.findFirst({ where: { id }, select: { status: true, paidCents: true } });
      if (now && now.status !== 'paid' && now.status !== 'void' && total !== undefined && now.paidCents >= total)
        throw new AppError('CONFLICT', ledgerMessages.totalBelowPaid(formatAud(now.paidCents)));
      throw new AppError('CONFLICT', paymentMessages.paidLocked);
    }
  },
};
