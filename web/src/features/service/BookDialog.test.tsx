import type { MockedResponse } from '@apollo/client/testing';
import { addDays, dayKeyOf, fromLocalInput } from '@rules/zoned-time';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MutationError } from '../../lib/mutation-result';
import { renderApp } from '../../test-utils';
import { BookDialog, BookDialogScheduleQuery, type BookedJob, type BookRequest, type BookUnit, BUSY_WINDOW_DAYS } from './BookDialog';

const technicians = [
  { id: 't1', name: 'Tina Tech' },
  { id: 't2', name: 'Sam Spanner' },
];

const units: BookUnit[] = [
  { equipmentId: 'e1', name: 'Kitchen split', customerId: 'c1', customerName: 'Acme Dental', suggestedTechnicianId: 't1' },
  { equipmentId: 'e2', name: 'Rooftop unit', customerId: 'c2', customerName: 'Harbour Cafe', suggestedTechnicianId: null },
];

const zone = 'Australia/Melbourne';

/** The schedule the dialog reads from its first day (tomorrow): Tina has a job at 8 am every day of the window. */
function scheduleMock(): MockedResponse {
  const firstDay = addDays(dayKeyOf(new Date(), zone), 1);
  const days = Array.from({ length: BUSY_WINDOW_DAYS }, (_, i) => addDays(firstDay, i));
  return {
    request: {
      query: BookDialogScheduleQuery,
      variables: {
        start: fromLocalInput(firstDay, '00:00', zone),
        end: fromLocalInput(addDays(firstDay, BUSY_WINDOW_DAYS), '00:00', zone),
      },
    },
    result: {
      data: {
        jobsInRange: days.map((day, i) => ({
          __typename: 'Job',
          id: `busy${i}`,
          scheduledAt: fromLocalInput(day, '08:00', zone),
          durationMinutes: 60,
          status: 'scheduled',
          technicians: [{ __typename: 'User', id: 't1' }],
        })),
      },
    },
  };
}

function renderDialog(onBook = vi.fn(async (_: BookRequest): Promise<BookedJob[]> => []), mocks: MockedResponse[] = [scheduleMock()]) {
  renderApp(<BookDialog isOpen onOpenChange={() => {}} units={units} technicians={technicians} onBook={onBook} />, { mocks });
  return onBook;
}

async function setVisitsADay(value: string) {
  const field = screen.getByRole('textbox', { name: 'Visits a day' });
  await userEvent.clear(field);
  await userEvent.type(field, value);
  await userEvent.tab();
}

describe('Book dialog', () => {
  it('suggests who serviced a unit last and asks for a technician where nobody did, before booking anything', async () => {
    const onBook = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Book 2 services' })).toBeInTheDocument();
    const kitchen = screen.getByRole('listitem', { name: 'Kitchen split' });
    expect(within(kitchen).getByRole('button', { name: /Technician for Kitchen split/ })).toHaveTextContent('Tina Tech');
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect((await screen.findAllByText('Choose a technician for Rooftop unit')).length).toBeGreaterThan(0);
    expect(onBook).not.toHaveBeenCalled();
  });

  it('refuses visits a day outside 1 to 12 with a clear message', async () => {
    const onBook = renderDialog();
    await setVisitsADay('0');
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect((await screen.findAllByText('Visits per day must be a whole number from 1 to 12')).length).toBeGreaterThan(0);
    expect(onBook).not.toHaveBeenCalled();
  });

  it("shows the server's reason when the booking is refused, and books nothing twice: one key per dialog", async () => {
    const onBook = vi.fn(async (_: BookRequest): Promise<BookedJob[]> => {
      throw new MutationError('Not enough SMS credits for 2 messages');
    });
    renderDialog(onBook);
    await userEvent.click(screen.getByRole('button', { name: /Technician for Rooftop unit/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Sam Spanner' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Send SMS to confirm' }));
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByText('Not enough SMS credits for 2 messages')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(onBook).toHaveBeenCalledTimes(2);
    const [first, second] = onBook.mock.calls.map(([request]) => request);
    expect(first.clientKey).toBe(second.clientKey);
    expect(first.sendSms).toBe(true);
    expect(first.items.map((i) => [i.equipmentId, i.technicianId])).toEqual([
      ['e1', 't1'],
      ['e2', 't2'],
    ]);
  });

  it("books around the jobs already on the technician's schedule", async () => {
    renderDialog();
    // Tina's 8 am job every day: her visit goes at 9 am.
    const kitchen = screen.getByRole('listitem', { name: 'Kitchen split' });
    await waitFor(() => expect(kitchen).toHaveTextContent('9:00 am'));
  });

  it('lists the jobs it created', async () => {
    const onBook = vi.fn(
      async (request: BookRequest): Promise<BookedJob[]> =>
        request.items.map((item, i) => ({ id: `j${i}`, title: `Service ${item.equipmentId}`, scheduledAt: item.scheduledAt })),
    );
    renderDialog(onBook);
    await userEvent.click(screen.getByRole('button', { name: /Technician for Rooftop unit/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Tina Tech' }));
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByText('2 services booked')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Service e2' })).toHaveAttribute('href', '/jobs/j1');
    // One technician, an hour each: the second visit follows the first (both after her 8 am job).
    const [a, b] = onBook.mock.calls[0][0].items;
    expect(new Date(b.scheduledAt).getTime() - new Date(a.scheduledAt).getTime()).toBe(60 * 60 * 1000);
  });
});
