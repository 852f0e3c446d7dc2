import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  RescheduleJobDocument,
  ScheduleChangedDocument,
  ScheduleDaysDocument,
  ScheduleMembersDocument,
  ScheduleRangeDocument,
} from '../../gql/graphql';
import { renderApp, viewerMock } from '../../test-utils';
import { dayKeyOf, monthWeeks, rangeOf } from './calendar';
import { SchedulePage } from './SchedulePage';

const tech = { __typename: 'User', id: 'u1', name: 'Jake Wilson', color: '#16a34a' };
const job = {
  __typename: 'Job',
  id: 'j1',
  title: 'Annual service',
  status: 'scheduled',
  scheduledAt: '2026-11-23T22:30:00.000Z', // 9:30 am Tuesday 24 November, Melbourne
  durationMinutes: null,
  customer: { __typename: 'Customer', id: 'c1', name: 'Brew & Bloom Café', suburb: 'Fitzroy' },
  technicians: [tech],
};
const wednesday = '2026-11-24T22:30:00.000Z';

const viewer = viewerMock('manager');
const members = { request: { query: ScheduleMembersDocument }, result: { data: { members: [tech] } }, maxUsageCount: 5 };
const november = monthWeeks('2026-11-24').flat();
type Job = typeof job;
/** The month's summaries as the API answers them: every day, its count and first 3 jobs (all of `jobs` here). */
const summaries = (jobs: Job[], counts: Record<string, number> = {}) => ({
  request: { query: ScheduleDaysDocument, variables: { ...rangeOf(november), technicianId: null, perDay: 3 } },
  result: {
    data: {
      scheduleDays: november.map((day) => {
        const listed = jobs.filter((j) => dayKeyOf(j.scheduledAt) === day).slice(0, 3);
        return { __typename: 'ScheduleDay', day, count: counts[day] ?? listed.length, jobs: listed };
      }),
    },
  },
});
const range = { ...summaries([job]), maxUsageCount: 5 };
/** A subscription event that changes nothing (every page listens to `scheduleChanged`). */
const quiet = {
  request: { query: ScheduleChangedDocument },
  result: {
    data: {
      scheduleChanged: { __typename: 'ScheduleChange', kind: 'UPDATED', jobId: 'j1', job: { ...job, description: null, equipment: [] } },
    },
  },
};
const cell = (name: string) => screen.getByRole('group', { name });
const pillIn = (name: string) => within(cell(name)).queryByRole('link', { name: /Annual service/ });

