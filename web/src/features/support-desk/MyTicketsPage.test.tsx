import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MyAssignedTicketsDocument } from '../../gql/graphql';
import { renderApp } from '../../test-utils';
import { MyTicketsPage } from './MyTicketsPage';

// My Assigned Tickets (spec part 2 §2): four count cards, a section per non-empty status in the order open,
// in progress, resolved, closed, and each description cut at 100 characters.

const ticket = (id: string, status: string, description = 'Short') => ({
  __typename: 'SupportTicket',
  id,
  title: `Ticket ${id}`,
  description,
  status,
  priority: 'high',
  orgName: 'Coolair',
  createdAt: '2026-11-20T01:00:00.000Z',
});

const mocks = (tickets: unknown[]) => [{ request: { query: MyAssignedTicketsDocument }, result: { data: { myAssignedTickets: tickets } } }];

describe('My Assigned Tickets', () => {
  it('groups tickets by status in order, counts them and cuts long descriptions', async () => {
    const long = 'x'.repeat(150);
    renderApp(<MyTicketsPage />, { mocks: mocks([ticket('a', 'resolved'), ticket('b', 'open', long), ticket('c', 'open')]) });
    expect(await screen.findByText('3 tickets assigned to you')).toBeInTheDocument();
    const sections = screen.getAllByRole('region');
    expect(sections.map((s) => s.getAttribute('aria-label'))).toEqual(['Open', 'Resolved']);
    expect(within(sections[0] as HTMLElement).getByText(`${'x'.repeat(100)}...`)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'In Progress' })).not.toBeInTheDocument();
  });

  it('says when nothing is assigned and offers the queue', async () => {
    renderApp(<MyTicketsPage />, { mocks: mocks([]) });
    expect(await screen.findByText('No tickets assigned')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View Ticket Queue' })).toBeInTheDocument();
  });
});
