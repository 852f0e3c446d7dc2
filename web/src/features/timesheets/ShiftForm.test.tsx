import { addDays, fromLocalInput, midnightOf, startOfWeek } from '@rules/zoned-time';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test-utils';
import { ShiftForm } from './ShiftForm';
import { WeekJobsQuery } from './use-week-jobs';

// A day entered after the fact puts its work on the member's jobs of the week (their scheduled jobs, read for them),
// so the work becomes those jobs' hours as a clocked day's does; without jobs only travel and breaks can be added.

const TZ = 'Australia/Melbourne';
const weekStart = startOfWeek('2026-11-23');
const at = (time: string) => fromLocalInput(weekStart, time, TZ) ?? '';
const weekJobs = (jobs: { id: string; title: string }[]) => ({
  request: {
    query: WeekJobsQuery,
    variables: {
      start: midnightOf(weekStart, TZ).toISOString(),
      end: midnightOf(addDays(weekStart, 7), TZ).toISOString(),
      technicianId: 'u1',
    },
  },
  result: { data: { jobsInRange: jobs.map((j) => ({ __typename: 'Job' as const, ...j })) } },
});

describe('a day entered after the fact', () => {
  it('offers the member’s jobs of the week for its work and sends the work with the day', async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    renderApp(
      <ShiftForm weekStart={weekStart} initialDay={weekStart} timeZone={TZ} memberId="u1" submitLabel="Save day" onSave={onSave} />,
      {
        mocks: [weekJobs([{ id: 'j7', title: 'Cool room repair' }])],
      },
    );
    await userEvent.type(screen.getByLabelText('Start'), '07:00');
    await userEvent.type(screen.getByLabelText('End'), '15:00');
    await userEvent.click(await screen.findByRole('button', { name: 'Add work' }));
    const work = screen.getByRole('group', { name: 'Segment 1' });
    expect(within(work).getByRole('button', { name: /Segment 1 Job/ })).toHaveTextContent('Cool room repair');
    await userEvent.clear(within(work).getByLabelText('Segment 1 Start'));
    await userEvent.type(within(work).getByLabelText('Segment 1 Start'), '08:00');
    await userEvent.clear(within(work).getByLabelText('Segment 1 End'));
    await userEvent.type(within(work).getByLabelText('Segment 1 End'), '12:00');
    await userEvent.click(screen.getByRole('button', { name: 'Save day' }));
    await vi.waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        start: at('07:00'),
        end: at('15:00'),
        note: null,
        segments: [{ kind: 'work', start: at('08:00'), end: at('12:00'), jobId: 'j7' }],
      }),
    );
    // Saved: the form is empty again for the next day.
    await vi.waitFor(() => expect(screen.queryByRole('group', { name: 'Segment 1' })).not.toBeInTheDocument());
  });

  it('without jobs that week, work cannot be put on a job: travel and breaks only, and a day with none sends no segments', async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    renderApp(
      <ShiftForm weekStart={weekStart} initialDay={weekStart} timeZone={TZ} memberId="u1" submitLabel="Save day" onSave={onSave} />,
      {
        mocks: [weekJobs([])],
      },
    );
    expect(await screen.findByRole('button', { name: 'Add travel' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add work' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Start'), '07:00');
    await userEvent.type(screen.getByLabelText('End'), '15:00');
    await userEvent.click(screen.getByRole('button', { name: 'Save day' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledWith({ start: at('07:00'), end: at('15:00'), note: null }));
  });
});
