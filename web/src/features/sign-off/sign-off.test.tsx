import type { ServiceReport } from '@rules/service-report';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type JobSignOffFieldsFragment, ServiceReportDocument, SignOffJobDocument } from '../../gql/graphql';
import { renderApp, viewerMock } from '../../test-utils';
import { JobSignOffSection } from './JobSignOffSection';
import { SignOffPage } from './SignOffPage';

const signOff = (over: Partial<JobSignOffFieldsFragment['signOffs'][number]>) => ({
  __typename: 'JobSignOff' as const,
  id: 's1',
  outcome: 'signed' as const,
  signerName: 'Sam Customer',
  declineReason: null,
  signedAt: '2026-11-28T03:41:00.000Z',
  reportUrl: '/api/jobs/j1/sign-offs/s1/report',
  emailedTo: ['sam@customer.test'],
  emailProblem: null,
  recordedBy: { __typename: 'User' as const, id: 'u1', name: 'Tia Tech' },
  ...over,
});

describe("the job page's sign-off", () => {
  it('lists each sign-off, newest first, with who, where the report went and its PDF; Sign off again opens the screen', async () => {
    const job: JobSignOffFieldsFragment = {
      __typename: 'Job',
      id: 'j1',
      status: 'done',
      signOffs: [
        signOff({
          id: 's2',
          outcome: 'declined',
          declineReason: 'Owner away',
          emailedTo: [],
          emailProblem: 'The customer has no email address: the report is kept on the job',
        }),
        signOff({}),
      ],
    };
    renderApp(
      <Routes>
        <Route path="jobs/:id" element={<JobSignOffSection job={job} />} />
        <Route path="jobs/:jobId/sign-off" element={<h1>Signing screen</h1>} />
      </Routes>,
      { path: '/jobs/j1', mocks: [viewerMock('technician')] },
    );
    const [declined, signed] = await screen.findAllByRole('listitem');
    expect(declined).toHaveTextContent('Declined by Sam Customer: Owner away');
    expect(declined).toHaveTextContent('the report is kept on the job');
    expect(signed).toHaveTextContent('Signed by Sam Customer');
    expect(signed).toHaveTextContent("on Tia Tech's screen · Emailed to sam@customer.test");
    expect(within(signed).getByRole('link', { name: 'Service report (PDF)' })).toHaveAttribute('href', '/api/jobs/j1/sign-offs/s1/report');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign off again' }));
    expect(await screen.findByRole('heading', { name: 'Signing screen' })).toBeInTheDocument();
  });

  it('offers no sign-off on a cancelled job', async () => {
    renderApp(<JobSignOffSection job={{ __typename: 'Job', id: 'j1', status: 'cancelled', signOffs: [] }} />, {
      mocks: [viewerMock('admin')],
    });
    expect(await screen.findByText('Not signed off yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get sign-off' })).toBeNull();
  });
});

const REPORT: ServiceReport = {
  business: { name: 'Cool Air', abn: null, phone: null, email: null },
  job: { title: 'Split system service', description: 'Clean filters', scheduledOn: '28 November 2026' },
  customer: { name: 'Sam Customer', address: '1 Main St, Richmond VIC 3121' },
  technicians: ['Tia Tech'],
  equipment: [{ name: 'Kitchen split', details: 'Daikin · serial 42' }],
  labour: [{ who: 'Tia Tech', hours: 1.5 }],
  parts: [{ name: 'Filter', quantity: 2 }],
  forms: [
    {
      title: 'Test and tag',
      equipment: null,
      submitted: true,
      revision: 0,
      sections: [
        {
          title: 'Items',
          entries: [{ label: 'Items tested', rows: [{ label: 'Item 1', entries: [{ label: 'Result', value: 'Pass' }] }] }],
        },
      ],
    },
  ],
};
const DIGEST = 'a'.repeat(64);
const reportMock = {
  request: { query: ServiceReportDocument, variables: { jobId: 'j1' } },
  result: {
    data: {
      job: { __typename: 'Job', id: 'j1', title: 'Split system service', status: 'in_progress', photos: [] },
      serviceReport: { __typename: 'ServiceReport', report: REPORT, digest: DIGEST, customerEmail: 'sam@customer.test' },
    },
  },
};

describe('the signing screen', () => {
  it('shows the report, asks for what is missing, and records a refusal against the report shown', async () => {
    const declined = {
      request: {
        query: SignOffJobDocument,
        variables: {
          jobId: 'j1',
          input: {
            outcome: 'declined',
            signerName: 'Sam Customer',
            digest: DIGEST,
            emailTo: ['sam@customer.test'],
            declineReason: 'Owner away',
          },
        },
      },
      result: {
        data: {
          signOffJob: { __typename: 'JobSignOff', id: 's9', outcome: 'declined', emailedTo: ['sam@customer.test'], emailProblem: null },
        },
      },
    };
    renderApp(
      <Routes>
        <Route path="jobs/:jobId/sign-off" element={<SignOffPage />} />
        <Route path="jobs/:id" element={<h1>The job</h1>} />
      </Routes>,
      { path: '/jobs/j1/sign-off', mocks: [viewerMock('technician'), reportMock, declined] },
    );
    expect(await screen.findByRole('heading', { name: 'Customer sign-off' })).toBeInTheDocument();
    expect(screen.getByText('1 Main St, Richmond VIC 3121')).toBeInTheDocument();
    expect(screen.getByText('Daikin · serial 42')).toBeInTheDocument();
    expect(screen.getByText('Item 1')).toBeInTheDocument();
    expect(screen.getByText('Pass')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email the signed report to' })).toHaveValue('sam@customer.test');

    await userEvent.click(screen.getByRole('button', { name: 'Sign off' }));
    expect(await screen.findByText('Enter the name of the person signing')).toBeInTheDocument();
    expect(screen.getByText('The customer must sign in the box')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Customer declines to sign' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Name of who declined/ }), 'Sam Customer');
    await userEvent.click(screen.getByRole('button', { name: 'Record refusal' }));
    expect(await screen.findByText('Say why the customer declined to sign')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Why they declined/ }), 'Owner away');
    await userEvent.click(screen.getByRole('button', { name: 'Record refusal' }));
    expect(await screen.findByRole('heading', { name: 'The job' })).toBeInTheDocument();
  });
});
