import { screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { EquipmentDetailDocument } from '../../gql/graphql';
import { renderApp } from '../../test-utils';
import { EquipmentDetailPage } from './EquipmentDetailPage';

const base = {
  __typename: 'Equipment',
  id: 'e1',
  name: 'Roof Package Unit',
  make: 'Carrier',
  model: '50TFQ012',
  serial: 'SN-77',
  assetTag: 'TT-0042',
  notes: null,
  equipmentType: null,
  serviceIntervalMonths: null,
  serviceIntervalHours: null,
  serviceRegime: null,
  lastServiceEnteredAt: null,
  lastServiceAt: null,
  nextServiceDueAt: null,
  nextServiceDueBy: null,
  meterHours: null,
  meterReadAt: null,
  meterReadings: [],
  createdAt: '2026-01-01T22:30:00.000Z',
  updatedAt: '2026-07-01T02:05:00.000Z',
  customer: null,
  jobs: [],
  forms: [],
  signOffs: [],
};

const historyJob = (
  id: string,
  title: string,
  status: string,
  jobType: string | null,
  scheduledAt: string | null,
  completedAt?: string,
) => ({
  __typename: 'Job',
  id,
  title,
  status,
  jobType,
  scheduledAt,
  completion: completedAt ? { __typename: 'CompletedJob', id: `cj-${id}`, completedAt } : null,
});

const answer = (equipment: object) => ({
  request: { query: EquipmentDetailDocument, variables: () => true },
  result: { data: { equipment } },
});

describe('Equipment detail', () => {
  it('shows the details, Assign Customer when unassigned, no notes card, and Melbourne times', async () => {
    renderApp(<EquipmentDetailPage />, { mocks: [answer(base)] });
    expect(await screen.findByRole('heading', { name: 'Roof Package Unit', level: 1 })).toBeInTheDocument();
    for (const text of ['Carrier', '50TFQ012', 'SN-77', 'TT-0042']) expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Assign Customer' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Notes' })).toBeNull();
    // 22:30 UTC on 1 January is 9:30 am on 2 January in Melbourne (daylight saving); 02:05 UTC on 1 July is 12:05 pm (en-AU writes July in full).
    expect(screen.getByText('2 Jan 2026, 9:30 am')).toBeInTheDocument();
    expect(screen.getByText('1 July 2026, 12:05 pm')).toBeInTheDocument();
  });

  it('links to the customer and shows notes when present', async () => {
    const customer = { __typename: 'Customer', id: 'c9', name: 'Acme Dental', address: '12 Smith St, Richmond VIC 3121' };
    renderApp(<EquipmentDetailPage />, { mocks: [answer({ ...base, notes: 'Ladder in the shed', customer })] });
    expect(await screen.findByRole('link', { name: 'View Customer' })).toHaveAttribute('href', '/customers/c9');
    expect(screen.getByText('12 Smith St, Richmond VIC 3121')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Notes' })).toBeInTheDocument();
    expect(screen.getByText('Ladder in the shed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Assign Customer' })).toBeNull();
  });

  it('lists the forms filled against the unit, newest first, each opening the form on its job', async () => {
    const form = (id: string, status: string, submittedAt: string | null, job: string) => ({
      __typename: 'JobForm',
      id,
      jobId: `j-${id}`,
      templateName: 'Extinguisher test',
      status,
      submittedAt,
      submittedBy: submittedAt ? { __typename: 'User', id: 'u1', name: 'Jake Tech' } : null,
      job: { __typename: 'Job', id: `j-${id}`, title: job },
    });
    const forms = [form('f2', 'draft', null, 'Annual test 2026'), form('f1', 'submitted', '2025-11-03T23:15:00.000Z', 'Annual test 2025')];
    renderApp(<EquipmentDetailPage />, { mocks: [answer({ ...base, forms })] });
    const list = await screen.findByRole('list', { name: 'Forms' });
    const [draft, done] = within(list).getAllByRole('listitem');
    expect(within(draft).getByRole('link', { name: 'Extinguisher test' })).toHaveAttribute('href', '/jobs/j-f2/forms/f2');
    expect(draft).toHaveTextContent('Annual test 2026 · Not submitted yet');
    expect(within(draft).getByText('Draft')).toBeInTheDocument();
    // 23:15 UTC on 3 November is 10:15 am on 4 November in Melbourne.
    expect(done).toHaveTextContent('Annual test 2025 · Submitted Tue, 4 Nov 2025, 10:15 am · Jake Tech');
    expect(within(done).getByRole('link', { name: 'Extinguisher test' })).toHaveAttribute('href', '/jobs/j-f1/forms/f1');
  });

  it("lists the signed service reports of the unit's jobs, each with its job and PDF", async () => {
    const signOffs = [
      {
        __typename: 'JobSignOff',
        id: 's1',
        outcome: 'signed',
        signerName: 'Sam Customer',
        declineReason: null,
        signedAt: '2025-11-03T23:15:00.000Z',
        reportUrl: '/api/jobs/j1/sign-offs/s1/report',
        emailedTo: ['sam@customer.test'],
        emailProblem: null,
        recordedBy: { __typename: 'User', id: 'u1', name: 'Jake Tech' },
        job: { __typename: 'Job', id: 'j1', title: 'Annual service 2025' },
      },
    ];
    renderApp(<EquipmentDetailPage />, { mocks: [answer({ ...base, signOffs })] });
    const list = await screen.findByRole('list', { name: 'Service reports' });
    const entry = within(list).getByRole('listitem', { name: 'Signed by Sam Customer' });
    expect(within(entry).getByRole('link', { name: 'Annual service 2025' })).toHaveAttribute('href', '/jobs/j1');
    expect(entry).toHaveTextContent(
      "Signed by Sam Customer · Tue, 4 Nov 2025, 10:15 am · on Jake Tech's screen · Emailed to sam@customer.test",
    );
    expect(within(entry).getByRole('link', { name: 'Service report (PDF)' })).toHaveAttribute('href', '/api/jobs/j1/sign-offs/s1/report');
  });

  it('says so when no form has been filled against the unit', async () => {
    renderApp(<EquipmentDetailPage />, { mocks: [answer(base)] });
    expect(await screen.findByText('No forms have been filled against this unit.')).toBeInTheDocument();
    expect(screen.getByText("No service reports signed for this unit's jobs yet.")).toBeInTheDocument();
  });

  it("says 'Equipment not found' with Back to Equipment when the load fails", async () => {
    const failed = {
      request: { query: EquipmentDetailDocument, variables: () => true },
      result: { errors: [new GraphQLError('Equipment not found', { extensions: { code: 'NOT_FOUND' } })] },
    };
    renderApp(<EquipmentDetailPage />, { mocks: [failed] });
    expect(await screen.findByText('Equipment not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Equipment' })).toBeInTheDocument();
  });

  it('shows the service history, when the next service is due, and the job history', async () => {
    const jobs = [
      historyJob('j3', 'Service: Roof Package Unit', 'scheduled', 'service', '2026-09-01T00:00:00.000Z'),
      historyJob('j2', 'Fan belt repair', 'done', 'repair', '2026-04-01T00:00:00.000Z', '2026-04-01T03:00:00.000Z'),
      historyJob('j1', 'Annual service', 'done', 'service', '2026-03-01T00:00:00.000Z', '2026-03-01T03:00:00.000Z'),
    ];
    renderApp(<EquipmentDetailPage />, { mocks: [answer({ ...base, serviceIntervalMonths: 6, jobs })] });
    expect(await screen.findByRole('heading', { name: 'Service History' })).toBeInTheDocument();
    expect(screen.getByText('1 September 2026 (booked)')).toBeInTheDocument();
    const services = within(screen.getByRole('region', { name: 'Services done' }));
    expect(services.getAllByRole('link').map((l) => l.textContent)).toEqual(['Annual service']);
    const upcoming = within(screen.getByRole('region', { name: 'Upcoming' }));
    expect(upcoming.getByRole('link', { name: 'Service: Roof Package Unit' })).toHaveAttribute('href', '/jobs/j3');
    const past = within(screen.getByRole('region', { name: 'Past' }));
    expect(past.getAllByRole('link').map((l) => l.textContent)).toEqual(['Fan belt repair', 'Annual service']);
  });

  it('with nothing booked, the next service is the date the server works out, and why', async () => {
    const jobs = [historyJob('j1', 'Annual service', 'done', 'service', null, '2026-03-01T03:00:00.000Z')];
    const due = { nextServiceDueAt: '2026-08-31T14:00:00.000Z', nextServiceDueBy: 'hours', lastServiceAt: '2026-03-01T03:00:00.000Z' };
    renderApp(<EquipmentDetailPage />, { mocks: [answer({ ...base, serviceIntervalMonths: 6, serviceIntervalHours: 250, ...due, jobs })] });
    expect(await screen.findByText('1 September 2026 (by hours run)')).toBeInTheDocument();
    expect(screen.getByText('Every 6 months or 250 hours, whichever comes first')).toBeInTheDocument();
    expect(screen.getByText('No upcoming jobs.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Hour meter' })).toBeInTheDocument();
  });
});
