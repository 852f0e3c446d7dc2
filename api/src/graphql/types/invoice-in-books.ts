import { type InvoiceInBooks, invoiceInBooks, sendInvoiceToBooks } from '../../domain/accounting/invoice-in-books.ts';
import { builder } from '../builder.ts';
import { appErrors } from './errors.ts';
import { InvoiceRef } from './invoices.ts';

// An invoice's place in the books beside the spec's accounting buttons (docs/accounting.md → The invoice's button).

const InvoiceInBooksRef = builder.objectRef<InvoiceInBooks>('InvoiceInBooks').implement({
  description: "Whether the business is connected to its books (Xero or MYOB), and this invoice's sync state there",
  fields: (t) => ({
    connected: t.exposeBoolean('connected'),
    provider: t.exposeString('provider', { nullable: true, description: "'xero' or 'myob': which books (null when not connected)" }),
    state: t.exposeString('state', { nullable: true, description: 'queued, sending, sent, failed, conflict; null: never sent' }),
    lastError: t.exposeString('lastError', { nullable: true, description: "Xero's refusal in plain words" }),
    url: t.exposeString('url', { nullable: true, description: "Xero's page of the invoice, once Xero holds it" }),
  }),
});

builder.objectField(InvoiceRef, 'inBooks', (t) =>
  t.field({
    type: InvoiceInBooksRef,
    authScopes: { can: 'syncAccounting' },
    description: 'The invoice in the connected books (admin, manager: syncAccounting)',
    resolve: (i, _args, ctx) => invoiceInBooks(ctx, i.id),
  }),
);

builder.mutationFields((t) => ({
  sendInvoiceToBooks: t.field({
    type: InvoiceInBooksRef,
    errors: appErrors,
    authScopes: { can: 'syncAccounting' },
    args: { id: t.arg.id({ required: true }) },
    description: 'Send a sent invoice to Xero now (queued; the push runs in the background)',
    resolve: (_root, { id }, ctx) => sendInvoiceToBooks(ctx, String(id)),
  }),
}));
