import { hoursOf, LEAVE_KIND_LABELS, type LeaveKind } from './timesheet.ts';
import { dayKeyOf, formatDayKey, timeText } from './zoned-time.ts';

// What an office change to a member's week did, in words, for the week's history (docs/timesheets.md): the audit
// entries' `data` as shift-writer.ts, leave.ts and weeks.ts write it, read in the organisation's zone. Pure.

interface ShiftWords {
  start?: string;
  end?: string | null;
  segments?: { kind?: string; start?: string; end?: string | null; jobId?: string | null }[];
}

interface LeaveWords {
  day?: string;
  kind?: string;
  minutes?: number;
  note?: string | null;
}

const dayText = (day: string) => formatDayKey(day, { weekday: 'short', day: 'numeric', month: 'short' });

/** '7:00 am–2:30 pm', a night shift's end '(next day)', a running one 'still on'. */
function hoursText(s: ShiftWords, timeZone: string): string {
  if (!s.start) return '';
  const from = timeText(s.start, timeZone);
  if (!s.end) return `${from}, still on`;
  const nextDay = dayKeyOf(s.end, timeZone) !== dayKeyOf(s.start, timeZone) ? ' (next day)' : '';
  return `${from}–${timeText(s.end, timeZone)}${nextDay}`;
}

/** 'Mon 16 Nov 7:00 am–2:30 pm'. */
const shiftText = (s: ShiftWords, timeZone: string) =>
  s.start ? `${dayText(dayKeyOf(s.start, timeZone))} ${hoursText(s, timeZone)}` : 'a shift';

/** 'Mon 16 Nov 7:00 am–2:30 pm → 7:00 am–3:00 pm' (the day again only when it moved). */
function shiftChange(before: ShiftWords, after: ShiftWords, timeZone: string): string {
  const was = shiftText(before, timeZone);
  const now = shiftText(after, timeZone);
  if (was === now) return `${was} (times unchanged)`;
  const sameDay = before.start && after.start && dayKeyOf(before.start, timeZone) === dayKeyOf(after.start, timeZone);
  return `${was} → ${sameDay ? hoursText(after, timeZone) : now}`;
}

const segmentKeys = (s: ShiftWords) =>
  (s.segments ?? [])
    .map((g) => `${g.kind}|${g.start}|${g.end ?? ''}|${g.jobId ?? ''}`)
    .sort()
    .join(',');

/** 'Annual leave 7.6 h on Wed 18 Nov. Note: Beach'. */
function leaveText(l: LeaveWords): string {
  const kind = LEAVE_KIND_LABELS[l.kind as LeaveKind] ?? 'Leave';
  const hours = typeof l.minutes === 'number' ? ` ${hoursOf(l.minutes)} h` : '';
  const day = l.day ? ` on ${dayText(l.day)}` : '';
  return [`${kind}${hours}${day}`, l.note ? `Note: ${l.note}` : null].filter(Boolean).join('. ');
}

const EXPORT_FORMATS: Record<string, string> = {
  keypay_csv: 'As an Employment Hero (KeyPay) CSV',
  xero_payroll: 'To Xero Payroll',
  myob_payroll: 'To MYOB payroll',
};

/**
 * What changed, in words: a shift's times before → after (added, removed, its work, travel and breaks changed), a
 * leave's kind, hours and day, the reason given for an edit or unlock, the export's format. Null when there is nothing
 * to add to the action's own words (an approval).
 */
export function timesheetChangeWords(action: string, data: Record<string, unknown>, timeZone: string): string | null {
  const before = (data.before ?? null) as (ShiftWords & LeaveWords) | null;
  const after = (data.after ?? null) as (ShiftWords & LeaveWords) | null;
  const parts: string[] = [];
  switch (action) {
    case 'timesheet.shift_edit':
      if (before && after) {
        parts.push(shiftChange(before, after, timeZone));
        if (segmentKeys(before) !== segmentKeys(after)) parts.push('Work, travel and breaks changed');
      } else if (after) parts.push(`Added ${shiftText(after, timeZone)}`);
      break;
    case 'timesheet.shift_delete':
      if (before) parts.push(`Removed ${shiftText(before, timeZone)}`);
      break;
    case 'timesheet.leave_add':
      if (after) parts.push(leaveText(after));
      break;
    case 'timesheet.leave_remove':
      if (before) parts.push(leaveText(before));
      break;
    case 'timesheet.export':
      if (typeof data.format === 'string') parts.push(EXPORT_FORMATS[data.format] ?? `As ${data.format.replace(/_/g, ' ')}`);
      if (typeof data.organisation === 'string' && data.organisation) parts.push(`Organisation: ${data.organisation}`);
      break;
  }
  if (typeof data.reason === 'string' && data.reason.trim()) parts.push(`Reason: ${data.reason.trim()}`);
  return parts.length ? parts.join('. ') : null;
}
