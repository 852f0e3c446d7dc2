import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PaymentMethodSettingsDocument, UpdatePaymentMethodSettingsDocument } from '../../gql/graphql';
import { renderApp } from '../../test-utils';
import { PaymentMethodsCard } from './PaymentMethodsCard';

// Settings → Payments: card always on, the bank rails as switches that save, and card surcharges that cannot be
// switched on — each network with why.

const saved = { __typename: 'PaymentMethodSettings' as const, card: true, becsDebit: false, payTo: false, methods: ['card'] };

function render(update: { input: object; result: object }, today = '2026-11-27') {
  renderApp(<PaymentMethodsCard today={today} />, {
    mocks: [
      { request: { query: PaymentMethodSettingsDocument }, result: { data: { paymentMethodSettings: saved } } },
      { request: { query: UpdatePaymentMethodSettingsDocument, variables: { input: update.input } }, result: { data: update.result } },
    ],
  });
}

describe('PaymentMethodsCard', () => {
  it('card is always on; BECS Direct Debit switches on and stays on once saved', async () => {
    render({
      input: { becsDebit: true, payTo: false },
      result: { updatePaymentMethodSettings: { ...saved, becsDebit: true, methods: ['card', 'au_becs_debit'] } },
    });
    const becs = await screen.findByRole('switch', { name: 'Bank account (BECS Direct Debit)' });
    expect(screen.getByText('Card, Apple Pay or Google Pay: always on.')).toBeInTheDocument();
    expect(becs).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'PayTo' })).not.toBeChecked();
    expect(screen.getByText(/The money arrives in about 3 business days; until then the payment shows as pending/)).toBeInTheDocument();
    await userEvent.click(becs);
    // The switch is there (disabled) while the change saves: wait for the saved state, not for the switch.
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Bank account (BECS Direct Debit)' })).toBeChecked());
    expect(screen.getByRole('switch', { name: 'PayTo' })).not.toBeChecked();
  });

  it('shows the server’s refusal and leaves the switch as it was', async () => {
    render({
      input: { becsDebit: false, payTo: true },
      result: { updatePaymentMethodSettings: { __typename: 'AppError', message: 'Only an admin can change this' } },
    });
    await userEvent.click(await screen.findByRole('switch', { name: 'PayTo' }));
    expect(await screen.findByText('Only an admin can change this')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'PayTo' })).not.toBeChecked();
  });

  it('offers no card surcharge: eftpos, Mastercard and Visa are banned from 1 October 2026, Amex needs a price per card', async () => {
    render({ input: {}, result: {} });
    for (const network of ['eftpos', 'Mastercard', 'Visa']) {
      const surcharge = await screen.findByRole('switch', { name: `Surcharge on ${network}` });
      expect(surcharge).toBeDisabled();
      expect(surcharge).not.toBeChecked();
      expect(
        screen.getByText(`Not allowed: the Reserve Bank ended surcharges on ${network} cards from 1 October 2026.`),
      ).toBeInTheDocument();
    }
    expect(screen.getByRole('switch', { name: 'Surcharge on American Express' })).toBeDisabled();
    expect(screen.getByText(/cannot add a surcharge for American Express only/)).toBeInTheDocument();
  });
});
