import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CreatePriceListItemDocument } from '../../gql/graphql';
import { renderApp } from '../../test-utils';
import { PriceListItemDialog } from './PriceListItemDialog';

// Add Item with the books' item code: sent with the item, and a code another item holds answered under the field.

const input = { name: 'Labour (per hour)', description: null, unitAmountCents: 9500, taxRate: 10, itemCode: 'LAB-HR' };

describe('PriceListItemDialog', () => {
  it("sends the item's code and shows the server's word on a code another item holds", async () => {
    const onSaved = vi.fn();
    renderApp(<PriceListItemDialog isOpen onOpenChange={() => {}} onSaved={onSaved} />, {
      mocks: [
        {
          request: { query: CreatePriceListItemDocument, variables: { input } },
          result: {
            data: {
              createItemPreset: {
                __typename: 'AppError',
                code: 'VALIDATION',
                message: 'Another price-list item already has this code',
                fieldErrors: [{ __typename: 'FieldError', field: 'code', message: 'Another price-list item already has this code' }],
              },
            },
          },
        },
      ],
    });
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Labour (per hour)');
    await userEvent.type(screen.getByRole('textbox', { name: /Unit price/ }), '95');
    const code = screen.getByRole('textbox', { name: /Item code/ });
    expect(screen.getByText(/The code of the matching item in Xero/)).toBeInTheDocument();
    await userEvent.type(code, ' LAB-HR ');
    await userEvent.click(screen.getByRole('button', { name: 'Add Item' }));
    expect(await screen.findByText('Another price-list item already has this code', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
