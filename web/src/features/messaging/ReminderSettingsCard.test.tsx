import { ToastRegion, toast } from '@spanner/design-system';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ReminderSettingsDocument, UpdateReminderSettingsDocument } from '../../gql/graphql';
import { renderApp } from '../../test-utils';
import { ReminderSettingsCard } from './ReminderSettingsCard';

const settings = { __typename: 'ReminderSettings' as const, enabled: true, time: '08:00', timeZone: 'Australia/Melbourne' };

afterEach(() => toast.clear());

describe('ReminderSettingsCard', () => {
  it('says the saved time as the field shows it: 8:00 am, not 08:00', async () => {
    renderApp(
      <>
        <ReminderSettingsCard />
        <ToastRegion />
      </>,
      {
        mocks: [
          { request: { query: ReminderSettingsDocument }, result: { data: { reminderSettings: settings } } },
          {
            request: { query: UpdateReminderSettingsDocument, variables: { enabled: true, time: '08:00' } },
            result: { data: { updateReminderSettings: settings } },
          },
        ],
      },
    );
    const field = await screen.findByRole('group', { name: 'Send at' });
    expect(field.textContent).toContain('8');
    expect(field.textContent).toMatch(/am/i);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Reminders on: the day before each visit at 8:00 am')).toBeTruthy();
    expect(screen.queryByText(/08:00/)).toBeNull();
  });
});
