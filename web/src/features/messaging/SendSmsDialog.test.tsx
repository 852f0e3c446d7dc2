import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SendSmsFieldsFragment } from '../../gql/graphql';
import { renderApp, viewerMock } from '../../test-utils';
import { SendSmsDialog } from './SendSmsDialog';

// The Send SMS dialog of a job: what the SMS will cost as it is typed, the text kept as typed, and a customer
// without a mobile said before anything is typed. A technician's view (no usage banner to load).

const job = (
  customer: Partial<NonNullable<SendSmsFieldsFragment['customer']>> | null,
  title = 'Hot water – Sam’s unit',
  booking: Pick<SendSmsFieldsFragment, 'status' | 'confirmedAt'> = { status: 'scheduled', confirmedAt: null },
) =>
  ({
    __typename: 'Job',
    id: 'j1',
    title,
    ...booking,
    scheduledAt: null,
    customer: customer && {
      __typename: 'Customer',
      id: 'c1',
      name: 'Harbour Cafe',
      contactName: 'Dana Lee',
      phone: '0412 345 678',
      ...customer,
    },
  }) as SendSmsFieldsFragment;

/** The dialog open on a job, once its form is there (it waits for the signed-in viewer: the business's name). */
function open(j: SendSmsFieldsFragment) {
  const rendered = renderApp(<SendSmsDialog job={j} isOpen onOpenChange={() => {}} />, { mocks: [viewerMock('technician')] });
  return screen.findByRole('textbox', { name: 'Message' }).then(() => rendered);
}

const message = () => screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;

describe('Send SMS dialog', () => {
  it('offers no confirmation text for a job its customer can no longer confirm, and says why', async () => {
    for (const [booking, says] of [
      [{ status: 'done', confirmedAt: null }, 'This job is Done, so its customer can no longer confirm it'],
      [{ status: 'cancelled', confirmedAt: null }, 'This job is Cancelled, so its customer can no longer confirm it'],
      [{ status: 'in_progress', confirmedAt: null }, 'This job is In Progress, so its customer can no longer confirm it'],
      [{ status: 'scheduled', confirmedAt: '2026-11-20T01:00:00.000Z' }, 'This booking is already confirmed'],
    ] as const) {
      const { unmount } = renderApp(<SendSmsDialog job={job({}, 'Service', booking)} isOpen onOpenChange={() => {}} />, {
        mocks: [viewerMock('technician')],
      });
      expect(await screen.findByText(new RegExp(says))).toBeInTheDocument();
      expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Send SMS' })).toBeNull();
      unmount();
    }
  });

  it('writes the default text in plain characters and shows its cost: 1 segment · 1 credit', async () => {
    await open(job({}));
    expect(message().value).toBe("Hi Dana, Coolair has booked Hot water - Sam's unit. Please tap the link to confirm.");
    expect(screen.getByText('1 segment · 1 credit')).toBeInTheDocument();
    expect(screen.queryByText(/Unicode/)).toBeNull();
  });

  it('updates the cost as the user types; an emoji is kept and costs its Unicode segments', async () => {
    await open(job({}));
    await userEvent.type(message(), ' 👍');
    expect(message().value).toMatch(/confirm\. 👍$/);
    expect(screen.getByText('3 segments · 3 credits')).toBeInTheDocument();
    expect(screen.getByText(/👍 makes it Unicode: 70 characters a segment instead of 160/)).toBeInTheDocument();
    // Plain punctuation would not help: the emoji is what costs.
    expect(screen.queryByRole('button', { name: /Use plain punctuation/ })).toBeNull();
  });

  it('keeps a curly apostrophe the user typed, shows what it costs, and offers plain punctuation', async () => {
    await open(job({}, 'Service'));
    await userEvent.clear(message());
    await userEvent.type(message(), 'We’ll be there at 9 – see you then');
    expect(message().value).toBe('We’ll be there at 9 – see you then');
    expect(screen.getByText('2 segments · 2 credits')).toBeInTheDocument();
    expect(screen.getByText(/’ – make it Unicode/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Use plain punctuation (1 segment · 1 credit)' }));
    expect(message().value).toBe("We'll be there at 9 - see you then");
    expect(screen.getByText('1 segment · 1 credit')).toBeInTheDocument();
  });

  it('says at once when the customer has no mobile, and where to add one', async () => {
    await open(job({ phone: null }));
    expect(screen.getByText('Harbour Cafe has no mobile number')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'the customer’s details' })).toHaveAttribute('href', '/customers/c1/edit');
    expect(screen.getByRole('textbox', { name: /Phone/ })).toHaveValue('');
  });

  it('says a landline cannot receive SMS, and that a job without a customer has no one to text', async () => {
    const { unmount } = await open(job({ phone: '03 9123 4567' }));
    expect(screen.getByText('Harbour Cafe’s number is not a mobile')).toBeInTheDocument();
    expect(screen.getByText(/03 9123 4567 cannot receive SMS/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Phone/ })).toHaveValue('');
    unmount();
    await open(job(null));
    expect(screen.getByText('This job has no customer to text')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Job' })).toHaveAttribute('href', '/jobs/j1/edit');
  });

  it('says nothing about the phone when the customer has a mobile', async () => {
    await open(job({}));
    expect(screen.getByRole('textbox', { name: /Phone/ })).toHaveValue('0412 345 678');
    expect(screen.queryByText(/no mobile|not a mobile/)).toBeNull();
  });
});
