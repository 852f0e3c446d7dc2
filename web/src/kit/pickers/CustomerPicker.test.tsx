import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CustomerPickerOptionsDocument } from '../../gql/graphql';
import { renderApp } from '../../test-utils';
import { type CustomerChoice, CustomerPicker } from './CustomerPicker';

const all = ['Bay Plumbing', 'Bayside Family Dental', 'Brew & Bloom Café'];

// A customer keeps its id in every answer, as the server's would: an option re-keyed between two answers is a new
// element, and a click landing on the old one (the 'bay' answer arriving just before the 'bays' one) picks nothing.
const options = (search: string | null, names: string[]) => ({
  request: { query: CustomerPickerOptionsDocument, variables: { search } },
  result: {
    data: {
      customers: {
        __typename: 'CustomerConnection',
        edges: names.map((name) => ({
          __typename: 'CustomerEdge',
          node: { __typename: 'Customer', id: `c${all.indexOf(name)}`, name, address: null },
        })),
      },
    },
  },
  maxUsageCount: 5,
});

async function typeIn(text: string, mocks: object[]) {
  renderApp(<CustomerPicker value={null} initial={null} onChange={() => {}} />, { mocks: mocks as never });
  const box = screen.getByRole('combobox', { name: 'Customer' });
  await userEvent.type(box, text);
  const list = await screen.findByRole('listbox');
  return () =>
    within(list)
      .getAllByRole('option')
      .map((o) => o.textContent);
}

describe('CustomerPicker', () => {
  it('offers to create "bay" while only longer names contain it', async () => {
    const shown = await typeIn('bays', [options(null, all), options('bay', all.slice(0, 2)), options('bays', ['Bayside Family Dental'])]);
    await screen.findByRole('option', { name: 'Create new customer "bays"' });
    expect(shown()).toEqual(['Bayside Family Dental', 'Create new customer "bays"']);
  });

  it('does not offer to create a name a customer already has, in any case', async () => {
    await typeIn('bay plumbing', [options(null, all), options('bay plumbing', ['Bay Plumbing'])]);
    await screen.findByRole('option', { name: 'Bay Plumbing' });
    expect(screen.queryByRole('option', { name: /^Create new customer/ })).toBeNull();
  });

  it('keeps what is typed while typing, and shows the picked customer’s name once one is picked', async () => {
    function Form() {
      const [customer, setCustomer] = useState<CustomerChoice | null>(null);
      return <CustomerPicker value={customer?.id ?? null} initial={null} onChange={setCustomer} />;
    }
    renderApp(<Form />, {
      mocks: [
        options(null, all),
        options('bay', all.slice(0, 2)),
        options('bays', ['Bayside Family Dental']),
        options('br', [all[2]]),
      ] as never,
    });
    const box = screen.getByRole('combobox', { name: 'Customer' });
    await userEvent.type(box, 'bays');
    // The answer for 'bays' has come once Bay Plumbing has left the list.
    await screen.findByRole('option', { name: 'Bayside Family Dental' });
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Bay Plumbing' })).toBeNull());
    await userEvent.click(screen.getByRole('option', { name: 'Bayside Family Dental' }));
    expect(box).toHaveValue('Bayside Family Dental');

    // Typing again searches with the typed text, which stays in the box while the answer comes.
    await userEvent.clear(box);
    await userEvent.type(box, 'br');
    await screen.findByRole('option', { name: 'Brew & Bloom Café' });
    expect(box).toHaveValue('br');
    await userEvent.click(screen.getByRole('option', { name: 'Brew & Bloom Café' }));
    expect(box).toHaveValue('Brew & Bloom Café');
  });
});
