import type { MockedResponse } from '@apollo/client/testing';
import { ToastRegion, toast } from '@spanner/design-system';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfirmJobDocument, JobDetailDocument } from '../../gql/graphql';
import { renderApp, viewerMock } from '../../test-utils';
import { JobDetailPage } from './JobDetailPage';

const job = {
  __typename: 'Job',
  id: 'j1',
  title: 'Annual service – 2 split systems',
  jobType: 'service',
  status: 'new',
  canConfirm: true,
  description: 'Clean filters and coils',
  scheduledAt: '2026-12-01T22:30:00.000Z',
  confirmedAt: null,
  customer: {
    __typename: 'Customer',
    id: 'c1',
    name: 'Brew & Bloom Café',
    address: '214 Brunswick Street, Fitzroy VIC 3065',
    phone: '03 9417 2231',
    contactName: 'Marco Rossi',
  },
  technicians: [
    {
      __typename: 'User',
      id: 'u1',
      name: 'Jake Wilson',
      role: 'technician',
      color: '#16a34a',
      avatarUrl: null,
      avatarSeed: null,
      avatarVariant: null,
    },
  ],
  equipment: [
    { __typename: 'Equipment', id: 'e1', name: 'Kitchen split', make: 'Daikin', model: 'FTXM35', serial: 'A1', serviceIntervalMonths: 6 },
  ],
  photoCount: 0,
  photos: [],
  completion: null,
};

const detail = { request: { query: JobDetailDocument, variables: { id: 'j1' } }, result: { data: { job } }, maxUsageCount: 5 };

function show(role: 'manager' | 'technician', more: MockedResponse[] = []) {
  renderApp(
    <>
      <Routes>
        <Route path="jobs/:id" element={<JobDetailPage />} />
      </Routes>
      <ToastRegion />
    </>,
    { path: '/jobs/j1', mocks: [viewerMock(role), detail, ...more] },
  );
}

afterEach(() => toast.clear());

describe('job detail page', () => {
  it("shows each section's fields from the one page query, and Delete to whoever may delete jobs", async () => {
    show('manager');
    expect(await screen.findByRole('heading', { name: job.title, level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Contact').nextElementSibling).toHaveTextContent('Marco Rossi');
    expect(screen.getByRole('list', { name: 'Technicians' })).toHaveTextContent('Jake WilsonTechnician');
    expect(screen.getByRole('list', { name: 'Equipment' })).toHaveTextContent('Daikin · FTXM35 · S/N A1 · service every 6 months');
    expect(await screen.findByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('hides Delete from a technician, who still completes and confirms', async () => {
    show('technician');
    await screen.findByRole('heading', { name: job.title, level: 1 });
    expect(screen.getByRole('button', { name: 'Complete' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it("says the server's reason when Confirm Job is refused", async () => {
    const refused = {
      request: { query: ConfirmJobDocument, variables: { id: 'j1' } },
      result: { data: { confirmJob: { __typename: 'AppError', message: 'This job has no customer email to confirm with' } } },
    };
    show('technician', [refused]);
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm Job' }));
    expect(await screen.findByText('This job has no customer email to confirm with')).toBeInTheDocument();
  });
});
