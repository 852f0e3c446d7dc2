import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { JobMembersDocument } from '../../gql/graphql';
import { renderApp, viewerMock } from '../../test-utils';
import { NewJobPage } from './NewJobPage';

// A technician books their own work on site: a new job is theirs unless they change it; the office's starts unassigned.

const members = {
  request: { query: JobMembersDocument },
  result: {
    data: {
      members: [
        { __typename: 'User', id: 'u1', name: 'Tina Tech', role: 'technician' },
        { __typename: 'User', id: 'u2', name: 'Omar Office', role: 'manager' },
      ],
    },
  },
  maxUsageCount: 2,
};

/** The form shows once the viewer and the team have loaded; a busy machine's first render takes seconds. */
const ready = { timeout: 15_000 };

describe('New Job', () => {
  it("ticks the technician's own name for a technician", async () => {
    renderApp(<NewJobPage />, { path: '/jobs/new', mocks: [viewerMock('technician'), members] });
    expect(await screen.findByRole('checkbox', { name: /^Tina Tech/ }, ready)).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^Omar Office/ })).not.toBeChecked();
  });

  it('ticks no one for the office', async () => {
    renderApp(<NewJobPage />, { path: '/jobs/new', mocks: [viewerMock('manager', { id: 'u2' }), members] });
    expect(await screen.findByRole('checkbox', { name: /^Omar Office/ }, ready)).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^Tina Tech/ })).not.toBeChecked();
  });
});
