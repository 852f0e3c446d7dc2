import { ToastRegion, toast } from '@spanner/design-system';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { InvoiceRemindersDocument, ResumeInvoiceRemindersDocument } from '../../gql/graphql';
import { renderApp, viewerMock } from '../../test-utils';
import { InvoiceReminders } from './InvoiceReminders';

afterEach(() => toast.clear());

const reminders = (paused: boolean) => ({
  __typename: 'InvoiceReminders' as const,
  invoiceId: 'inv-1',
  noReminders: false,
  customerNoReminders: false,
  paidClaim: paused
    ? { __typename: 'InvoicePaidClaim' as const, at: '2026-12-01T23:00:00.000Z', name: 'Pat Jones', text: 'Bank transfer on Monday' }
    : null,
  sent: [
    {
      __typename: 'SentPaymentReminder' as const,
      step: -3,
      channel: 'email',
      outcome: 'sent',
      text: 'Sent 3 days before due on 28 Nov 2026 by email',
    },
  ],
});

describe('InvoiceReminders', () => {
  it('shows what was sent and the customer’s claim; the office resumes the reminders', async () => {
    renderApp(
      <>
        <InvoiceReminders invoiceId="inv-1" />
        <ToastRegion />
      </>,
      {
        mocks: [
          viewerMock('manager'),
          {
            request: { query: InvoiceRemindersDocument, variables: { invoiceId: 'inv-1' } },
            result: { data: { invoiceReminders: reminders(true) } },
          },
          {
            request: { query: ResumeInvoiceRemindersDocument, variables: { invoiceId: 'inv-1' } },
            result: { data: { resumeInvoiceReminders: { __typename: 'InvoiceReminders', invoiceId: 'inv-1' } } },
          },
          {
            request: { query: InvoiceRemindersDocument, variables: { invoiceId: 'inv-1' } },
            result: { data: { invoiceReminders: reminders(false) } },
          },
        ],
      },
    );
    expect(await screen.findByText("Customer says it's paid: Bank transfer on Monday")).toBeTruthy();
    expect(screen.getByText('Sent 3 days before due on 28 Nov 2026 by email')).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Resume reminders' }));
    expect(await screen.findByText('Reminders resumed')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(/Customer says it's paid/)).toBeNull());
  });
});
