import { ToastRegion, toast } from '@spanner/design-system';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PaymentReminderSettingsDocument, UpdatePaymentReminderSettingsDocument } from '../../gql/graphql';
import { renderApp } from '../../test-utils';
import { PaymentReminderSettingsCard, parseSteps } from './PaymentReminderSettingsCard';

const saved = {
  __typename: 'PaymentReminderSettings' as const,
  enabled: false,
  steps: [-3, 0, 7, 14, 30],
  email: true,
  sms: false,
  timeZone: 'Australia/Melbourne',
};

afterEach(() => toast.clear());

function render(update: { input: object; result: object }) {
  renderApp(
    <>
      <PaymentReminderSettingsCard />
      <ToastRegion />
    </>,
    {
      mocks: [
        { request: { query: PaymentReminderSettingsDocument }, result: { data: { paymentReminderSettings: saved } } },
        { request: { query: UpdatePaymentReminderSettingsDocument, variables: { input: update.input } }, result: { data: update.result } },
      ],
    },
  );
}

describe('PaymentReminderSettingsCard', () => {
  it('reads steps as whole days, signs allowed', () => {
    expect(parseSteps('-3, 0, 7')).toEqual([-3, 0, 7]);
    expect(parseSteps('+1 2')).toEqual([1, 2]);
    expect(parseSteps('-3, soon')).toBeNull();
  });

  it('starts off with the default steps; switched on with SMS, it saves and says which steps go out', async () => {
    render({
      input: { enabled: true, steps: [-3, 0, 7], email: true, sms: true },
      result: { updatePaymentReminderSettings: { ...saved, enabled: true, steps: [-3, 0, 7], sms: true } },
    });
    const steps = await screen.findByRole('textbox', { name: 'Steps' });
    expect((steps as HTMLInputElement).value).toBe('-3, 0, 7, 14, 30');
    expect(screen.getByRole('switch', { name: 'Send payment reminders' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('switch', { name: 'Send payment reminders' }));
    await userEvent.clear(steps);
    await userEvent.type(steps, '-3, 0, 7');
    await userEvent.click(screen.getByRole('checkbox', { name: /By SMS/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save reminders' }));
    expect(await screen.findByText('Payment reminders on: 3 days before due, on the due date, 7 days overdue')).toBeTruthy();
  });

  it('shows the server’s refusal and a step that is not a number', async () => {
    render({
      input: { enabled: false, steps: [-3, 0, 7, 14, 30], email: false, sms: false },
      result: { updatePaymentReminderSettings: { __typename: 'AppError', code: 'VALIDATION', message: 'Choose email, SMS or both' } },
    });
    const steps = await screen.findByRole('textbox', { name: 'Steps' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'By email' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save reminders' }));
    expect(await screen.findByText('Choose email, SMS or both')).toBeTruthy();
    await userEvent.clear(steps);
    await userEvent.type(steps, 'next week');
    await userEvent.click(screen.getByRole('button', { name: 'Save reminders' }));
    expect(await screen.findByText('Each step is a whole number of days, like -3, 0, 7')).toBeTruthy();
  });
});
