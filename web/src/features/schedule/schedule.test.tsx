import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test-utils';
import { CalendarGrid } from './CalendarGrid';
import { groupByDay, type ViewMode, viewWeeks } from './calendar';
import { DayDialog } from './DayDialog';
import type { ScheduleJob } from './schedule-job';

const techs = ['Ava', 'Ben', 'Cat', 'Dan'].map((name, i) => ({ __typename: 'User' as const, id: `u${i}`, name, color: '#16a34a' }));

/** `n` jobs on Tuesday 24 November 2026 from 8 am, a quarter of an hour apart. */
const jobsOn = (n: number): ScheduleJob[] =>
  Array.from({ length: n }, (_, i) => ({
    __typename: 'Job',
    id: `j${i}`,
    title: `Service ${i + 1}`,
    status: i % 2 ? 'scheduled' : 'in_progress',
    scheduledAt: new Date(Date.UTC(2026, 10, 23, 21, 15 * i)).toISOString(),
    customer: { __typename: 'Customer', id: 'c1', name: 'Brew & Bloom Café', suburb: 'Fitzroy' },
    technicians: techs,
  }));

function Harness({ view, jobs }: { view: ViewMode; jobs: ScheduleJob[] }) {
  const weeks = viewWeeks(view, '2026-11-24');
  const byDay = groupByDay(jobs, weeks.flat());
  const [open, setOpen] = useState<string | null>(null);
  return (
    <>
      <CalendarGrid view={view} weeks={weeks} byDay={byDay} month="2026-11" today="2026-11-24" onOpenDay={setOpen} onDropJob={() => {}} />
      <DayDialog day={open} jobs={(open && byDay.get(open)) || []} onClose={() => setOpen(null)} />
    </>
  );
}

const tuesday = () => screen.getByRole('group', { name: 'Tuesday 24 November 2026' });

describe('calendar grid', () => {
  it('month view: Monday-first weeks, 3 pills a day then +N more…', () => {
    renderApp(<Harness view="month" jobs={jobsOn(5)} />);
    const days = screen.getAllByRole('group');
    expect(days).toHaveLength(42);
    expect(days[0]).toHaveAccessibleName('Monday 26 October 2026');
    const cell = within(tuesday());
    expect(cell.getAllByRole('link')).toHaveLength(3);
    expect(cell.getByRole('button', { name: '+2 more…' })).toBeInTheDocument();
    expect(cell.getAllByRole('link')[0]).toHaveAttribute('href', '/jobs/j0');
    expect(cell.getAllByRole('link')[0]).toHaveTextContent('8am');
  });

  it('week view: 8 pills a day then +N more…', () => {
    renderApp(<Harness view="week" jobs={jobsOn(10)} />);
    expect(screen.getAllByRole('group')).toHaveLength(7);
    const cell = within(tuesday());
    expect(cell.getAllByRole('link')).toHaveLength(8);
    expect(cell.getByRole('button', { name: '+2 more…' })).toBeInTheDocument();
  });

  it('pills are coloured by status and show at most 2 technician dots', () => {
    renderApp(<Harness view="week" jobs={jobsOn(2)} />);
    const [first, second] = within(tuesday()).getAllByRole('link');
    const dots = within(first).getByRole('img', { name: 'Technicians: Ava, Ben, Cat, Dan' });
    expect(dots.querySelectorAll('span[title]')).toHaveLength(2);
    expect(dots).toHaveTextContent('+2');
    expect(first.className).not.toBe(second.className); // in_progress and scheduled tones
    expect(first).toHaveAttribute('draggable', 'true');
    expect(first).toHaveTextContent('Brew & Bloom Café, Fitzroy'); // where the job is, under its title
  });

  it('the day number opens the day dialog with every job of the day', async () => {
    renderApp(<Harness view="month" jobs={jobsOn(5)} />);
    await userEvent.click(within(tuesday()).getByRole('button', { name: 'Tuesday 24 November 2026, 5 jobs' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tuesday 24 November 2026' });
    expect(within(dialog).getAllByRole('link')).toHaveLength(5);
    expect(within(dialog).getByRole('link', { name: 'Service 5' })).toHaveAttribute('href', '/jobs/j4');
  });
});
