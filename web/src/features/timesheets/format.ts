import { LEAVE_KIND_LABELS, LEAVE_KINDS, type LeaveKind } from '@rules/timesheet';
import type { LeaveMinutesFieldsFragment, ShiftSegmentKind, TimesheetWeekStatus } from '../../gql/graphql';

/** Minutes as people read hours: '7h 30m', '45m', '0h'. */
export function hoursText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (!h) return m ? `${m}m` : '0h';
  return m ? `${h}h ${m}m` : `${h}h`;
}

export const KIND_WORDS: Record<ShiftSegmentKind, string> = { work: 'Working', travel: 'Travelling', break: 'On a break' };

export const WEEK_STATUS: Record<TimesheetWeekStatus, { label: string; tone: 'grey' | 'blue' | 'green' }> = {
  open: { label: 'Open', tone: 'grey' },
  submitted: { label: 'Submitted', tone: 'blue' },
  approved: { label: 'Approved', tone: 'green' },
};

/** Hours of leave as entered (7.6 h): the office keeps leave in decimal hours, as payroll does. */
export const leaveHoursText = (minutes: number): string => `${Math.round((minutes / 60) * 100) / 100} h`;

/** One entry of leave: 'Annual leave 7.6 h'. */
export const leaveText = (l: { kind: LeaveKind; minutes: number }): string => `${LEAVE_KIND_LABELS[l.kind]} ${leaveHoursText(l.minutes)}`;

const LEAVE_FIELDS: Record<LeaveKind, keyof Omit<LeaveMinutesFieldsFragment, '__typename'>> = {
  annual: 'annualMinutes',
  personal: 'personalMinutes',
  public_holiday: 'publicHolidayMinutes',
  unpaid: 'unpaidMinutes',
};

/** A day's or week's leave by kind, the kinds it has: 'Annual leave 30.4 h · Public holiday 7.6 h' ('' for none). */
export const leaveSummary = (l: LeaveMinutesFieldsFragment | null | undefined): string =>
  LEAVE_KINDS.filter((k) => (l?.[LEAVE_FIELDS[k]] ?? 0) > 0)
    .map((k) => leaveText({ kind: k, minutes: l?.[LEAVE_FIELDS[k]] ?? 0 }))
    .join(' · ');

/** All leave of a day or week, minutes. */
export const leaveMinutesTotal = (l: LeaveMinutesFieldsFragment | null | undefined): number =>
  LEAVE_KINDS.reduce((a, k) => a + (l?.[LEAVE_FIELDS[k]] ?? 0), 0);
