import { Badge, Button, ChevronLeftIcon, ChevronRightIcon, Skeleton } from '@spanner/design-system';
import { useEffect, useRef } from 'react';
import { dayText, viewTitle } from './calendar';
import { JobRows } from './JobRow';
import * as css from './schedule.css';
import type { ScheduleJob } from './schedule-job';

export interface WeekListProps {
  days: string[];
  byDay: ReadonlyMap<string, readonly ScheduleJob[]>;
  today: string;
  busy?: boolean;
  /** The shown week's jobs have arrived (until then a placeholder stands where the days go). */
  loaded: boolean;
  onStep: (step: number) => void;
  onThisWeek: () => void;
}

const count = (n: number) => (n === 1 ? '1 job' : `${n} jobs`);

/** Narrow screens (spec part 1 §2): Monday to Sunday, a section per day with its job count and job cards. */
export function WeekList({ days, byDay, today, busy, loaded, onStep, onThisWeek }: WeekListProps) {
  // Opens scrolled to today: once a week that holds today has loaded (its days have their heights), today's
  // section comes to the top of the screen, its heading below the sticky top bar (the page's scroll-padding,
  // shell.css.ts).
  const todaySection = useRef<HTMLElement>(null);
  const scrolledFor = useRef<string | null>(null);
  useEffect(() => {
    if (busy || !loaded || !todaySection.current || scrolledFor.current === days[0]) return;
    scrolledFor.current = days[0];
    todaySection.current.scrollIntoView({ block: 'start' });
  }, [busy, loaded, days]);
  return (
    <div className={css.stack} aria-busy={busy || undefined}>
      <div className={css.weekNav}>
        <Button variant="secondary" size="sm" icon={<ChevronLeftIcon size={16} />} onPress={() => onStep(-1)} aria-label="Previous week" />
        <span className={css.weekTitle}>{viewTitle('week', days[0])}</span>
        <Button variant="secondary" size="sm" icon={<ChevronRightIcon size={16} />} onPress={() => onStep(1)} aria-label="Next week" />
      </div>
      <Button variant="ghost" size="sm" onPress={onThisWeek} className={css.thisWeek}>
        This week
      </Button>
      {/* A day's height is its jobs': the days appear together once they have loaded, in place of one placeholder,
          so no day moves when the one above it fills (layout-shift.e2e.test.ts). */}
      {!loaded && <Skeleton shape="rect" height="150vh" />}
      {loaded &&
        days.map((day) => {
          const jobs = byDay.get(day) ?? [];
          const id = `day-${day}`;
          return (
            <section
              key={day}
              ref={day === today ? todaySection : undefined}
              className={css.daySection}
              aria-labelledby={id}
              data-day={day}
              data-today={day === today || undefined}
              aria-current={day === today ? 'date' : undefined}
            >
              <h2 id={id} className={css.dayHeading}>
                {dayText(day, { weekday: 'long', day: 'numeric', month: 'long' })}
                <Badge tone={jobs.length ? 'blue' : 'grey'}>{count(jobs.length)}</Badge>
              </h2>
              <JobRows jobs={jobs} empty="No jobs" />
            </section>
          );
        })}
    </div>
  );
}
