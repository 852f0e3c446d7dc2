import { memo } from 'react';
import { MONTH_CAP, type ViewMode, WEEK_CAP, WEEKDAY_NAMES } from './calendar';
import { DayCell } from './DayCell';
import * as css from './schedule.css';
import type { ScheduleJob } from './schedule-job';

export interface CalendarGridProps {
  view: ViewMode;
  weeks: string[][];
  byDay: ReadonlyMap<string, readonly ScheduleJob[]>;
  /** The month shown ('2026-11'); days outside it are dimmed. */
  month: string;
  today: string;
  busy?: boolean;
  onOpenDay: (day: string) => void;
  onDropJob: (jobId: string, day: string) => void;
}

const NONE: readonly ScheduleJob[] = [];

/** The week or month grid, Monday first. Cells are memoised: a move re-renders the two days it touches. */
export const CalendarGrid = memo(function CalendarGrid({
  view,
  weeks,
  byDay,
  month,
  today,
  busy,
  onOpenDay,
  onDropJob,
}: CalendarGridProps) {
  return (
    <div className={css.grid} aria-busy={busy || undefined} data-view={view}>
      <div className={css.weekdays} aria-hidden="true">
        {WEEKDAY_NAMES.map((name) => (
          <span key={name} className={css.weekday}>
            {name}
          </span>
        ))}
      </div>
      {weeks.map((days) => (
        <div key={days[0]} className={css.week}>
          {days.map((day) => (
            <DayCell
              key={day}
              day={day}
              jobs={byDay.get(day) ?? NONE}
              cap={view === 'month' ? MONTH_CAP : WEEK_CAP}
              size={view}
              outside={view === 'month' && !day.startsWith(month)}
              today={day === today}
              onOpenDay={onOpenDay}
              onDropJob={onDropJob}
            />
          ))}
        </div>
      ))}
    </div>
  );
});
