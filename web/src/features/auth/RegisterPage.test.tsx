import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RegisterPageDocument } from '../../gql/graphql';
import { renderApp } from '../../test-utils';
import { RegisterPage } from './RegisterPage';

const tooShort = 'Password must be at least 8 characters';

/** The server's answer to a password it refuses as too short: a field error on password. */
const refusedShortPassword = {
  request: {
    query: RegisterPageDocument,
    variables: { input: { orgName: 'Frosty Air', name: null, email: 'fran@frosty.test', password: 'short', plan: null } },
  },
  result: {
    data: {
      register: {
        __typename: 'AppError',
        code: 'VALIDATION_ERROR',
        message: tooShort,
        fieldErrors: [{ __typename: 'FieldError', field: 'password', message: tooShort }],
      },
    },
  },
};

describe('registration', () => {
  it('states the real password minimum (8 characters, as the API checks)', () => {
    renderApp(<RegisterPage />, { path: '/auth/register' });
    expect(screen.getByText('At least 8 characters')).toBeInTheDocument();
    expect(screen.queryByText(/at least 6/i)).toBeNull();
  });

  it('has a top heading, the Spanner logo and a link home', () => {
    renderApp(<RegisterPage />, { path: '/auth/register' });
    expect(screen.getByRole('heading', { level: 1, name: 'Start your free trial' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Spanner home' })).toHaveAttribute('href', '/');
  });

  it('states the password rule once when the password is too short', async () => {
    renderApp(<RegisterPage />, { path: '/auth/register', mocks: [refusedShortPassword] });
    await userEvent.type(screen.getByLabelText(/Business name/), 'Frosty Air');
    await userEvent.type(screen.getByLabelText(/Email/), 'fran@frosty.test');
    await userEvent.type(screen.getByLabelText(/Password/), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(tooShort)).toBeInTheDocument();
    expect(screen.getAllByText(/8 characters/)).toHaveLength(1);
  });
});
