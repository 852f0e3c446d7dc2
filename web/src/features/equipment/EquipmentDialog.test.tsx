import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CreateEquipmentDocument, EquipmentDialogCustomersDocument, UpdateEquipmentDocument } from '../../gql/graphql';
import { renderApp } from '../../test-utils';
import { EquipmentDialog } from './EquipmentDialog';

const customersMock = {
  request: { query: EquipmentDialogCustomersDocument, variables: { search: null } },
  result: {
    data: {
      customers: {
        __typename: 'CustomerConnection',
        edges: [
          {
            __typename: 'CustomerEdge',
            node: { __typename: 'Customer', id: 'c1', name: 'Acme Dental', address: '12 Smith St, Richmond VIC 3121' },
          },
        ],
      },
    },
  },
  maxUsageCount: 10,
};

const equipment = {
  __typename: 'Equipment' as const,
  id: 'e1',
  name: 'Kitchen Split',
  make: 'Daikin',
  model: null,
  serial: null,
  notes: null,
  equipmentType: null,
  serviceIntervalMonths: 6,
  serviceIntervalHours: null,
  serviceRegime: null,
  lastServiceEnteredAt: null,
  customer: { __typename: 'Customer' as const, id: 'c1', name: 'Acme Dental', address: '12 Smith St, Richmond VIC 3121' },
};

describe('Equipment dialog', () => {
  it('needs a name before it sends anything', async () => {
    renderApp(<EquipmentDialog isOpen onOpenChange={() => {}} />, { mocks: [customersMock] });
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
  });

  it('shows the chosen customer and its read-only address when editing', async () => {
    renderApp(<EquipmentDialog isOpen onOpenChange={() => {}} equipment={equipment} />, { mocks: [customersMock] });
    expect(screen.getByRole('dialog', { name: 'Edit Equipment' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Kitchen Split');
    expect(screen.getByRole('combobox', { name: 'Customer' })).toHaveValue('Acme Dental');
    const address = screen.getByRole('textbox', { name: 'Address' });
    expect(address).toHaveValue('12 Smith St, Richmond VIC 3121');
    expect(address).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: /Service interval/ })).toHaveTextContent('6 months');
  });

  it('offers any months, hours run or both; refuses 0 months with a clear message before sending', async () => {
    renderApp(<EquipmentDialog isOpen onOpenChange={() => {}} equipment={equipment} />, { mocks: [customersMock] });
    await userEvent.click(screen.getByRole('button', { name: /Service interval/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Months or hours, whichever comes first' }));
    const months = screen.getByRole('textbox', { name: 'Months between services' });
    expect(screen.getByRole('textbox', { name: 'Hours run between services' })).toHaveValue('250');
    await userEvent.clear(months);
    await userEvent.type(months, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Service interval must be none or a whole number of months from 1 to 120')).toBeInTheDocument();
  });

  it('fills the interval and the equipment type from a preset, naming its source', async () => {
    renderApp(<EquipmentDialog isOpen onOpenChange={() => {}} />, { mocks: [customersMock] });
    await userEvent.click(screen.getByRole('button', { name: /Service preset/ }));
    await userEvent.click(await screen.findByRole('option', { name: /Forklift: 250 hours or 90 days/ }));
    expect(screen.getByRole('textbox', { name: 'Months between services' })).toHaveValue('3');
    expect(screen.getByRole('textbox', { name: 'Hours run between services' })).toHaveValue('250');
    expect(screen.getByLabelText('Equipment type')).toHaveValue('Forklift');
    expect(screen.getByText(/Source: Forklift manufacturers/)).toBeInTheDocument();
  });

  it("says 'Failed to save' with the server's reason when a save is refused", async () => {
    const update = {
      request: { query: UpdateEquipmentDocument, variables: () => true },
      result: {
        data: {
          updateEquipment: {
            __typename: 'AppError',
            message: 'Service interval must be none, 6 or 12 months',
            fieldErrors: [
              { __typename: 'FieldError', field: 'serviceIntervalMonths', message: 'Service interval must be none, 6 or 12 months' },
            ],
          },
        },
      },
    };
    renderApp(<EquipmentDialog isOpen onOpenChange={() => {}} equipment={equipment} />, { mocks: [customersMock, update] });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('Failed to save')).toBeInTheDocument());
    expect(screen.getAllByText('Service interval must be none, 6 or 12 months').length).toBeGreaterThan(0);
  });

  it("says 'Failed to create equipment' when the request fails", async () => {
    const create = {
      request: { query: CreateEquipmentDocument, variables: () => true },
      error: new Error('Network error'),
    };
    renderApp(<EquipmentDialog isOpen onOpenChange={() => {}} />, { mocks: [customersMock, create] });
    await userEvent.type(screen.getByLabelText('Name'), 'Roof Unit');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Failed to create equipment')).toBeInTheDocument();
    expect(screen.getByText('Network error')).toBeInTheDocument();
  });
});
