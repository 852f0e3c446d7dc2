// The product's status vocabularies: which colour tone and which label each status of a job, invoice, quote,
// support ticket and ticket priority shows with (spec part 1 §9 and §10). The design system draws a tone; what a
// status means is decided here. Pure: shared by the API and the web app.

/** The colour tones the design system draws (its `Tone`). */
export type StatusTone = 'grey' | 'blue' | 'green' | 'yellow' | 'orange' | 'red' | 'purple' | 'teal';

export type JobStatus = 'new' | 'scheduled' | 'confirmed' | 'in_progress' | 'done' | 'cancelled';
export type InvoiceStatus = 'draft' | 'sent' | 'paid' | 'overdue' | 'void';
export type QuoteStatus = 'draft' | 'sent' | 'accepted' | 'rejected';
export type TicketStatus = 'open' | 'in_progress' | 'resolved' | 'closed';
export type TicketPriority = 'urgent' | 'high' | 'medium' | 'low';

const TONES = {
  // Job colours are not in the spec: new work is blue, booked work purple/teal, active yellow, done green.
  job: { new: 'blue', scheduled: 'purple', confirmed: 'teal', in_progress: 'yellow', done: 'green', cancelled: 'grey' },
  /** Spec: draft grey, sent blue, paid green, overdue red, void grey. */
  invoice: { draft: 'grey', sent: 'blue', paid: 'green', overdue: 'red', void: 'grey' },
  // Quote colours are not in the spec; they follow the invoice ones.
  quote: { draft: 'grey', sent: 'blue', accepted: 'green', rejected: 'red' },
  /** Spec: open blue, in_progress yellow, resolved green, closed grey. */
  ticket: { open: 'blue', in_progress: 'yellow', resolved: 'green', closed: 'grey' },
  /** Spec: urgent red, high orange, medium yellow, low grey. */
  priority: { urgent: 'red', high: 'orange', medium: 'yellow', low: 'grey' },
  /** SMS and email in the Messages tab (not in the spec): waiting grey, handed over blue, delivered green, lost red. */
  message: { queued: 'grey', sent: 'blue', delivered: 'green', failed: 'red', undelivered: 'red' },
} as const satisfies {
  job: Record<JobStatus, StatusTone>;
  invoice: Record<InvoiceStatus, StatusTone>;
  quote: Record<QuoteStatus, StatusTone>;
  ticket: Record<TicketStatus, StatusTone>;
  priority: Record<TicketPriority, StatusTone>;
  message: Record<'queued' | 'sent' | 'delivered' | 'failed' | 'undelivered', StatusTone>;
};

export type StatusKind = keyof typeof TONES;

/** The tone of a status of some kind; a status this version does not know is grey. */
export const statusTone = (kind: StatusKind, status: string): StatusTone => (TONES[kind] as Record<string, StatusTone>)[status] ?? 'grey';

export const jobStatusTone = (status: string) => statusTone('job', status);
export const invoiceStatusTone = (status: string) => statusTone('invoice', status);
export const quoteStatusTone = (status: string) => statusTone('quote', status);
export const ticketStatusTone = (status: string) => statusTone('ticket', status);
export const priorityTone = (status: string) => statusTone('priority', status);

const LABELS: Record<string, string> = { in_progress: 'In Progress' };

/** 'in_progress' → 'In Progress', 'new' → 'New'. */
export const statusLabel = (status: string): string => LABELS[status] ?? status.replace(/_/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());

/** What a status badge shows: `<StatusBadge {...statusBadge('job', job.status)} />`. */
export const statusBadge = (kind: StatusKind, status: string): { tone: StatusTone; label: string } => ({
  tone: statusTone(kind, status),
  label: statusLabel(status),
});
