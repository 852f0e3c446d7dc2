import { memo, useEffect, useMemo, useState } from 'react';
import { useTimeZone } from '../../lib/time-zone';
import { capped, WEEK_CAP, WEEKDAY_NAMES } from './calendar';
import { DayNumber, dayLabel, MoreButton, useDayDrop } from './DayCell';
import { JobPill } from './JobPill';
import * as css from './schedule.css';
import type { ScheduleJob } from './schedule-job';
import { axisHeight, axisTop, HOUR_HEIGHT, hourLabel, hoursShown, minuteAt, minuteOfDay, type Placed, placeDay } from './time-axis';

export interface WeekTimeGridProps {
  days: string[];
  byDay: ReadonlyMap<string, readonly ScheduleJob[]>;
  today: string;
  busy?: boolean;
  onOpenDay: (day: string) => void;
  /** A job dropped on a day; `minute` is the time of day it was dropped at (the week view's axis), else absent. */
  onDropJob: (jobId: string, day: string, minute?: number | null) => void;
}

const NONE: readonly ScheduleJob[] = [];

/** Minutes since local midnight now, moving on each minute. */
function useMinuteNow(timeZone: string) {
  const [now, setNow] = useState(() => minuteOfDay(new Date(), timeZone));
  useEffect(() => {
    const tick = () => setNow(minuteOfDay(new Date(), timeZone));
    tick();
    const timer = setInterval(tick, 60_000);
    return () => clearInterval(timer);
  }, [timeZone]);
  return now;
}

/**
 * The week view (spec part 1 §9): hours down the side, each day a column in which jobs sit at their start
 * time, an hour tall, overlapping jobs side by side (time-axis.ts), at most 8 a day then '+N more…', and a line at
 * the current time on today. Each day column takes dropped pills: a job dropped on the axis starts at the quarter hour
 * it landed on (in the organisation's zone); one dropped on the day's head or with the keyboard keeps its time.
 */
export const WeekTimeGrid = memo(function WeekTimeGrid({ days, byDay, today, busy, onOpenDay, onDropJob }: WeekTimeGridProps) {
  const timeZone = useTimeZone();
  const now = useMinuteNow(timeZone);
  const placed = useMemo(
    () => new Map(days.map((day) => [day, placeDay(capped(byDay.get(day) ?? NONE, WEEK_CAP).shown, timeZone)])),
    [days, byDay, timeZone],
  );
  const { first, last } = hoursShown(placed.values());
  const hours = Array.from({ length: last - first }, (_, i) => first + i);
  const height = hours.length * HOUR_HEIGHT;
  return (
    <div className={`${css.grid} ${css.timeGrid}`} aria-busy={busy || undefined} data-view="week">
      <div className={css.timeGutter} aria-hidden="true">
        <div className={css.timeHead} />
        <div className={css.timeBody} style={{ height }}>
          {hours.map((hour) => (
            <span key={hour} className={css.hourLabel} style={{ top: axisTop(hour * 60, first) }}>
              {hourLabel(hour)}
            </span>
          ))}
        </div>
      </div>
      {days.map((day, i) => (
        <TimedDay
          key={day}
          day={day}
          weekday={WEEKDAY_NAMES[i]}
          jobs={byDay.get(day) ?? NONE}
          placed={placed.get(day) ?? []}
          firstHour={first}
          height={height}
          now={day === today ? now : null}
          onOpenDay={onOpenDay}
          onDropJob={onDropJob}
        />
      ))}
    </div>
  );
});

interface TimedDayProps {
  day: string;
  weekday: string;
  jobs: readonly ScheduleJob[];
  placed: readonly Placed<ScheduleJob>[];
  firstHour: number;
  height: number;
  /** Minutes since midnight when the day is today (the current-time line), else null. */
  now: number | null;
  onOpenDay: (day: string) => void;
  /** A job dropped on a day; `minute` is the time of day it was dropped at (the week view's axis), else absent. */
  onDropJob: (jobId: string, day: string, minute?: number | null) => void;
}

const TimedDay = memo(function TimedDay({ day, weekday, jobs, placed, firstHour, height, now, onOpenDay, onDropJob }: TimedDayProps) {
  // Dropped with the pointer on the axis: the job starts at the quarter hour it landed on; dropped on the day's head or
  // with the keyboard: the same time on that day.
  const { ref, dropProps, isDropTarget } = useDayDrop(day, (jobId, on, y) =>
    onDropJob(jobId, on, y === null || y < css.TIME_HEAD_HEIGHT ? null : minuteAt(y - css.TIME_HEAD_HEIGHT, firstHour)),
  );
  const more = jobs.length - placed.length;
  const nowTop = now === null ? null : axisTop(now, firstHour);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a calendar day that takes dropped jobs, not a group of form fields
    <div
      ref={ref}
      {...dropProps}
      tabIndex={-1}
      role="group"
      aria-label={dayLabel(day)}
      data-day={day}
      data-today={now !== null || undefined}
      data-drop-target={isDropTarget || undefined}
      className={css.timeDay}
    >
      <div className={css.timeHead}>
        <span className={css.timeWeekday} aria-hidden="true">
          {weekday}
        </span>
        <DayNumber day={day} count={jobs.length} onOpenDay={onOpenDay} />
        <MoreButton day={day} more={more} onOpenDay={onOpenDay} />
      </div>
      <ul className={`${css.timeBody} ${css.timeLines}`} style={{ height }}>
        {placed.map((p) => (
          <li
            key={p.job.id}
            className={css.timedJob}
            style={{
              top: axisTop(p.start, firstHour),
              height: axisHeight(p.start, p.end),
              left: `${(p.column / p.columns) * 100}%`,
              width: `${100 / p.columns}%`,
            }}
          >
            <JobPill job={p.job} />
          </li>
        ))}
      </ul>
      {nowTop !== null && nowTop >= 0 && nowTop <= height && (
        <div className={css.nowLine} style={{ top: css.TIME_HEAD_HEIGHT + nowTop }} data-now-line aria-hidden="true" />
      )}
    </div>
  );
});
