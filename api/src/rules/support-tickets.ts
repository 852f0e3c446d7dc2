// Support tickets' shared rules (spec part 2 §4, §5, §9): statuses, priorities, page size, the short id and the
// preview, the filter values that mean "no filter", and the polling intervals. Pure: the API and the web import it.

export const TICKET_STATUSES = ['open', 'in_progress', 'resolved', 'closed'] as const;
export const TICKET_PRIORITIES = ['urgent', 'high', 'medium', 'low'] as const;
export type TicketStatusValue = (typeof TICKET_STATUSES)[number];
export type TicketPriorityValue = (typeof TICKET_PRIORITIES)[number];

/** The staff queue's page size (spec §9). */
export const TICKET_PAGE_SIZE = 20;
/** The most a REST caller may ask for in one page. */
export const TICKET_PAGE_MAX = 100;
/** Tickets are shown by the first 8 characters of their id, plus an ellipsis. */
export const TICKET_ID_LENGTH = 8;
/** My Assigned Tickets cuts a description at 100 characters, plus an ellipsis. */
export const TICKET_PREVIEW_LENGTH = 100;

export const TICKET_TITLE_MAX = 200;
export const TICKET_TEXT_MAX = 10_000;

/** How often a screen reads again while no live subscription is open (spec §7, §9). */
export const TICKET_POLLING_MS = {
  ticket: 15_000,
  list: 30_000,
  myAssignments: 30_000,
  stats: 60_000,
  staff: 300_000,
} as const;

/** '2f1c9a7e-…' → '2f1c9a7e...' */
export const shortTicketId = (id: string): string => `${id.slice(0, TICKET_ID_LENGTH)}...`;

/** A description cut at 100 characters plus an ellipsis; a shorter one stays as it is. */
export const ticketPreview = (text: string): string =>
  text.length > TICKET_PREVIEW_LENGTH ? `${text.slice(0, TICKET_PREVIEW_LENGTH)}...` : text;

/** A filter value that means "no filter": empty, or any value starting 'all_' (all_statuses, all_priorities …). */
export const isNoFilter = (value: string | null | undefined): boolean => !value || value.startsWith('all_');

/** The number of pages of `total` rows at `limit` a page (at least 1, so an empty list shows "Page 1 of 1"). */
export const pageCount = (total: number, limit: number): number => Math.max(1, Math.ceil(total / limit));

/** 'Showing 21 to 40 of 45 tickets' */
export function showingRange(page: number, limit: number, total: number): string {
  if (total === 0) return 'Showing 0 to 0 of 0 tickets';
  const from = (page - 1) * limit + 1;
  return `Showing ${from} to ${Math.min(page * limit, total)} of ${total} tickets`;
}

/** A message is sent only when it has text after trimming (spec §5); the trimmed text is what is sent. */
export const messageToSend = (text: string): string | null => text.trim() || null;

/** The statuses of a ticket that still needs support: open or in progress (the rest are resolved or closed). */
export const OPEN_TICKET_STATUSES = ['open', 'in_progress'] as const satisfies readonly TicketStatusValue[];
const isDone = (status: string) => status === 'resolved' || status === 'closed';

/**
 * What a status change does to `Ticket.resolvedAt`: set to the moment of the change when the ticket moves from open
 * or in progress to resolved or closed; kept (undefined: no change) from resolved to closed and back; cleared (null)
 * when it opens again. A ticket's resolution time is therefore from its creation to its last resolution.
 */
export function resolvedAtChange(from: string, to: string, at: Date): Date | null | undefined {
  if (isDone(to) && !isDone(from)) return at;
  if (!isDone(to) && isDone(from)) return null;
  return undefined;
}

// ── The staff portal's links (the owner's support overview points into it)

/** A ticket in the staff portal. */
export const staffTicketPath = (id: string): string => `/support-admin/tickets/${id}`;

/** The staff queue with its filters and search set (`?status=open&priority=urgent&assignedTo=unassigned&search=…`). */
export function staffQueuePath(filters: { status?: string; priority?: string; assignedTo?: string; search?: string } = {}): string {
  const query = new URLSearchParams(Object.entries(filters).filter((e): e is [string, string] => !!e[1])).toString();
  return `/support-admin/tickets${query ? `?${query}` : ''}`;
}

/** How long an open ticket has been open, in four bands: under a day, 1–3 days, 3–7 days, over 7 days. */
export const TICKET_AGE_BANDS = [
  { id: 'under_1_day', label: '< 1 day', fromDays: 0 },
  { id: 'days_1_3', label: '1–3 days', fromDays: 1 },
  { id: 'days_3_7', label: '3–7 days', fromDays: 3 },
  { id: 'over_7_days', label: '> 7 days', fromDays: 7 },
] as const;
export type TicketAgeBand = (typeof TICKET_AGE_BANDS)[number]['id'];
