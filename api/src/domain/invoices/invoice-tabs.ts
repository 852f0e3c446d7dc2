import type { Prisma } from '../../db/generated/client.ts';
import type { InvoiceTab } from '../../rules/document-status.ts';

// The invoice list's tabs (part 2 §2 "Invoice list"): all; unpaid (not paid, not void); paid; overdue (sent, unpaid,
// due before today in the organisation's time zone — rules/document-status.ts `invoiceDisplayStatus` says the same).

const UNPAID: Prisma.InvoiceWhereInput = { status: { in: ['draft', 'sent', 'overdue'] } };

/** The statuses of an invoice the customer owes: sent and unpaid. A draft is unpaid but not yet owed. */
export const OWED_STATUSES: readonly string[] = ['sent', 'overdue'];

export function overdueWhere(todayStart: Date): Prisma.InvoiceWhereInput {
  return { status: { in: ['sent', 'overdue'] }, dueAt: { lt: todayStart } };
}

export function tabWhere(tab: InvoiceTab, todayStart: Date): Prisma.InvoiceWhereInput {
  if (tab === 'unpaid') return UNPAID;
  if (tab === 'paid') return { status: 'paid' };
  if (tab === 'overdue') return overdueWhere(todayStart);
  return {};
}

export const unpaidWhere = UNPAID;
