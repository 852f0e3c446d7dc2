/** Colour tones shared by Badge, status dots and calendar pills. */
export type Tone = 'grey' | 'blue' | 'green' | 'yellow' | 'orange' | 'red' | 'purple' | 'teal';

export const tones: readonly Tone[] = ['grey', 'blue', 'green', 'yellow', 'orange', 'red', 'purple', 'teal'];

export type JobStatus = 'new' | 'scheduled' | 'confirmed' | 'in_progress' | 'done' | 'cancelled';
export type InvoiceStatus = 'draft' | 'sent' | 'paid' | 'overdue' | 'void';
export type QuoteStatus = 'draft' | 'sent' | 'accepted' | 'rejected';
export type TicketStatus = 'open' | 'in_progress' | 'resolved' | 'closed';
export type TicketPriority = 'urgent' | 'high' | 'medium' | 'low';

// Job colours are not in the spec: new work is blue, booked work purple/teal, active yellow, done green.
const jobTones: Record<JobStatus, Tone> = {
  new: 'blue',
  scheduled: 'purple',
  confirmed: 'teal',
  in_progress: 'yellow',
  done: 'green',
  cancelled: 'grey',
};
const invoiceTones: Record<InvoiceStatus, Tone> = { draft: 'grey', sent: 'blue', paid: 'green', overdue: 'red', void: 'grey' };
// Quote colours are not in the spec; they follow the invoice ones.
const quoteTones: Record<QuoteStatus, Tone> = { draft: 'grey', sent: 'blue', accepted: 'green', rejected: 'red' };
const ticketTones: Record<TicketStatus, Tone> = { open: 'blue', in_progress: 'yellow', resolved: 'green', closed: 'grey' };
const priorityTones: Record<TicketPriority, Tone> = { urgent: 'red', high: 'orange', medium: 'yellow', low: 'grey' };

const pick =
  <K extends string>(map: Record<K, Tone>) =>
  (status: K | (string & {})): Tone =>
    map[status as K] ?? 'grey';

/** Badge tone for a job status (unknown values are grey). */
export const jobStatusTone = pick(jobTones);
/** Spec: draft grey, sent blue, paid green, overdue red, void grey. */
export const invoiceStatusTone = pick(invoiceTones);
export const quoteStatusTone = pick(quoteTones);
/** Spec: open blue, in_progress yellow, resolved green, closed grey. */
export const ticketStatusTone = pick(ticketTones);
/** Spec: urgent red, high orange, medium yellow, low grey. */
export const priorityTone = pick(priorityTones);

const labels: Record<string, string> = { in_progress: 'In Progress' };

/** 'in_progress' → 'In Progress', 'new' → 'New'. */
export function statusLabel(status: string): string {
  return labels[status] ?? status.replace(/_/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
}
