import { MockedProvider } from '@apollo/client/testing/react';
import { DesignSystemProvider } from '@spanner/design-system';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { QuoteEditorDocument } from '../../gql/graphql';
import { createCache } from '../../lib/apollo-cache';
import { QuoteEditorPage } from './QuoteEditorPage';

// The editor opens only for what the server lets change: an answered quote's edit address says why not, and goes back.

const answered = (status: 'accepted' | 'rejected') => ({
  __typename: 'Quote',
  id: 'q1',
  status,
  canEdit: false,
  number: 'QU-0007',
  title: 'Split system install',
  summary: null,
  notes: null,
  terms: null,
  reference: null,
  taxMode: 'exclusive',
  issueDate: '2026-11-01',
  secondDate: '2026-11-30',
  customer: { __typename: 'Customer', id: 'c1', name: 'Harbour Cafe', address: null },
  lines: [],
});

describe('/quotes/{id}/edit', () => {
  it.each([
    ['rejected', 'A declined quote can no longer be changed'],
    ['accepted', 'An accepted quote can no longer be changed'],
  ] as const)('opens no editor for a quote the customer has %s: it says why, and links back to it', async (status, text) => {
    render(
      <MockedProvider
        mocks={[
          { request: { query: QuoteEditorDocument, variables: { id: 'q1', isNew: false } }, result: { data: { doc: answered(status) } } },
        ]}
        cache={createCache()}
      >
        <MemoryRouter initialEntries={['/quotes/q1/edit']}>
          <DesignSystemProvider>
            <Routes>
              <Route path="/quotes/:id/edit" element={<QuoteEditorPage />} />
            </Routes>
          </DesignSystemProvider>
        </MemoryRouter>
      </MockedProvider>,
    );
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Quote QU-0007' })).toHaveAttribute('href', '/quotes/q1');
    expect(screen.queryByRole('button', { name: 'Save & close' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Title' })).toBeNull();
  });
});
