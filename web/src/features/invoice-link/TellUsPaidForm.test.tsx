import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TellInvoicePaidDocument } from '../../gql/graphql';
import { renderApp } from '../../test-utils';
import { TellUsPaidForm } from './TellUsPaidForm';

const token = 'a'.repeat(43);

describe('TellUsPaidForm', () => {
  it('opens on "Already paid? Tell us", sends how they paid with their name, and thanks them', async () => {
    renderApp(<TellUsPaidForm token={token} />, {
      mocks: [
        {
          request: { query: TellInvoicePaidDocument, variables: { token, name: 'Pat Jones', message: 'Bank transfer on Monday' } },
          result: { data: { tellInvoicePaid: { __typename: 'TellUsPaidPayload', message: 'Thank you. We have told the business.' } } },
        },
      ],
    });
    // Nothing is sent by showing the page: only the button opens the form.
    await userEvent.click(screen.getByRole('button', { name: 'Already paid? Tell us' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Your name (optional)' }), 'Pat Jones');
    await userEvent.type(screen.getByRole('textbox', { name: /How and when did you pay/ }), 'Bank transfer on Monday');
    await userEvent.click(screen.getByRole('button', { name: 'Tell the business' }));
    expect(await screen.findByText('Thank you. We have told the business.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tell the business' })).toBeNull();
  });

  it('shows the server’s refusal and keeps what was typed', async () => {
    renderApp(<TellUsPaidForm token={token} />, {
      mocks: [
        {
          request: { query: TellInvoicePaidDocument, variables: { token, name: null, message: ' ' } },
          result: { data: { tellInvoicePaid: { __typename: 'AppError', code: 'VALIDATION', message: 'Tell us how and when you paid' } } },
        },
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Already paid? Tell us' }));
    await userEvent.type(screen.getByRole('textbox', { name: /How and when did you pay/ }), ' ');
    await userEvent.click(screen.getByRole('button', { name: 'Tell the business' }));
    expect(await screen.findByText('Tell us how and when you paid')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tell the business' })).toBeTruthy();
  });
});
