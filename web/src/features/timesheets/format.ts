import type { ShiftSegmentKind, TimesheetWeekStatus } from '../../gql/graphql';

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
