import type { MockedResponse } from '@apollo/client/testing';
import { ToastRegion, toast } from '@spanner/design-system';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CompleteJobDocument,
  ConfirmJobDocument,
  ConvertCompletedJobToInvoiceDocument,
  FormSettingsDocument,
  JobDetailDocument,
} from '../../gql/graphql';
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
    {
      __typename: 'Equipment',
      id: 'e1',
      name: 'Kitchen split',
      make: 'Daikin',
      model: 'FTXM35',
      serial: 'A1',
      serviceIntervalMonths: 6,
      serviceIntervalHours: null,
      meterHours: null,
    },
  ],
  photoCount: 0,
  photos: [],
  completion: null,
  forms: [],
  signOffs: [],
  notes: [],
  hours: [],
  parts: [],
  runningCharges: { __typename: 'JobCharges', subtotalCents: 0, gstCents: 0, totalCents: 0, lines: [], unpricedParts: [] },
};

const clip = {
  __typename: 'JobPart',
  id: 'p2',
  partName: 'Mystery clip',
  quantity: 3,
  createdAt: '2026-12-01T23:00:00.000Z',
  apiKeyName: null,
  price: null,
};
const pump = {
  __typename: 'JobPart',
  id: 'p1',
  partName: 'Drain pump',
  quantity: 2,
  createdAt: '2026-12-01T23:00:00.000Z',
  apiKeyName: null,
  price: { __typename: 'PartPrice', unitPriceCents: 9000, totalCents: 18_000 },
};
const withParts = {
  ...job,
  parts: [clip, pump],
  runningCharges: {
    __typename: 'JobCharges',
    subtotalCents: 18_000,
    gstCents: 1800,
    totalCents: 19_800,
    lines: [
      { __typename: 'ChargeLine', kind: 'part', totalCents: 18_000 },
      { __typename: 'ChargeLine', kind: 'part', totalCents: 0 },
    ],
    unpricedParts: [{ __typename: 'JobPart', id: 'p2', partName: 'Mystery clip', quantity: 3 }],
  },
};

const detail = { request: { query: JobDetailDocument, variables: { id: 'j1' } }, result: { data: { job } }, maxUsageCount: 5 };

function show(role: 'manager' | 'technician', more: MockedResponse[] = [], page: MockedResponse = detail, path = '/jobs/j1') {
  renderApp(
    <>
      <Routes>
        <Route path="jobs/:id" element={<JobDetailPage />} />
        <Route path="jobs" element={<h1>Jobs</h1>} />
        <Route path="invoices/:id" element={<h1>Invoice page</h1>} />
      </Routes>
      <ToastRegion />
    </>,
    { path, mocks: [viewerMock(role), page, ...more] },
  );
}

afterEach(() => toast.clear());

const checklist = {
  __typename: 'JobForm',
  id: 'f1',
  templateName: 'Split system service',
  version: 2,
  status: 'draft',
  required: true,
  revision: 0,
  submittedAt: null,
  certificateDueOn: null,
  sentAt: null,
  sentTo: [],
  equipment: null,
};

/** The business's forms setting, read when a job has required forms not submitted. */
const formSettings = (blockCompletion: boolean): MockedResponse => ({
  request: { query: FormSettingsDocument },
  result: { data: { formSettings: { __typename: 'FormSettings', blockCompletion } } },
});

