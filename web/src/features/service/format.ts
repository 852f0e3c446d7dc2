import { addDays, addMonths as addMonthsToDay, dayKeyOf, formatLongDate, midnightOf, startOfMonth } from '@rules/zoned-time';
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
 * The range each section asks the board for, in the organisation's zone: overdue (before today), this week (today
 * to the end of Sunday), this month (today to the end of the month), next month (the whole of next month).
 */
export function windowRange(
  window: Exclude<BoardWindow, 'uncontracted'>,
  now: Date,
  timeZone: string,
): { from: string | null; to: string | null; status: 'overdue' | null } {
  const today = dayKeyOf(now, timeZone);
  const at = (day: string) => midnightOf(day, timeZone).toISOString();
  const nextMonth = addMonthsToDay(startOfMonth(today), 1);
  switch (window) {
    case 'overdue':
      return { from: null, to: null, status: 'overdue' };
    case 'week': {
      const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
      return { from: at(today), to: at(addDays(today, weekday === 0 ? 1 : 8 - weekday)), status: null };
    }
    case 'month':
      return { from: at(today), to: at(nextMonth), status: null };
    case 'next':
      return { from: at(nextMonth), to: at(addMonthsToDay(nextMonth, 1)), status: null };
  }
}
