import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { CustomersPageDocument } from '../../gql/graphql';
import { renderApp, searchFor } from '../../test-utils';
import { CustomersPage } from './CustomersPage';
import { customer, viewerMock } from './test-fixtures';

const page = (search: string | null, nodes: object[], more: { after?: string; next?: string; total?: number } = {}) => ({
  request: { query: CustomersPageDocument, variables: more.after ? { search, after: more.after } : { search } },
  result: {
    data: {
      customers: {
        __typename: 'CustomerConnection',
        totalCount: more.total ?? nodes.length,
        pageInfo: { __typename: 'PageInfo', hasNextPage: !!more.next, endCursor: more.next ?? null },
        edges: nodes.map((node) => ({ __typename: 'CustomerEdge', node })),
      },
    },
  },
});

describe('Customers list', () => {
  it('shows a card per customer with initials, company, contact, email, phone, address and notes, linking to the profile', async () => {
    renderApp(<CustomersPage />, {
      mocks: [
        viewerMock('admin'),
        page(null, [
          customer,
          { ...customer, id: 'c2', name: 'Acme', contactName: null, email: null, phone: null, address: '', notes: null },
        ]),
      ],
    });
    expect(await screen.findByRole('link', { name: 'Brew & Bloom Café' })).toHaveAttribute('href', '/customers/c1');
    expect(screen.getByRole('img', { name: 'Brew & Bloom Café' })).toHaveTextContent('BC');
    for (const text of [
      'Marco Rossi',
      'marco@brewandbloom.com.au',
      '03 9417 2231',
      '214 Brunswick Street, Fitzroy VIC 3065',
      'Rear access via the laneway',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Acme' })).toHaveAttribute('href', '/customers/c2');
    expect(screen.getByText('2 customers')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Import CSV' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New Customer' })).toBeInTheDocument();
  });

  it('hides Import CSV from technicians', async () => {
    renderApp(<CustomersPage />, { mocks: [viewerMock('technician'), page(null, [customer])] });
    await screen.findByRole('link', { name: 'Brew & Bloom Café' });
    expect(screen.queryByRole('button', { name: 'Import CSV' })).toBeNull();
    expect(screen.getByRole('button', { name: 'New Customer' })).toBeInTheDocument();
  });

  it("says 'No customers found. Create your first customer!' when there are none", async () => {
    renderApp(<CustomersPage />, { mocks: [viewerMock('admin'), page(null, [])] });
    expect(await screen.findByText('No customers found. Create your first customer!')).toBeInTheDocument();
  });

  it("searches as you type and says 'No customers match your search' when nothing does", async () => {
    renderApp(<CustomersPage />, { mocks: [viewerMock('admin'), page(null, [customer]), page('zzz', [])] });
    await screen.findByRole('link', { name: 'Brew & Bloom Café' });
    await searchFor(screen.getByRole('searchbox', { name: 'Search customers' }), 'zzz');
    expect(await screen.findByText('No customers match your search')).toBeInTheDocument();
  });

  it('shows more customers a page at a time', async () => {
    const second = { ...customer, id: 'c2', name: 'Zeta Air' };
    renderApp(<CustomersPage />, {
      mocks: [viewerMock('admin'), page(null, [customer], { next: 'c1', total: 2 }), page(null, [second], { after: 'c1', total: 2 })],
    });
    expect(await screen.findByText('2 customers')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('link', { name: 'Zeta Air' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Brew & Bloom Café' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it("says 'Failed to load customers' when the list cannot load", async () => {
    const failed = {
      request: { query: CustomersPageDocument, variables: { search: null } },
      result: { errors: [new GraphQLError('Database unavailable')] },
    };
    renderApp(<CustomersPage />, { mocks: [viewerMock('admin'), failed] });
    expect(await screen.findByText('Failed to load customers')).toBeInTheDocument();
  });
});