describe('job detail page', () => {
  it("shows each section's fields from the one page query, and Delete to whoever may delete jobs", async () => {
    show('manager');
    expect(await screen.findByRole('heading', { name: job.title, level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Contact').nextElementSibling).toHaveTextContent('Marco Rossi');
    expect(screen.getByRole('list', { name: 'Technicians' })).toHaveTextContent('Jake WilsonTechnician');
    expect(screen.getByRole('list', { name: 'Equipment' })).toHaveTextContent('Daikin · FTXM35 · S/N A1 · every 6 months');
    expect(await screen.findByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('hides Delete from a technician, who still completes and confirms', async () => {
    show('technician');
    await screen.findByRole('heading', { name: job.title, level: 1 });
    expect(screen.getByRole('button', { name: 'Complete' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('asks before completing a job whose required forms are not submitted, naming them, and Fill the forms goes to them', async () => {
    show('technician', [formSettings(false)], { ...detail, result: { data: { job: { ...job, forms: [checklist] } } } });
    const forms = await screen.findByRole('region', { name: 'Forms' });
    expect(within(forms).getByRole('listitem', { name: 'Split system service' })).toHaveTextContent('DraftStill required');
    await userEvent.click(screen.getByRole('button', { name: 'Complete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Some required forms are not submitted' });
    expect(within(dialog).getByRole('list', { name: 'Forms not submitted' })).toHaveTextContent('Split system service');
    expect(within(dialog).getByRole('button', { name: 'Complete anyway' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fill the forms' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(forms).toHaveFocus());
  });

  it('waits for the required forms when the business says so: no Complete anyway, Fill the forms goes to them', async () => {
    show('technician', [formSettings(true)], { ...detail, result: { data: { job: { ...job, forms: [checklist] } } } });
    const forms = await screen.findByRole('region', { name: 'Forms' });
    await userEvent.click(screen.getByRole('button', { name: 'Complete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Submit the required forms first' });
    expect(within(dialog).getByRole('list', { name: 'Forms not submitted' })).toHaveTextContent('Split system service');
    expect(within(dialog).queryByRole('button', { name: 'Complete anyway' })).toBeNull();
    expect(dialog).not.toHaveTextContent('It moves to Completed Jobs');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fill the forms' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(forms).toHaveFocus());
  });

  it('shows the diary’s parts with their prices, marks the unpriced one, and names it before completing', async () => {
    show('technician', [], { ...detail, result: { data: { job: withParts } } });
    const parts = await screen.findByRole('list', { name: 'Parts' });
    expect(parts).toHaveTextContent('Drain pump');
    expect(parts).toHaveTextContent('2 × $90.00 = $180.00');
    expect(parts).toHaveTextContent('Mystery clipWed, 2 Dec 2026, 10:00 amUnpriced ($0)');
    expect(screen.getByRole('region', { name: 'Running total' })).toHaveTextContent('Total incl. GST$198.00');
    await userEvent.click(screen.getByRole('button', { name: 'Complete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Some parts are not on the price list' });
    expect(dialog).toHaveTextContent('Mystery clip × 3');
    expect(screen.getByRole('button', { name: 'Complete anyway' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go back' })).toBeInTheDocument();
  });

  it('names the API key that wrote a diary entry, with the member it acts as, beside the entries people wrote', async () => {
    const at = '2026-12-01T23:00:00.000Z';
    const member = (id: string, name: string) => ({ __typename: 'User', id, name });
    const written = {
      ...withParts,
      notes: [
        {
          __typename: 'JobNote',
          id: 'n2',
          text: 'Booked online',
          createdAt: at,
          author: member('u2', 'Sam Office'),
          apiKeyName: 'Website',
        },
        { __typename: 'JobNote', id: 'n1', text: 'Gate code 1234', createdAt: at, author: member('u1', 'Jake Wilson'), apiKeyName: null },
      ],
      hours: [
        {
          __typename: 'JobHours',
          id: 'h1',
          hours: 1.5,
          description: null,
          createdAt: at,
          user: member('u2', 'Sam Office'),
          apiKeyName: 'Xero sync',
        },
      ],
      parts: [{ ...pump, apiKeyName: 'Xero sync' }, clip],
    };
    show('manager', [], { ...detail, result: { data: { job: written } } });
    const notes = await screen.findByRole('list', { name: 'Notes' });
    expect(notes).toHaveTextContent("Booked onlineAPI key 'Website' (as Sam Office) · Wed, 2 Dec 2026, 10:00 am");
    expect(notes).toHaveTextContent('Gate code 1234Jake Wilson · Wed, 2 Dec 2026, 10:00 am');
    expect(screen.getByRole('list', { name: 'Hours' })).toHaveTextContent("API key 'Xero sync' (as Sam Office)");
    const parts = screen.getByRole('list', { name: 'Parts' });
    expect(parts).toHaveTextContent("Drain pumpAPI key 'Xero sync' · Wed, 2 Dec 2026, 10:00 am");
    expect(parts).toHaveTextContent('Mystery clipWed, 2 Dec 2026, 10:00 am');
  });

  it("opens Send SMS with the assistant's drafted text when its Edit leads here (?sms=)", async () => {
    const text = "Hi Marco, it's Jake from Coolair. I'm running about 20 minutes late.";
    show('technician', [], detail, `/jobs/j1?sms=${encodeURIComponent(text)}`);
    const dialog = await screen.findByRole('dialog', { name: 'Send SMS' });
    expect(await within(dialog).findByRole('textbox', { name: /Message/ })).toHaveValue(text);
  });

  it('offers Create invoice once the job is completed, to whoever may invoice, and opens the new draft invoice', async () => {
    const completed = {
      request: { query: CompleteJobDocument, variables: { id: 'j1' } },
      result: { data: { completeJob: { __typename: 'CompletedJob', id: 'cj1' } } },
    };
    const invoiced = {
      request: { query: ConvertCompletedJobToInvoiceDocument, variables: { id: 'cj1' } },
      result: {
        data: {
          convertCompletedJobToInvoice: {
            __typename: 'ConvertToInvoicePayload',
            invoiceId: 'inv1',
            message: 'Draft invoice INV-0042 created',
          },
        },
      },
    };
    show('manager', [completed, invoiced]);
    // Delete shows once the viewer's rights have come: the completion toast offers Create invoice from the same rights.
    await screen.findByRole('button', { name: 'Delete' });
    await userEvent.click(await screen.findByRole('button', { name: 'Complete' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Complete' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Create invoice' }));
    expect(await screen.findByRole('heading', { name: 'Invoice page' })).toBeInTheDocument();
  });

  it('does not offer Create invoice to a technician, who may not invoice', async () => {
    const completed = {
      request: { query: CompleteJobDocument, variables: { id: 'j1' } },
      result: { data: { completeJob: { __typename: 'CompletedJob', id: 'cj1' } } },
    };
    show('technician', [completed]);
    await userEvent.click(await screen.findByRole('button', { name: 'Complete' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Complete' }));
    expect(await screen.findByText('Job completed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create invoice' })).toBeNull();
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
