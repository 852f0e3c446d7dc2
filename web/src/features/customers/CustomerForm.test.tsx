import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { CreateCustomerDocument, LogoutDocument } from '../../gql/graphql';
import { renderApp } from '../../test-utils';
import { NewCustomerPage } from './NewCustomerPage';
import { customer, Location } from './test-fixtures';

const created = (result: object) => ({
  request: { query: CreateCustomerDocument, variables: () => true },
  result: { data: { createCustomer: result } },
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
    renderNew([created(customer)]);
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
    expect(await screen.findByText('Enter a valid email')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/customers/new');
  });

  it("signs out 2 s after a save refused with 'Not authenticated'", async () => {
    const refused = {
      request: { query: CreateCustomerDocument, variables: () => true },
      result: { errors: [new GraphQLError('Not authenticated', { extensions: { code: 'UNAUTHENTICATED' } })] },
    };
    renderNew([refused, { request: { query: LogoutDocument }, result: { data: { logout: true } } }]);
    await userEvent.type(screen.getByLabelText('Company name'), 'Acme');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Failed to create customer')).toBeInTheDocument();
    expect(screen.getByText('Not authenticated')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/customers/new');
    await waitFor(() => expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/login'), { timeout: 4000 });
  });
});
