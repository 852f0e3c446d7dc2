import { ToastRegion, toast } from '@spanner/design-system';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CustomerInvoicesDocument, CustomerProfileDocument, CustomerQuotesDocument, DeleteCustomerDocument } from '../../gql/graphql';
import { renderApp } from '../../test-utils';
import { CustomerProfilePage } from './CustomerProfilePage';
import { customer, Location, viewerMock } from './test-fixtures';

afterEach(() => {
  vi.restoreAllMocks();
  toast.clear();
});

const unit = {
  __typename: 'Equipment',
  id: 'e1',
  name: 'Rooftop package unit',
  make: 'Daikin',
  model: 'FTXM50',
  serial: 'SN-001',
  serviceIntervalMonths: 6,
  serviceIntervalHours: null,
  nextServiceDueAt: '2027-03-09T13:00:00.000Z',
};

const profile = (result: object) => ({ request: { query: CustomerProfileDocument, variables: () => true }, result, maxUsageCount: 5 });
const pastJob = {
  __typename: 'Job',
  id: 'j1',
  title: 'Install split system',
  status: 'done',
  jobType: 'installation',
  scheduledAt: '2026-03-10T00:00:00.000Z',
  completion: { __typename: 'CompletedJob', id: 'cj1', completedAt: '2026-03-10T04:00:00.000Z' },
};
const nextJob = {
  ...pastJob,
  id: 'j2',
  title: 'First service',
  status: 'scheduled',
  jobType: 'service',
  scheduledAt: '2026-09-10T00:00:00.000Z',
  completion: null,
};
const found = profile({ data: { customer: { ...customer, equipment: [unit], jobs: [nextJob, pastJob], signOffs: [] } } });

function renderProfile(role: 'admin' | 'technician', mocks: object[] = [found]) {
  renderApp(
    <>
      <CustomerProfilePage />
      <Location />
      <ToastRegion />
    </>,
    { path: '/customers/c1', mocks: [viewerMock(role), ...mocks] as never },
  );
}

