import { memo } from 'react';
import { MONTH_CAP, type ViewMode, WEEKDAY_NAMES } from './calendar';
import { DayCell } from './DayCell';
import * as css from './schedule.css';
import type { ScheduleJob } from './schedule-job';
import { WeekTimeGrid } from './WeekTimeGrid';

export interface CalendarGridProps {
  view: ViewMode;
  weeks: string[][];
  byDay: ReadonlyMap<string, readonly ScheduleJob[]>;
  /** Each day's number of jobs when `byDay` holds only the first of them (the month view's summaries). */
  counts?: ReadonlyMap<string, number>;
  /** The month shown ('2026-11'); days outside it are dimmed. */
  month: string;
  today: string;
  busy?: boolean;
  onOpenDay: (day: string) => void;
  /** A job dropped on a day; `minute` is the time of day it was dropped at (the week view's axis), else absent. */
  onDropJob: (jobId: string, day: string, minute?: number | null) => void;
}

const NONE: readonly ScheduleJob[] = [];

/**
 * The month grid, or the week on a time axis (WeekTimeGrid), Monday first. Cells are memoised: a move re-renders
 * the two days it touches.
 */
export const CalendarGrid = memo(function CalendarGrid({
  view,
  weeks,
  byDay,
  counts,
  month,
  today,
  busy,
  onOpenDay,
  onDropJob,
}: CalendarGridProps) {
  if (view === 'week') {
    return <WeekTimeGrid days={weeks[0]} byDay={byDay} today={today} busy={busy} onOpenDay={onOpenDay} onDropJob={onDropJob} />;
  }
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
              count={counts?.get(day)}
              cap={MONTH_CAP}
              size="month"
              outside={!day.startsWith(month)}
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
