import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ServiceBoardDocument, ServiceCustomerFilterDocument, ServiceTechniciansDocument } from '../../gql/graphql';
import { renderApp, viewerMock } from '../../test-utils';
import { Location } from '../customers/test-fixtures';
import { ServiceBoardPage } from './ServiceBoardPage';

const unit = (id: string, name: string, extra: object = {}) => ({
  __typename: 'ServiceDueUnit',
  equipment: { __typename: 'Equipment', id, name, make: 'Daikin', model: 'FTXM35', equipmentType: 'Air-conditioner' },
  customer: { __typename: 'Customer', id: 'c1', name: 'Acme Dental' },
  address: '12 Smith St, Richmond VIC 3121',
  lastServiceAt: '2025-11-20T13:00:00.000Z',
  nextDueAt: '2026-11-20T13:00:00.000Z',
  dueBy: 'date',
  status: 'due',
  openJob: null,
  suggestedTechnician: { __typename: 'ServiceTechnician', id: 't1', name: 'Tina Tech' },
  ...extra,
});

const booked = unit('e2', 'Rooftop unit', {
  openJob: {
    __typename: 'ServiceOpenJob',
    id: 'j7',
    title: 'Service: Rooftop unit',
    scheduledAt: '2026-11-26T22:00:00.000Z',
    confirmation: 'another_time',
    rescheduleNote: 'Mornings are busy',
    technicians: [{ __typename: 'ServiceTechnician', id: 't1', name: 'Tina Tech' }],
  },
});

/** The variables of every board query the page made, newest last. */
const asked: Record<string, unknown>[] = [];

const boardMock = (units: object[]) => ({
  request: {
    query: ServiceBoardDocument,
    variables: (v: Record<string, unknown>) => {
      asked.push(v);
      return true;
    },
  },
  result: {
    data: {
      serviceDue: {
        __typename: 'ServiceDuePage',
        units,
        pagination: { __typename: 'ServicePagination', total: units.length, pages: 1, page: 1 },
        counts: { __typename: 'ServiceDueCounts', overdue: 3, thisWeek: 1, thisMonth: 2, nextMonth: 7 },
      },
    },
  },
  maxUsageCount: 20,
});

const membersMock = {
  request: { query: ServiceTechniciansDocument },
  result: { data: { members: [{ __typename: 'User', id: 't1', name: 'Tina Tech' }] } },
  maxUsageCount: 5,
};

const customersMock = {
  request: { query: ServiceCustomerFilterDocument, variables: () => true },
  result: { data: { customers: { __typename: 'CustomerConnection', edges: [] } } },
  maxUsageCount: 20,
};

function renderBoard(role: 'admin' | 'technician', path = '/service') {
  renderApp(
    <>
      <ServiceBoardPage />
      <Location />
    </>,
    { path, mocks: [viewerMock(role), boardMock([unit('e1', 'Kitchen split'), booked]), membersMock, customersMock] as never },
  );
}

describe('Service board', () => {
  it('shows each section with its count, and each unit: customer, address, last service, what is due and why, its booking', async () => {
    renderBoard('admin', '/service?window=month');
    const kitchen = await screen.findByRole('region', { name: 'Kitchen split' });
    expect(screen.getByRole('tab', { name: 'Overdue 3' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Due this week 1' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Due this month 2' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Next month 7' })).toBeInTheDocument();
    expect(within(kitchen).getByRole('link', { name: 'Acme Dental' })).toHaveAttribute('href', '/customers/c1');
    expect(within(kitchen).getByText(/12 Smith St, Richmond VIC 3121/)).toBeInTheDocument();
    expect(within(kitchen).getByText('Last service: 21 November 2025 by Tina Tech')).toBeInTheDocument();
    expect(within(kitchen).getByText('Due 21 November 2026, by date')).toBeInTheDocument();
    const rooftop = screen.getByRole('region', { name: 'Rooftop unit' });
    expect(within(rooftop).getByRole('link', { name: 'Service: Rooftop unit' })).toHaveAttribute('href', '/jobs/j7');
    expect(within(rooftop).getByText('Asked for another time')).toBeInTheDocument();
    expect(within(rooftop).getByText(/Mornings are busy/)).toBeInTheDocument();
  });

  it('keeps the section and filters in the address', async () => {
    renderBoard('admin');
    await screen.findByRole('region', { name: 'Kitchen split' });
    await userEvent.click(screen.getByRole('tab', { name: /Next month/ }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Suburb' }), 'Richmond');
    await waitFor(
      () => expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/service?window=next&suburb=Richmond'),
      { timeout: 3000 },
    );
  });

  it('filters to the units not booked yet, kept in the address', async () => {
    renderBoard('admin', '/service?window=week');
    await screen.findByRole('region', { name: 'Kitchen split' });
    expect(asked.at(-1)?.notBooked).toBe(false);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Not booked only' }));
    await waitFor(() => expect(asked.at(-1)?.notBooked).toBe(true));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/service?window=week&booked=no');
  });

  it('books only what is selected: Book waits for a selection, a unit already booked cannot be chosen again', async () => {
    renderBoard('admin', '/service?window=month');
    await screen.findByRole('region', { name: 'Kitchen split' });
    const book = screen.getByRole('button', { name: 'Book' });
    expect(book).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Select Rooftop unit' })).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Kitchen split' }));
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    await userEvent.click(book);
    const dialog = await screen.findByRole('dialog', { name: 'Book 1 service' });
    expect(within(dialog).getByRole('button', { name: /Technician for Kitchen split/ })).toHaveTextContent('Tina Tech');
  });

  it('shows a technician their units without selection, Book, the technician filter or the not-contracted list', async () => {
    renderBoard('technician');
    await screen.findByRole('region', { name: 'Kitchen split' });
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Book' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Technician/ })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Not contracted' })).toBeNull();
  });
});
