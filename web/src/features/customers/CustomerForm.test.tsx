import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { CreateCustomerDocument, CustomerPickerOptionsDocument, LogoutDocument } from '../../gql/graphql';
import { renderApp } from '../../test-utils';
import { CustomerForm } from './CustomerForm';
import { NewCustomerPage } from './NewCustomerPage';
import { customer, Location } from './test-fixtures';

const created = (result: object) => ({
  request: { query: CreateCustomerDocument, variables: () => true },
  result: { data: { createCustomer: result } },
});

/** The customers whose details hold every word of `search` (the duplicate-name check asks before creating). */
const namesLike = (search: string, names: string[] = []) => ({
  request: { query: CustomerPickerOptionsDocument, variables: { search } },
  result: {
    data: {
      customers: {
        __typename: 'CustomerConnection',
        edges: names.map((name, i) => ({ __typename: 'CustomerEdge', node: { __typename: 'Customer', id: `c${i}`, name, address: null } })),
      },
    },
  },
});

function renderNew(mocks: object[]) {
  renderApp(
    <>
      <NewCustomerPage />
      <Location />
    </>,
    { path: '/customers/new', mocks: mocks as never },
  );
}

describe('New customer', () => {
  it('keeps Create disabled until a company name is typed, then creates and returns to /customers', async () => {
    renderNew([namesLike('Brew & Bloom Café', ['Brew & Bloom Cafeteria']), created(customer)]);
    const create = screen.getByRole('button', { name: 'Create' });
    expect(create).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Company name'), '   ');
    expect(create).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Company name'), 'Brew & Bloom Café');
    expect(create).toBeEnabled();
    await userEvent.click(create);
    await waitFor(() => expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/customers$/));
  });

  it("shows the server's field errors under their fields ('Enter a valid email')", async () => {
    renderNew([
      namesLike('Acme'),
      created({
        __typename: 'AppError',
        code: 'VALIDATION',
        message: 'Enter a valid email',
        fieldErrors: [{ __typename: 'FieldError', field: 'email', message: 'Enter a valid email' }],
      }),
    ]);
    await userEvent.type(screen.getByLabelText('Company name'), 'Acme');
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Enter a valid email', {})).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/customers/new');
  });

  it("sends the customer's ABN as typed and shows the server's refusal of a wrong one on its field", async () => {
    let sent: { abn?: string } = {};
    renderNew([
      namesLike('Acme'),
      {
        request: {
          query: CreateCustomerDocument,
          variables: (v: { input: { abn?: string } }) => {
            sent = v.input;
            return true;
          },
        },
        result: {
          data: {
            createCustomer: {
              __typename: 'AppError',
              code: 'VALIDATION',
              message: 'Enter a valid 11-digit ABN',
              fieldErrors: [{ __typename: 'FieldError', field: 'abn', message: 'Enter a valid 11-digit ABN' }],
            },
          },
        },
      },
    ]);
    await userEvent.type(screen.getByLabelText('Company name'), 'Acme');
    await userEvent.type(screen.getByLabelText('ABN'), '51 824 753 557');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Enter a valid 11-digit ABN')).toBeInTheDocument();
    expect(screen.getByLabelText('ABN')).toHaveAttribute('aria-invalid', 'true');
    expect(sent.abn).toBe('51 824 753 557');
  });

  it('checks phone, state and postcode before sending, each message on its field, and clears one when it is edited', async () => {
    renderNew([namesLike('Acme'), created(customer)]);
    await userEvent.type(screen.getByLabelText('Company name'), 'Acme');
    await userEvent.type(screen.getByLabelText('Phone'), '9123 4567');
    await userEvent.type(screen.getByLabelText('State'), 'Vicky');
    await userEvent.type(screen.getByLabelText('Postcode'), '300');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(
      await screen.findByText('Enter an Australian phone number with its area code, like 03 9123 4567 or 0412 345 678'),
    ).toBeInTheDocument();
    expect(screen.getByText('State must be one of VIC, NSW, QLD, SA, WA, TAS, NT or ACT')).toBeInTheDocument();
    expect(screen.getByText('Postcode must be 4 digits')).toBeInTheDocument();
    expect(screen.getByLabelText('Postcode')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(screen.getByLabelText('Postcode'), '0');
    expect(screen.queryByText('Postcode must be 4 digits')).toBeNull();
    await userEvent.clear(screen.getByLabelText('Phone'));
    await userEvent.type(screen.getByLabelText('Phone'), '03 9123 4567');
    await userEvent.clear(screen.getByLabelText('State'));
    await userEvent.type(screen.getByLabelText('State'), 'vic');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/customers$/));
  });

  it("warns 'A customer named … already exists' (any case) and creates only on 'Create anyway'", async () => {
    renderNew([namesLike('brew & bloom café', ['Brew & Bloom Café', 'Brew & Bloom Café Annex']), created(customer)]);
    await userEvent.type(screen.getByLabelText('Company name'), 'brew & bloom café');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('A customer named "Brew & Bloom Café" already exists')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/customers/new');
    await userEvent.click(screen.getByRole('button', { name: 'Create anyway' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/customers$/));
  });

  it('drops the warning when the name is changed', async () => {
    renderNew([namesLike('Acme', ['ACME']), namesLike('Acme Two'), created(customer)]);
    await userEvent.type(screen.getByLabelText('Company name'), 'Acme');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('A customer named "ACME" already exists')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Company name'), ' Two');
    expect(screen.queryByText('A customer named "ACME" already exists')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/customers$/));
  });

  it("signs out 2 s after a save refused with 'Not authenticated'", async () => {
    const refused = {
      request: { query: CreateCustomerDocument, variables: () => true },
      result: { errors: [new GraphQLError('Not authenticated', { extensions: { code: 'UNAUTHENTICATED' } })] },
    };
    renderNew([namesLike('Acme'), refused, { request: { query: LogoutDocument }, result: { data: { logout: true } } }]);
    await userEvent.type(screen.getByLabelText('Company name'), 'Acme');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Failed to create customer')).toBeInTheDocument();
    expect(screen.getByText('Not authenticated')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/customers/new');
    await waitFor(() => expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/login'));
  });
});

describe('Edit customer dialog', () => {
  it("says 'Company name is required' when the name is cleared and saved, and sends nothing", async () => {
    // No mock for the update: a call would fail the save with another message.
    let saved = false;
    renderApp(<CustomerForm customer={customer} onSaved={() => (saved = true)} onCancel={() => {}} />, { path: '/customers/c1' });
    await userEvent.clear(screen.getByLabelText('Company name'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Company name is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Company name')).toHaveAttribute('aria-invalid', 'true');
    expect(saved).toBe(false);
  });
});
