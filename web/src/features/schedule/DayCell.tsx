import { Button } from '@spanner/design-system';
import { memo, useRef } from 'react';
import { isTextDropItem, useDrop } from 'react-aria-components';
import { capped, dayText, moreText } from './calendar';
import { JobPill } from './JobPill';
import * as css from './schedule.css';
import { JOB_DRAG_TYPE, type ScheduleJob } from './schedule-job';

export interface DayCellProps {
  day: string;
  jobs: readonly ScheduleJob[];
  /** Pills shown before '+N more…': 3 in month view, 8 in week view. */
  cap: number;
  size: 'month' | 'week';
  outside?: boolean;
  today?: boolean;
  onOpenDay: (day: string) => void;
  onDropJob: (jobId: string, day: string) => void;
}

/** One day of the grid: its number (opens the day dialog), its pills, '+N more…'; a drop target for pills. */
export const DayCell = memo(function DayCell({ day, jobs, cap, size, outside, today, onOpenDay, onDropJob }: DayCellProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { dropProps, isDropTarget } = useDrop({
    ref,
    getDropOperation: (types) => (types.has(JOB_DRAG_TYPE) ? 'move' : 'cancel'),
    onDrop: async (e) => {
      const item = e.items.find((i) => isTextDropItem(i) && i.types.has(JOB_DRAG_TYPE));
      if (item && isTextDropItem(item)) onDropJob(await item.getText(JOB_DRAG_TYPE), day);
    },
  });
  const label = dayText(day, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const { shown, more } = capped(jobs, cap);
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
        <Button
          variant="ghost"
          size="sm"
          className={css.dayNumber}
          onPress={() => onOpenDay(day)}
          aria-label={`${label}, ${jobs.length === 1 ? '1 job' : `${jobs.length} jobs`}`}
        >
          {Number(day.slice(8))}
        </Button>
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
      {more > 0 && (
        <Button variant="ghost" size="sm" className={css.more} onPress={() => onOpenDay(day)}>
          {moreText(more)}
        </Button>
      )}
    </div>
  );
});
