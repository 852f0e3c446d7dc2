import { shortTimeText } from '@rules/zoned-time';
import type { ClockState } from '../../offline/outbox/clock-changes';
import { KIND_WORDS } from './format';

// What the day's clock says now, online and on the phone alike (docs/timesheets.md → Offline).

/** "Working on Split system service since 9:12 am", "Clocked on since 7:02 am", "Not clocked on". */
export function clockStatusText(state: ClockState, timeZone: string): string {
  if (!state.shiftStart) return 'Not clocked on';
  const { running } = state;
  if (!running) return `Clocked on since ${shortTimeText(state.shiftStart, timeZone)}`;
  return `${KIND_WORDS[running.kind]}${running.jobTitle ? ` on ${running.jobTitle}` : ''} since ${shortTimeText(running.start, timeZone)}`;
}
