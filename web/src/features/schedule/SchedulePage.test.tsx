import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RescheduleJobDocument, ScheduleChangedDocument, ScheduleMembersDocument, ScheduleRangeDocument } from '../../gql/graphql';
import { renderApp, viewerMock } from '../../test-utils';
import { monthWeeks, rangeOf } from './calendar';
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
const range = {
  request: { query: ScheduleRangeDocument, variables: { ...rangeOf(monthWeeks('2026-11-24').flat()), technicianId: null } },
  result: { data: { jobsInRange: [job] } },
  maxUsageCount: 5,
};
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
    renderApp(<SchedulePage />, { path: '/schedule?date=2026-11-24', mocks: [viewer, members, range, change] });
    await screen.findByRole('link', { name: /Annual service/ });
    await act(() => new Promise((r) => setTimeout(r, 100)));
    expect(pillIn('Wednesday 25 November 2026')).toBeInTheDocument();
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
});
