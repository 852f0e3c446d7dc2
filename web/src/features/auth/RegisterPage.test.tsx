import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test-utils';
import { RegisterPage } from './RegisterPage';

describe('registration', () => {
  it('states the real password minimum (8 characters, as the API checks)', () => {
    renderApp(<RegisterPage />, { path: '/auth/register' });
    expect(screen.getByText('At least 8 characters')).toBeInTheDocument();
    expect(screen.queryByText(/at least 6/i)).toBeNull();
  });
});
