import type { Prisma } from '../../db/generated/client.ts';
import { AppError } from '../../errors.ts';
import { canEditInvoice, documentMessages, type InvoiceStatusValue } from '../../rules/document-status.ts';
import { paymentMessages } from '../../rules/payment-methods.ts';
import type { DocumentStore } from '../documents/save-document.ts';

/** Invoices for the editor's save (documents/save-document.ts): due date, invoice terms, locked once paid or void. */
export const invoiceStore: DocumentStore = {
  kind: 'invoice',
  ability: 'manageInvoices',
  until: 'dueAt',
  terms: 'invoiceTerms',
  messages: {
    notFound: documentMessages.invoiceNotFound,
    locked: (status) => (status === 'void' ? paymentMessages.voidLocked : paymentMessages.paidLocked),
    untilBeforeIssue: documentMessages.dueBeforeIssue,
  },
  canEdit: (status) => canEditInvoice(status as InvoiceStatusValue),
  find: async (ctx, id) => {
    const i = await ctx.db.invoice.findFirst({
      where: { id },
      select: { status: true, taxMode: true, issueDate: true, dueAt: true, lines: { orderBy: { position: 'asc' } } },
    });
    return i && { ...i, until: i.dueAt };
  },
  create: (ctx, args) => ctx.db.invoice.create(args as Prisma.InvoiceCreateArgs),
  // Conditional on the status, so a save racing a Mark Paid never changes the paid invoice (P2025: no such row left).
  update: async (ctx, args) => {
    const update = args as Prisma.InvoiceUpdateArgs;
    try {
      return await ctx.db.invoice.update({ ...update, where: { ...update.where, status: { notIn: ['paid', 'void'] } } });
    } catch (e) {
      throw (e as { code?: string }).code === 'P2025' ? new AppError('CONFLICT', paymentMessages.paidLocked) : e;
    }
  },
};
