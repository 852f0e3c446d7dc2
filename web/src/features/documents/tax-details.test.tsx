import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TaxDetailsDocument, UpdateBusinessDocument } from '../../gql/graphql';
import { renderApp } from '../../test-utils';
import { EmailDialog } from './EmailDialog';
import { TaxDetailsPanel } from './tax-details';

// A business without the details of a valid tax invoice is told before it tries to send (rules/tax-details.ts):
// the email dialog says what is missing, links to Settings and does not send; a new document asks in place.

const org = (over: Record<string, string | null> = {}) => ({
  __typename: 'Organization',
  id: 'org-1',
  abn: null,
  street: null,
  suburb: null,
  state: null,
  postcode: null,
  phone: null,
  email: null,
  bsb: null,
  accountNumber: null,
  paymentInstructions: null,
  ...over,
});
const details = (o: ReturnType<typeof org>) => ({
  request: { query: TaxDetailsDocument },
  result: { data: { viewer: { __typename: 'User', id: 'u-1', org: o } } },
  maxUsageCount: 5,
});

describe('the details a tax invoice needs', () => {
  it('the email dialog names what is missing, links to the Business settings and does not send', async () => {
    const send = vi.fn(async () => {});
    renderApp(<EmailDialog kind="invoice" isOpen onOpenChange={() => {}} defaultTo="pat@example.com" send={send} />, {
      mocks: [details(org({ abn: '51824753556', phone: '03 9555 0101', email: 'office@x.test' }))] as never,
    });
    const dialog = screen.getByRole('dialog', { name: 'Email Invoice' });
    expect(
      await within(dialog).findByText('Add your business address and payment details in Settings before you send this invoice.'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Open Business settings' })).toHaveAttribute('href', '/settings?tab=business');
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(send).not.toHaveBeenCalled();
  });

  it('a quote needs no payment details', async () => {
    renderApp(<EmailDialog kind="quote" isOpen onOpenChange={() => {}} defaultTo="pat@example.com" send={async () => {}} />, {
      mocks: [
        details(
          org({
            abn: '51824753556',
            street: '1 A St',
            suburb: 'Preston',
            state: 'VIC',
            postcode: '3072',
            phone: '03 9555 0101',
            email: 'o@x.test',
          }),
        ),
      ] as never,
    });
    const send = screen.getByRole('button', { name: 'Send' });
    await vi.waitFor(() => expect(send).toBeEnabled());
    expect(screen.queryByText(/before you send/)).toBeNull();
  });

  it('a new invoice asks for the missing details in place and saves only those', async () => {
    const complete = org({
      abn: '51824753556',
      street: '1 A St',
      suburb: 'Preston',
      state: 'VIC',
      postcode: '3072',
      phone: '03 9555 0101',
      email: 'o@x.test',
      paymentInstructions: 'PayID 0412 345 678',
    });
    const save = {
      request: { query: UpdateBusinessDocument, variables: { input: { paymentInstructions: 'PayID 0412 345 678' } } },
      result: {
        data: {
          updateOrganization: {
            ...complete,
            name: 'Acme',
            accountName: null,
            invoiceTerms: null,
            quoteTerms: null,
          },
        },
      },
    };
    renderApp(<TaxDetailsPanel kind="invoice" />, {
      mocks: [details(org({ ...complete, paymentInstructions: null })), save] as never,
    });
    const form = await screen.findByRole('form', { name: 'Business details for sending' });
    expect(screen.getByText('Add your payment details in Settings before you send this invoice.')).toBeTruthy();
    // Only the payment fields are asked for.
    expect(within(form).queryByRole('textbox', { name: 'ABN' })).toBeNull();
    await userEvent.type(within(form).getByRole('textbox', { name: /Other payment instructions/ }), 'PayID 0412 345 678');
    await userEvent.click(within(form).getByRole('button', { name: 'Save business details' }));
    // Once nothing is missing, the panel goes.
    await vi.waitFor(() => expect(screen.queryByRole('form', { name: 'Business details for sending' })).toBeNull());
  });
});
