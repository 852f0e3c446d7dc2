// A few of Coolair's quotes and invoices: one quote in each status, and invoices for the oldest
// completed jobs (paid, sent, one overdue, a draft), each completed job then showing Invoiced. Every figure comes
// from the same line maths as the app (rules/document-lines.ts), so the demo's totals agree everywhere.
import type { Prisma } from '../../src/db/generated/client.ts';
import { lineOfCharge } from '../../src/domain/invoices/convert-completed-job.ts';
import { documentTotals, normaliseLine } from '../../src/rules/document-lines.ts';
import { formatDocumentNumber } from '../../src/rules/document-status.ts';
import { ITEM_PRESETS } from './catalogue.ts';
import type { Rng } from './random.ts';
import { DAY_MS } from './time.ts';

interface DocumentContext {
  rng: Rng;
  orgId: string;
  now: Date;
  customers: { id: string }[];
  completed: Prisma.CompletedJobCreateManyInput[];
  charges: Prisma.CompletedJobChargeCreateManyInput[];
  quoteTerms: string;
  invoiceTerms: string;
}

const QUOTES = [
  { title: 'Supply and install 7.1 kW split system', status: 'accepted', presets: [4, 0], discount: 5 },
  { title: 'Ducted system service, three zones', status: 'sent', presets: [1], discount: 0 },
  { title: 'Replace cassette drain pump', status: 'draft', presets: [2], discount: 0 },
  { title: 'Two split systems, upstairs bedrooms', status: 'rejected', presets: [4, 4], discount: 10 },
] as const;

const INVOICE_STATUSES = ['paid', 'paid', 'paid', 'sent', 'sent', 'draft'] as const;

function rows<L extends Parameters<typeof normaliseLine>[0]>(lines: L[]) {
  const normalised = lines.map((l) => normaliseLine(l, 'exclusive'));
  return {
    lines: normalised.map(({ exclusiveCents: _, ...l }, position) => ({ ...l, position })),
    totals: documentTotals(normalised, 'exclusive'),
  };
}

export function buildDocuments(ctx: DocumentContext) {
  const { rng, orgId, now } = ctx;
  const quotes = QUOTES.map((q, i) => {
    const issueDate = new Date(now.getTime() - (20 - i * 4) * DAY_MS);
    const { lines, totals } = rows(
      q.presets.map((p) => {
        const preset = ITEM_PRESETS[p % ITEM_PRESETS.length];
        return {
          itemName: preset.name,
          description: preset.description,
          quantity: 1,
          unitAmountCents: preset.unitAmountCents,
          discountPercent: q.discount,
          taxRate: preset.taxRate,
        };
      }),
    );
    const id = rng.uuid();
    return {
      quote: {
        id,
        orgId,
        number: formatDocumentNumber('quote', i + 1),
        customerId: ctx.customers[i % ctx.customers.length].id,
        title: q.title,
        terms: ctx.quoteTerms,
        status: q.status,
        issueDate,
        expiryDate: new Date(issueDate.getTime() + 30 * DAY_MS),
        subtotalCents: totals.subtotalCents,
        taxCents: totals.taxCents,
        totalCents: totals.totalCents,
        sentAt: q.status === 'draft' ? null : issueDate,
        acceptedAt: q.status === 'accepted' ? new Date(issueDate.getTime() + 2 * DAY_MS) : null,
        rejectedAt: q.status === 'rejected' ? new Date(issueDate.getTime() + 3 * DAY_MS) : null,
        respondedByName: q.status === 'accepted' || q.status === 'rejected' ? 'Customer (quote link)' : null,
        respondedVia: q.status === 'accepted' || q.status === 'rejected' ? 'link' : null,
        createdAt: issueDate,
      } satisfies Prisma.QuoteCreateManyInput,
      lines: lines.map((l) => ({ ...l, id: rng.uuid(), quoteId: id })),
    };
  });

  const oldest = [...ctx.completed]
    .filter((c) => c.customerId && ctx.charges.some((ch) => ch.completedJobId === c.id))
    .sort((a, b) => new Date(a.completedAt as Date).getTime() - new Date(b.completedAt as Date).getTime())
    .slice(0, INVOICE_STATUSES.length);
  const invoices = oldest.map((job, i) => {
    const status = INVOICE_STATUSES[i];
    const issueDate = new Date(new Date(job.completedAt as Date).getTime() + DAY_MS);
    const { lines, totals } = rows(
      ctx.charges.filter((c) => c.completedJobId === job.id).map((c) => ({ ...lineOfCharge({ ...c, taxRate: c.taxRate ?? 10 }) })),
    );
    const id = rng.uuid();
    return {
      completedJobId: job.id as string,
      invoice: {
        id,
        orgId,
        number: formatDocumentNumber('invoice', i + 1),
        customerId: job.customerId,
        title: job.title,
        summary: job.notes ?? null,
        terms: ctx.invoiceTerms,
        status,
        issueDate,
        // The fourth (sent) is due before today: overdue in the list.
        dueAt: new Date(issueDate.getTime() + 14 * DAY_MS),
        subtotalCents: totals.subtotalCents,
        taxCents: totals.taxCents,
        totalCents: totals.totalCents,
        sentAt: status === 'draft' ? null : issueDate,
        paidAt: status === 'paid' ? new Date(issueDate.getTime() + 10 * DAY_MS) : null,
        paymentMethod: status === 'paid' ? 'bank_transfer' : null,
        paidCents: status === 'paid' ? totals.totalCents : 0,
        createdAt: issueDate,
      } satisfies Prisma.InvoiceCreateManyInput,
      lines: lines.map((l) => ({ ...l, id: rng.uuid(), invoiceId: id })),
    };
  });
  // Each paid invoice's ledger: one bank transfer for its total (ids drawn after the invoices', which stay as they were).
  const payments = invoices
    .filter(({ invoice }) => invoice.status === 'paid')
    .map(({ invoice }) => ({
      id: rng.uuid(),
      orgId,
      invoiceId: invoice.id,
      kind: 'payment',
      amountCents: invoice.totalCents,
      method: 'bank_transfer',
      receivedOn: invoice.paidAt as Date,
      status: 'succeeded',
      createdAt: invoice.paidAt as Date,
    })) satisfies Prisma.PaymentCreateManyInput[];
  return { quotes, invoices, payments };
}
