import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test-utils';
import { CalendarGrid } from './CalendarGrid';
import { groupByDay, type ViewMode, viewWeeks } from './calendar';
import { DayDialog } from './DayDialog';
import { StatusLegend } from './StatusLegend';
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
    durationMinutes: null,
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
  afterEach(() => {
    vi.useRealTimers();
  });

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

  it('week view: a time axis, each job at its start time for an hour, overlapping jobs side by side', () => {
    renderApp(
      <Harness
        view="week"
        jobs={[...jobsOn(2), { ...jobsOn(1)[0], id: 'late', title: 'Late call', scheduledAt: '2026-11-24T03:00:00Z' }]}
      />,
    );
    const grid = document.querySelector('[data-view="week"]') as HTMLElement;
    expect(grid).toHaveTextContent(/6 am.*7 am.*12 pm.*7 pm/);
    const place = (id: string) => {
      const link = tuesday().querySelector(`a[data-job-id="${id}"]`) as HTMLElement;
      const { top, height, left, width } = (link.parentElement as HTMLElement).style;
      return { top, height, left, width };
    };
    // 8:00 and 8:15 overlap: two columns; 2 pm stands alone. 48 px an hour from 6 am.
    expect(place('j0')).toEqual({ top: '96px', height: '48px', left: '0%', width: '50%' });
    expect(place('j1')).toEqual({ top: '108px', height: '48px', left: '50%', width: '50%' });
    expect(place('late')).toEqual({ top: '384px', height: '48px', left: '0%', width: '100%' });
  });

  it('week view: a line at the current time on today only', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T03:30:00Z')); // 2:30 pm in Melbourne
    renderApp(<Harness view="week" jobs={jobsOn(1)} />);
    const lines = document.querySelectorAll('[data-now-line]');
    expect(lines).toHaveLength(1);
    expect(tuesday()).toContainElement(lines[0] as HTMLElement);
    expect((lines[0] as HTMLElement).style.top).toBe('452px'); // under the 44 px headings, 8.5 hours below 6 am
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

  it("has a legend naming each status colour, in the order of a job's life", () => {
    renderApp(<StatusLegend />);
    const legend = screen.getByRole('list', { name: 'Status colours' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['New', 'Scheduled', 'Confirmed', 'In Progress', 'Done', 'Cancelled']);
  });

  it('the day number opens the day dialog with every job of the day', async () => {
    renderApp(<Harness view="month" jobs={jobsOn(5)} />);
    await userEvent.click(within(tuesday()).getByRole('button', { name: 'Tuesday 24 November 2026, 5 jobs' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tuesday 24 November 2026' });
    expect(within(dialog).getAllByRole('link')).toHaveLength(5);
    expect(within(dialog).getByRole('link', { name: 'Service 5' })).toHaveAttribute('href', '/jobs/j4');
  });
});