describe('Customer profile', () => {
  it('shows the details and the equipment, and offers Navigate, Copy address, Create Job, Edit and Delete', async () => {
    renderProfile('admin');
    expect(await screen.findByRole('heading', { name: 'Brew & Bloom Café', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Customer since 3 March 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'marco@brewandbloom.com.au' })).toHaveAttribute('href', 'mailto:marco@brewandbloom.com.au');
    expect(screen.getByRole('link', { name: '03 9417 2231' })).toHaveAttribute('href', 'tel:0394172231');
    expect(screen.getByRole('link', { name: 'Rooftop package unit' })).toHaveAttribute('href', '/equipment/e1');
    expect(screen.getByText('Daikin · FTXM50 · S/N SN-001')).toBeInTheDocument();
    expect(screen.getByText('Next service 10 March 2027')).toBeInTheDocument();
    for (const name of ['Navigate', 'Copy address', 'Create Job', 'Edit']) expect(screen.getByRole('button', { name })).toBeEnabled();
    expect(await screen.findByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('shows the job history: upcoming and past, each linking to its job', async () => {
    renderProfile('admin');
    expect(await screen.findByRole('heading', { name: 'Job History' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Upcoming' })).getByRole('link', { name: 'First service' })).toHaveAttribute(
      'href',
      '/jobs/j2',
    );
    expect(within(screen.getByRole('region', { name: 'Past' })).getByRole('link', { name: 'Install split system' })).toHaveAttribute(
      'href',
      '/jobs/j1',
    );
  });

  it('Navigate opens a map search for the address in a new tab; Copy address copies it and says so', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderProfile('technician');
    await user.click(await screen.findByRole('button', { name: 'Navigate' }));
    expect(open).toHaveBeenCalledWith(
      'https://www.google.com/maps/search/?api=1&query=214%20Brunswick%20Street%2C%20Fitzroy%20VIC%203065',
      '_blank',
      'noopener,noreferrer',
    );
    await user.click(screen.getByRole('button', { name: 'Copy address' }));
    expect(writeText).toHaveBeenCalledWith('214 Brunswick Street, Fitzroy VIC 3065');
    expect(await screen.findByText('Address copied')).toBeInTheDocument();
  });

  it('Create Job opens the job form with the customer chosen', async () => {
    renderProfile('technician');
    await userEvent.click(await screen.findByRole('button', { name: 'Create Job' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/jobs/new?customerId=c1');
  });

  it('does not offer Delete to a technician', async () => {
    renderProfile('technician');
    await screen.findByRole('heading', { name: 'Brew & Bloom Café', level: 1 });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('asks before deleting, then deletes and returns to /customers', async () => {
    const deleted = {
      request: { query: DeleteCustomerDocument, variables: { id: 'c1' } },
      result: { data: { deleteCustomer: { __typename: 'DeleteCustomerPayload' } } },
    };
    renderProfile('admin', [found, deleted]);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Customer' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete Brew & Bloom Café?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/customers$/));
  });

  it('opens the Edit dialog with the details filled in', async () => {
    renderProfile('technician');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Customer' });
    expect(within(dialog).getByLabelText('Company name')).toHaveValue('Brew & Bloom Café');
    expect(within(dialog).getByLabelText('Postcode')).toHaveValue('3065');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it("says 'Customer not found' with Back to Customers for an unknown id", async () => {
    renderProfile('admin', [profile({ errors: [new GraphQLError('Customer not found', { extensions: { code: 'NOT_FOUND' } })] })]);
    expect(await screen.findByText('Customer not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Customers' })).toBeInTheDocument();
  });

  it("says 'Failed to load customer' when the load fails otherwise", async () => {
    renderProfile('admin', [
      profile({ errors: [new GraphQLError('Unexpected error.', { extensions: { code: 'INTERNAL_SERVER_ERROR' } })] }),
    ]);
    expect(await screen.findByText('Failed to load customer')).toBeInTheDocument();
  });
});

describe("Customer profile: the customer's equipment, quotes and invoices", () => {
  const docs = (kind: 'quotes' | 'invoices', query: unknown, nodes: object[]) => ({
    request: { query, variables: { customerId: 'c1' } },
    result: {
      data: {
        [kind]: {
          __typename: kind === 'quotes' ? 'QuoteConnection' : 'InvoiceConnection',
          totalCount: nodes.length,
          edges: nodes.map((node) => ({ __typename: kind === 'quotes' ? 'QuoteEdge' : 'InvoiceEdge', node })),
        },
      },
    },
    maxUsageCount: 5,
  });
  const quote = { __typename: 'Quote', id: 'q1', number: 'QU-0007', title: 'Ducted heating', status: 'sent', totalCents: 1_089_000 };
  const invoice = { __typename: 'Invoice', id: 'i1', number: 'INV-0003', title: 'Service call', status: 'paid', totalCents: 19_800 };

  it('lists the quotes and invoices with New quote and Add equipment, each for this customer', async () => {
    renderProfile('admin', [found, docs('quotes', CustomerQuotesDocument, [quote]), docs('invoices', CustomerInvoicesDocument, [invoice])]);
    const quotes = await screen.findByRole('region', { name: 'Quotes' });
    expect(await within(quotes).findByRole('link', { name: 'QU-0007 · Ducted heating' })).toHaveAttribute('href', '/quotes/q1');
    expect(within(quotes).getByText('$10,890.00')).toBeInTheDocument();
    expect(within(quotes).getByRole('link', { name: 'New quote' })).toHaveAttribute('href', '/quotes/new?customerId=c1');
    const invoices = screen.getByRole('region', { name: 'Invoices' });
    expect(await within(invoices).findByRole('link', { name: 'INV-0003 · Service call' })).toHaveAttribute('href', '/invoices/i1');
    await userEvent.click(within(screen.getByRole('region', { name: 'Equipment' })).getByRole('button', { name: 'Add equipment' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Equipment' });
    expect(within(dialog).getByRole('combobox', { name: /Customer/ })).toHaveValue('Brew & Bloom Café');
  });

  it('shows a technician the equipment with Add equipment, but no quotes or invoices', async () => {
    renderProfile('technician');
    expect(await screen.findByRole('button', { name: 'Add equipment' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Quotes' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Invoices' })).toBeNull();
  });
});