describe('schedule page', () => {
  it('shows the month with the job pill, the view and technician selects, Today / Prev / Next', async () => {
    renderApp(<SchedulePage />, { path: '/schedule?date=2026-11-24', mocks: [viewer, members, range, quiet] });
    await screen.findByRole('link', { name: /Annual service/ });
    expect(pillIn('Tuesday 24 November 2026')).toHaveTextContent('9:30am');
    expect(screen.getByRole('heading', { name: 'November 2026' })).toBeInTheDocument();
    for (const name of ['Today', 'Prev', 'Next']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Month view/ })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /All technicians/ })).toBeInTheDocument();
  });

  it('moves a pill when another user reschedules the job (subscription)', async () => {
    const change = {
      request: { query: ScheduleChangedDocument },
      result: {
        data: {
          scheduleChanged: {
            __typename: 'ScheduleChange',
            kind: 'RESCHEDULED',
            jobId: 'j1',
            job: { ...job, scheduledAt: wednesday, description: null, equipment: [] },
          },
        },
      },
      delay: 50,
    };
    const before = summaries([job]);
    const after = summaries([{ ...job, scheduledAt: wednesday }]);
    renderApp(<SchedulePage />, { path: '/schedule?date=2026-11-24', mocks: [viewer, members, before, after, change] });
    await screen.findByRole('link', { name: /Annual service/ });
    await within(cell('Wednesday 25 November 2026')).findByRole('link', { name: /Annual service/ });
    expect(pillIn('Tuesday 24 November 2026')).toBeNull();
  });

  it('drags with the keyboard, applies at once and rolls back with the alert when the call fails', async () => {
    const failing = {
      request: { query: RescheduleJobDocument, variables: { id: 'j1', scheduledAt: wednesday } },
      result: { data: { rescheduleJob: { __typename: 'AppError', message: 'Job not found' } } },
      delay: 400,
    };
    renderApp(<SchedulePage />, { path: '/schedule?date=2026-11-24', mocks: [viewer, members, range, failing, quiet] });
    const pill = await screen.findByRole('link', { name: /Annual service/ });
    const user = userEvent.setup();
    act(() => pill.focus());
    await user.keyboard('{Enter}');
    for (let i = 0; i < 42 && document.activeElement !== cell('Wednesday 25 November 2026'); i++) await user.keyboard('{Tab}');
    expect(document.activeElement).toBe(cell('Wednesday 25 November 2026'));
    await user.keyboard('{Enter}');
    // Applied at once …
    await screen.findByText('9:30am', { selector: `[role="group"][aria-label="Wednesday 25 November 2026"] *` });
    // … then rolled back with the alert.
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to reschedule job.');
    expect(pillIn('Tuesday 24 November 2026')).toBeInTheDocument();
    expect(pillIn('Wednesday 25 November 2026')).toBeNull();
  });

  it('shows a crowded day from its summary: 3 pills, the count in the day number and "+N more…"; the day opens with every job', async () => {
    const crowd = Array.from({ length: 7 }, (_, i) => ({
      ...job,
      id: `c${i}`,
      title: `Crowd ${i + 1}`,
      scheduledAt: new Date(Date.UTC(2026, 10, 23, 21 + i)).toISOString(), // 8 am Tuesday onwards
    }));
    // The API lists the first 3 of the 7 jobs; the day dialog reads the whole day.
    const tuesday = ['2026-11-24'];
    const wholeDay = {
      request: { query: ScheduleRangeDocument, variables: { ...rangeOf(tuesday), technicianId: null } },
      result: { data: { jobsInRange: crowd } },
    };
    renderApp(<SchedulePage />, {
      path: '/schedule?date=2026-11-24',
      mocks: [viewer, members, { ...summaries(crowd, { '2026-11-24': 7 }), maxUsageCount: 5 }, wholeDay, quiet],
    });
    await screen.findByRole('link', { name: /Crowd 1/ });
    const day = within(cell('Tuesday 24 November 2026'));
    expect(day.getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual(['/jobs/c0', '/jobs/c1', '/jobs/c2']);
    expect(day.getByRole('button', { name: '+4 more…' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(day.getByRole('button', { name: 'Tuesday 24 November 2026, 7 jobs' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(crowd.map((j) => j.title));
  });

  it('moves a pill at once by keyboard drag, and the day counts follow before the API answers', async () => {
    const crowd = Array.from({ length: 4 }, (_, i) => ({
      ...job,
      id: `c${i}`,
      title: `Crowd ${i + 1}`,
      scheduledAt: new Date(Date.UTC(2026, 10, 23, 21 + i)).toISOString(),
    }));
    const moved = { ...crowd[0], scheduledAt: new Date(Date.UTC(2026, 10, 24, 21)).toISOString() };
    const slow = {
      request: { query: RescheduleJobDocument, variables: { id: 'c0', scheduledAt: moved.scheduledAt } },
      result: { data: { rescheduleJob: { __typename: 'Job', id: 'c0', scheduledAt: moved.scheduledAt, status: 'scheduled' } } },
      delay: 400,
    };
    const after = summaries([moved, ...crowd.slice(1)], { '2026-11-24': 3, '2026-11-25': 1 });
    renderApp(<SchedulePage />, {
      path: '/schedule?date=2026-11-24',
      mocks: [viewer, members, summaries(crowd, { '2026-11-24': 5 }), slow, { ...after, maxUsageCount: 5 }, quiet],
    });
    const pill = await screen.findByRole('link', { name: /Crowd 1/ });
    expect(within(cell('Tuesday 24 November 2026')).getByRole('button', { name: '+2 more…' })).toBeInTheDocument();
    const user = userEvent.setup();
    act(() => pill.focus());
    await user.keyboard('{Enter}');
    for (let i = 0; i < 42 && document.activeElement !== cell('Wednesday 25 November 2026'); i++) await user.keyboard('{Tab}');
    await user.keyboard('{Enter}');
    // At once: the pill is on Wednesday, Tuesday counts 4 (2 listed pills and 2 more), Wednesday 1.
    await within(cell('Wednesday 25 November 2026')).findByRole('link', { name: /Crowd 1/ });
    expect(screen.getByRole('button', { name: 'Tuesday 24 November 2026, 4 jobs' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Wednesday 25 November 2026, 1 job' })).toBeInTheDocument();
    // Then the summaries are read again: Tuesday shows its 3 first pills.
    await waitFor(() => expect(within(cell('Tuesday 24 November 2026')).getAllByRole('link')).toHaveLength(3));
    expect(within(cell('Tuesday 24 November 2026')).queryByRole('button', { name: /more…/ })).toBeNull();
  });
});
