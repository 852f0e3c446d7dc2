import { serviceDueRanges } from '@rules/next-service';
import { formatLongDate } from '@rules/zoned-time';
import type { BoardWindow } from './use-board-filters';

// How the service board shows its rows and which dates each section asks for: en-AU, the organisation's zone.

export type Confirmation = 'confirmed' | 'another_time' | 'not_answered' | 'not_sent';

/** The customer's answer to an open service job's booking, as a badge. */
export const CONFIRMATION_BADGES: Record<Confirmation, { label: string; tone: 'green' | 'orange' | 'yellow' | 'grey' }> = {
  confirmed: { label: 'Confirmed', tone: 'green' },
  another_time: { label: 'Asked for another time', tone: 'orange' },
  not_answered: { label: 'Not answered', tone: 'yellow' },
  not_sent: { label: 'No SMS sent', tone: 'grey' },
};

/** 'Due 1 April 2027 (date)' or 'Due at 250 hours run (meter)': what is due and why. */
export function dueText(nextDueAt: string, dueBy: 'date' | 'hours', overdue: boolean, timeZone: string): string {
  const when = formatLongDate(nextDueAt, timeZone);
  const why = dueBy === 'hours' ? 'by hours run' : 'by date';
  return `${overdue ? 'Was due' : 'Due'} ${when}, ${why}`;
}

/**
 * The range each section asks the board for: the board's own ranges (rules/next-service.ts, the counts use the same),
 * overdue by status; `to` is inclusive on the server, so each range ends a millisecond before the next begins.
 */
export function windowRange(
  window: Exclude<BoardWindow, 'uncontracted'>,
  now: Date,
  timeZone: string,
): { from: string | null; to: string | null; status: 'overdue' | null } {
  if (window === 'overdue') return { from: null, to: null, status: 'overdue' };
  const r = serviceDueRanges(now, timeZone);
  const span = (from: Date, to: Date) => ({ from: from.toISOString(), to: new Date(to.getTime() - 1).toISOString(), status: null });
  if (window === 'week') return span(r.today, r.nextWeek);
  if (window === 'month') return span(r.today, r.nextMonth);
  return span(r.nextMonth, r.monthAfter);
}
