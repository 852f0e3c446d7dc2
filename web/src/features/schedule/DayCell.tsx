import { Button } from '@spanner/design-system';
import { type DragEvent, memo, useRef } from 'react';
import { isTextDropItem, useDrop } from 'react-aria-components';
import { capped, dayText, moreText } from './calendar';
import { JobPill } from './JobPill';
import * as css from './schedule.css';
import { JOB_DRAG_TYPE, type ScheduleJob } from './schedule-job';

export interface DayCellProps {
  day: string;
  jobs: readonly ScheduleJob[];
  /** How many jobs the day holds, when `jobs` are only the first of them (the month view's summaries). */
  count?: number;
  /** Pills shown before '+N more…': 3 in month view, 8 in week view. */
  cap: number;
  size: 'month' | 'week';
  outside?: boolean;
  today?: boolean;
  onOpenDay: (day: string) => void;
  /** A job dropped on a day; `minute` is the time of day it was dropped at (the week view's axis), else absent. */
  onDropJob: (jobId: string, day: string, minute?: number | null) => void;
}

/**
 * A day of either grid as a drop target for job pills (mouse, or react-aria's keyboard drag and drop). `onDropJob`
 * gets how far down the day the pointer let go, in pixels, or null for a keyboard or screen-reader drop (which has no
 * place: the job keeps its time).
 */
export function useDayDrop(day: string, onDropJob: (jobId: string, day: string, pointerY: number | null) => void) {
  const ref = useRef<HTMLDivElement>(null);
  // The pointer's place, from the browser's own drop event: react-aria's keyboard drops never pass through it.
  const pointerY = useRef<number | null>(null);
  const { dropProps, isDropTarget } = useDrop({
    ref,
    getDropOperation: (types) => (types.has(JOB_DRAG_TYPE) ? 'move' : 'cancel'),
    onDrop: async (e) => {
      const y = pointerY.current;
      pointerY.current = null;
      const item = e.items.find((i) => isTextDropItem(i) && i.types.has(JOB_DRAG_TYPE));
      if (item && isTextDropItem(item)) onDropJob(await item.getText(JOB_DRAG_TYPE), day, y);
    },
  });
  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    pointerY.current = e.clientY - e.currentTarget.getBoundingClientRect().top;
    dropProps.onDrop?.(e);
  };
  return { ref, dropProps: { ...dropProps, onDrop }, isDropTarget };
}

/** A day's full name, the label of its drop target: 'Tuesday 24 November 2026'. */
export const dayLabel = (day: string) => dayText(day, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** The day number (opens the day dialog, named with the day's job count) and '+N more…' past the cap. */
export function DayNumber({ day, count, onOpenDay }: { day: string; count: number; onOpenDay: (day: string) => void }) {
  return (
    <Button
      variant="ghost"
      size="sm"
      className={css.dayNumber}
      onPress={() => onOpenDay(day)}
      aria-label={`${dayLabel(day)}, ${count === 1 ? '1 job' : `${count} jobs`}`}
    >
      {Number(day.slice(8))}
    </Button>
  );
}

export function MoreButton({ day, more, onOpenDay }: { day: string; more: number; onOpenDay: (day: string) => void }) {
  if (more <= 0) return null;
  return (
    <Button variant="ghost" size="sm" className={css.more} onPress={() => onOpenDay(day)}>
      {moreText(more)}
    </Button>
  );
}

/** One day of the month grid: its number (opens the day dialog), its pills, '+N more…'; a drop target for pills. */
export const DayCell = memo(function DayCell({ day, jobs, count, cap, size, outside, today, onOpenDay, onDropJob }: DayCellProps) {
  // The month grid has no time axis: a dropped job keeps its time.
  const { ref, dropProps, isDropTarget } = useDayDrop(day, (jobId, on) => onDropJob(jobId, on));
  const label = dayLabel(day);
  const { shown } = capped(jobs, cap);
  const total = Math.max(count ?? jobs.length, shown.length);
  const more = total - shown.length;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a calendar day that takes dropped jobs, not a group of form fields
    <div
      ref={ref}
      {...dropProps}
      tabIndex={-1}
      role="group"
      aria-label={label}
      data-day={day}
      data-outside={outside || undefined}
      data-today={today || undefined}
      data-drop-target={isDropTarget || undefined}
      className={`${css.cellBase} ${css.cell[size]}`}
    >
      <div className={css.cellHead}>
        <DayNumber day={day} count={total} onOpenDay={onOpenDay} />
      </div>
      {shown.length > 0 && (
        <ul className={css.pills}>
          {shown.map((job) => (
            <li key={job.id}>
              <JobPill job={job} />
            </li>
          ))}
        </ul>
      )}
      <MoreButton day={day} more={more} onOpenDay={onOpenDay} />
    </div>
  );
});
