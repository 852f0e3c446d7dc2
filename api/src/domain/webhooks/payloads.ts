import type { Db } from '../../db/client.ts';
import type { WebhookEventType } from '../../rules/webhook-events.ts';
import { DEFAULT_TIME_ZONE, localDayOf } from '../../rules/zoned-time.ts';
import { toSyncActivityJson } from '../../views/accounting-sync.views.ts';
import { toCustomerJson } from '../../views/customers.views.ts';
import { toJobFormJson } from '../../views/forms.views.ts';
import { toInvoiceJson } from '../../views/invoices.views.ts';
import { toJobJson } from '../../views/jobs.views.ts';
import { toPaymentJson } from '../../views/payments.views.ts';
import { toQuoteJson } from '../../views/quotes.views.ts';
import { toSignOffJson } from '../../views/sign-off.views.ts';
import { toMessageJson, toTicketJson } from '../../views/support-tickets.views.ts';
import { toWeekJson } from '../../views/timesheets.views.ts';
import { activityRow } from '../accounting/sync-activity-row.ts';
import { jobFormRead } from '../forms/job-form-query.ts';
import { invoiceRead } from '../invoices/invoice-query.ts';
import { jobRowRead } from '../jobs/job-rows.ts';
import { paymentRead } from '../payments/payment-query.ts';
import { quoteRead } from '../quotes/quote-query.ts';
import { signOffSelect } from '../sign-off/sign-off-query.ts';
import { messageSelect, ticketSelect, toMessage, toTicket } from '../support/tickets/ticket-read.ts';
import { toWeekRecord, weekSelect } from '../timesheets/timesheet-read.ts';

// What a delivery carries: the changed object exactly as the REST API answers it to an admin (the views of
// api/src/views), less every secret: a job's confirmation token (the customer's private link) is left out; no view
// carries a password hash or session token. A support reply carries the ticket and the message (never an internal
// note: those queue nothing). Each reads inside the transaction of the change, so the payload is what committed.

async function jobData(tx: Db, id: string) {
  const row = await tx.job.findUnique({ ...jobRowRead, where: { id } });
  if (!row) return null;
  const { confirmationToken: _withheld, ...job } = toJobJson(row, null);
  return job;
}

async function customerData(tx: Db, id: string) {
  const row = await tx.customer.findUnique({ where: { id } });
  return row ? toCustomerJson(row) : null;
}

/** The time zone of the object's own organisation (the transaction may be a customer's link, not a member's). */
async function zoneOf(tx: Db, orgId: string) {
  const org = await tx.organization.findUnique({ where: { id: orgId }, select: { timeZone: true } });
  return org?.timeZone ?? DEFAULT_TIME_ZONE;
}

async function quoteData(tx: Db, id: string) {
  const row = await tx.quote.findUnique({ ...quoteRead, where: { id } });
  return row ? toQuoteJson(row, await zoneOf(tx, row.orgId)) : null;
}

async function invoiceData(tx: Db, id: string) {
  const row = await tx.invoice.findUnique({ ...invoiceRead, where: { id } });
  if (!row) return null;
  const timeZone = await zoneOf(tx, row.orgId);
  return toInvoiceJson(row, { timeZone, todayStart: localDayOf(new Date(), timeZone).start });
}

/** A ledger row (payment.succeeded, payment.failed, payment.refunded) with its invoice's figures after it. */
async function paymentData(tx: Db, id: string) {
  const row = await tx.payment.findUnique({ ...paymentRead, where: { id } });
  if (!row) return null;
  const timeZone = await zoneOf(tx, row.orgId);
  return toPaymentJson(row, { timeZone, todayStart: localDayOf(new Date(), timeZone).start });
}

/** A support reply: the message (`id`) and the ticket it answers. */
async function ticketReplyData(tx: Db, id: string) {
  const message = await tx.ticketMessage.findUnique({ select: { ...messageSelect, ticketId: true }, where: { id } });
  if (!message) return null;
  const ticket = await tx.ticket.findUnique({ select: ticketSelect, where: { id: message.ticketId } });
  return ticket ? { ticket: toTicketJson(toTicket(ticket)), message: toMessageJson(toMessage(message)) } : null;
}

/** A submitted form: the form with its version's fields and its answers. */
async function formData(tx: Db, id: string) {
  const row = await tx.jobForm.findUnique({ ...jobFormRead, where: { id } });
  return row ? toJobFormJson(row) : null;
}

/** An approved week: the member's days, shifts and totals (ordinary, overtime, travel) as REST answers them. */
async function timesheetData(tx: Db, id: string) {
  const row = await tx.timesheetWeek.findUnique({ select: weekSelect, where: { id } });
  if (!row) return null;
  const org = await tx.organization.findUnique({
    where: { id: row.orgId },
    select: { overtimeDailyMinutes: true, overtimeWeeklyMinutes: true },
  });
  const rules = { dailyMinutes: org?.overtimeDailyMinutes ?? null, weeklyMinutes: org?.overtimeWeeklyMinutes ?? null };
  return toWeekJson(toWeekRecord(row, { userId: row.userId, name: row.user.name }, row.weekStart, rules));
}

/** A sync record's outcome (`accounting.sent`, `.failed`, `.conflict`): the row as the activity lists it. */
async function syncRecordData(tx: Db, id: string) {
  const found = await tx.accountingSyncRecord.findUnique({ where: { id }, select: { id: true } });
  return found ? toSyncActivityJson(await activityRow(tx, id)) : null;
}

/** A customer's sign-off (`job.signed_off`): the sign-off as REST answers it, with its job's id and report's link. */
async function signOffData(tx: Db, id: string) {
  const row = await tx.jobSignOff.findUnique({ select: signOffSelect, where: { id } });
  return row ? toSignOffJson(row) : null;
}

type PayloadKind = WebhookEventType extends `${infer K}.${string}` ? K : never;

/** One reader per kind of object an event is about: a new event type's kind fails to compile until it has one. */
const readers: Record<PayloadKind, (tx: Db, id: string) => Promise<unknown>> = {
  job: jobData,
  customer: customerData,
  quote: quoteData,
  invoice: invoiceData,
  payment: paymentData,
  ticket: ticketReplyData,
  form: formData,
  accounting: syncRecordData,
  timesheet: timesheetData,
};

/** Events about another object than their kind names: a job's sign-off carries the sign-off. */
const readersByType: Partial<Record<WebhookEventType, (tx: Db, id: string) => Promise<unknown>>> = {
  'job.signed_off': signOffData,
};

/** The payload's `data` for an event about the object `id`, or null when it is gone. */
export function readEventData(tx: Db, type: WebhookEventType, id: string): Promise<unknown> {
  return (readersByType[type] ?? readers[type.split('.')[0] as PayloadKind])(tx, id);
}
