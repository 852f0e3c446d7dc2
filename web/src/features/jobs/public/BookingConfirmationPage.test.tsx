import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PublicBookingDocument, RequestAnotherTimeDocument } from '../../../gql/graphql';
import { renderApp } from '../../../test-utils';
import { BookingConfirmationPage } from './BookingConfirmationPage';

// The customer's page behind a confirmation link: Confirm, or "This time doesn't suit" with a note, and the
// business's phone and email wherever the page tells them to contact it.

const booking = (over: Record<string, unknown> = {}) => ({
  __typename: 'PublicBooking',
  title: 'Split system service',
  businessName: 'Coolair',
  businessPhone: '03 9480 1234',
  businessEmail: 'office@coolair.test',
  scheduledAt: '2026-12-01T22:00:00.000Z',
  timeZone: 'Australia/Melbourne',
  address: '1 Main St, Preston VIC 3072',
  canConfirm: true,
  confirmedAt: null,
  rescheduleRequestedAt: null,
  message: null,
  ...over,
});

const read = (data: ReturnType<typeof booking>) => ({
  request: { query: PublicBookingDocument, variables: { token: 'tok' } },
  result: { data: { publicBooking: data } },
});

const openPage = (mocks: unknown[]) =>
  renderApp(
    <Routes>
      <Route path="c/:token" element={<BookingConfirmationPage />} />
    </Routes>,
    { path: '/c/tok', mocks: mocks as never },
  );

describe('the customer’s booking page', () => {
  it('asks for another time with a note when the time does not suit, and says the business will be in touch', async () => {
    const asked = {
      request: { query: RequestAnotherTimeDocument, variables: { token: 'tok', note: 'Mornings suit us' } },
      result: {
        data: {
          requestAnotherTime: {
            __typename: 'ConfirmBookingPayload',
            message: 'Thank you: we have let the business know you would like another time. They will be in touch.',
          },
        },
      },
    };
    openPage([read(booking()), asked, read(booking({ rescheduleRequestedAt: '2026-11-27T01:00:00.000Z' }))]);
    await userEvent.click(await screen.findByRole('button', { name: 'This time doesn’t suit' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Note for Coolair (optional)' }), 'Mornings suit us');
    await userEvent.click(screen.getByRole('button', { name: 'Ask for another time' }));
    expect(await screen.findByText(/we have let the business know you would like another time/)).toBeInTheDocument();
    expect(screen.getByText('Request sent')).toBeInTheDocument();
    // Confirm stays offered: the time may suit after all.
    expect(await screen.findByRole('button', { name: 'Confirm' })).toBeInTheDocument();
  });

  it('shows how to reach the business where the booking can no longer be confirmed online', async () => {
    openPage([
      read(
        booking({
          canConfirm: false,
          message: 'This booking can no longer be confirmed online. Please contact the business that sent it.',
        }),
      ),
    ]);
    expect(await screen.findByText(/can no longer be confirmed online/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'This time doesn’t suit' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Contact Coolair' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '03 9480 1234' })).toHaveAttribute('href', 'tel:0394801234');
    expect(screen.getByRole('link', { name: 'office@coolair.test' })).toHaveAttribute('href', 'mailto:office@coolair.test');
  });
});
