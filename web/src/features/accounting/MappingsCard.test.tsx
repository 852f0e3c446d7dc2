import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AccountingMappingsDocument, UpdateAccountingMappingsDocument } from '../../gql/graphql';
import { renderApp } from '../../test-utils';
import { MappingsCard } from './MappingsCard';

// Settings → Accounting → Mappings: the defaults read from the Xero file, saved as they are; a code the file no
// longer holds comes back as the field's own message.

const file = {
  __typename: 'AccountingMappings' as const,
  saved: false,
  salesAccountCode: '200',
  gstTaxType: 'OUTPUT',
  gstFreeTaxType: 'EXEMPTOUTPUT',
  cardFeesAccountCode: '404',
  clearingAccountCode: '615',
  trackingSource: 'none',
  trackingCategoryId: null,
  contactsSource: 'spanner',
  accounts: [
    { __typename: 'BooksAccount', code: '200', name: 'Sales', accountClass: 'REVENUE', takesPayments: false },
    { __typename: 'BooksAccount', code: '404', name: 'Bank Fees', accountClass: 'EXPENSE', takesPayments: false },
    { __typename: 'BooksAccount', code: '615', name: 'Stripe Clearing', accountClass: 'ASSET', takesPayments: true },
  ],
  taxRates: [
    { __typename: 'BooksTaxRate', taxType: 'OUTPUT', name: 'GST on Income', appliesToRevenue: true },
    { __typename: 'BooksTaxRate', taxType: 'EXEMPTOUTPUT', name: 'GST Free Income', appliesToRevenue: true },
  ],
  trackingCategories: [],
};
const input = {
  salesAccountCode: '200',
  gstTaxType: 'OUTPUT',
  gstFreeTaxType: 'EXEMPTOUTPUT',
  cardFeesAccountCode: '404',
  clearingAccountCode: '615',
  trackingSource: 'none',
  trackingCategoryId: null,
  contactsSource: 'spanner',
};

describe('MappingsCard', () => {
  it('shows the file’s defaults and the server’s word on a code the file does not hold', async () => {
    renderApp(<MappingsCard />, {
      mocks: [
        { request: { query: AccountingMappingsDocument }, result: { data: { accountingMappings: file } } },
        {
          request: { query: UpdateAccountingMappingsDocument, variables: { input } },
          result: {
            data: {
              updateAccountingMappings: {
                __typename: 'AppError',
                code: 'VALIDATION',
                message: 'Some choices are not in your Xero file',
                fieldErrors: [
                  {
                    __typename: 'FieldError',
                    field: 'clearingAccountCode',
                    message: 'Not an account of your Xero file that takes payments',
                  },
                ],
              },
            },
          },
        },
      ],
    });
    expect(await screen.findByText('These are the defaults read from your Xero file. Check them and save.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Sales account/ })).toHaveTextContent('200 · Sales');
    expect(screen.getByRole('button', { name: /GST on Income/ })).toHaveTextContent('GST on Income');
    // Stripe's fee goes to the card-fees account; None posts no fee, and the hint says so.
    expect(screen.getByRole('button', { name: /Card fees account/ })).toHaveTextContent('404 · Bank Fees');
    expect(screen.getByText(/None: no fee is posted/)).toBeInTheDocument();
    // A file without tracking categories offers no tracking, and says why.
    expect(screen.getByText(/Your file has no tracking categories/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Track invoice lines by/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save mappings' }));
    expect(await screen.findByText('Some choices are not in your Xero file', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('Not an account of your Xero file that takes payments')).toBeInTheDocument();
  });

  it('offers who owns customers’ details, says what each choice does, and saves the books as the owner', async () => {
    const saved = { ...file, saved: true, contactsSource: 'books' };
    const { accounts: _a, taxRates: _t, trackingCategories: _c, ...values } = saved;
    renderApp(<MappingsCard books="MYOB" />, {
      mocks: [
        { request: { query: AccountingMappingsDocument }, result: { data: { accountingMappings: { ...file, saved: true } } } },
        {
          request: { query: UpdateAccountingMappingsDocument, variables: { input: { ...input, contactsSource: 'books' } } },
          result: { data: { updateAccountingMappings: values } },
        },
      ],
    });
    const owner = await screen.findByRole('button', { name: /Customer details come from/ });
    expect(owner).toHaveTextContent('Spanner');
    expect(screen.getByText(/changed in Spanner are sent to MYOB; changes made in MYOB stay there/)).toBeInTheDocument();
    await userEvent.click(owner);
    await userEvent.click(await screen.findByRole('option', { name: 'MYOB' }));
    expect(
      screen.getByText(/changed in MYOB replace Spanner's within five minutes; Spanner no longer sends its own edits to MYOB/),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save mappings' }));
    expect(await screen.findByText('Mappings saved.', {}, { timeout: 15_000 })).toBeInTheDocument();
  });

  it("offers tracking by job type or technician in one of the file's categories, with an honest hint, and saves the choice", async () => {
    const withTracking = {
      ...file,
      saved: true,
      trackingCategories: [
        { __typename: 'BooksTrackingCategory', id: 'tc-region', name: 'Region', options: ['North', 'South'] },
        { __typename: 'BooksTrackingCategory', id: 'tc-type', name: 'Job type', options: ['Service', 'Installation'] },
      ],
    };
    const saved = { ...input, trackingSource: 'job_type', trackingCategoryId: 'tc-type' };
    renderApp(<MappingsCard />, {
      mocks: [
        { request: { query: AccountingMappingsDocument }, result: { data: { accountingMappings: withTracking } } },
        {
          request: { query: UpdateAccountingMappingsDocument, variables: { input: saved } },
          result: { data: { updateAccountingMappings: { ...withTracking, ...saved } } },
        },
      ],
    });
    const source = await screen.findByRole('button', { name: /Track invoice lines by/ });
    expect(source).toHaveTextContent('No tracking');
    expect(screen.getByText(/Spanner never adds options in Xero/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Tracking category/ })).toBeNull();
    await userEvent.click(source);
    await userEvent.click(screen.getByRole('option', { name: /Job type/ }));
    const category = screen.getByRole('button', { name: /Tracking category/ });
    expect(category).toHaveTextContent('Region (North, South)');
    await userEvent.click(category);
    await userEvent.click(screen.getByRole('option', { name: 'Job type (Service, Installation)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save mappings' }));
    expect(await screen.findByText('Mappings saved.', {}, { timeout: 15_000 })).toBeInTheDocument();
  });
});
