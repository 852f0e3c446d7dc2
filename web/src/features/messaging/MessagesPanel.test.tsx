import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessagesPanelDocument } from '../../gql/graphql';
import { renderApp } from '../../test-utils';
import { MessagesPanel } from './MessagesPanel';

const message = (id: string, provider: string, status: string) => ({
  __typename: 'Message',
  id,
  channel: 'sms',
  to: `+6141200000${id}`,
  subject: null,
  body: 'Your service is booked',
  status,
  provider,
  error: null,
  credits: 1,
  paidFromPack: false,
  createdAt: '2026-11-20T01:00:00.000Z',
  quoteId: null,
  invoiceId: null,
  job: null,
  sentBy: null,
  attachments: [],
});

const messagesMock = {
  request: { query: MessagesPanelDocument, variables: () => true },
  result: {
    data: {
      messages: {
        __typename: 'MessageConnection',
        edges: [
          { __typename: 'MessageEdge', node: message('1', 'local-outbox', 'sent') },
          { __typename: 'MessageEdge', node: message('2', 'twilio', 'sent') },
        ],
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
      },
    },
  },
  maxUsageCount: 5,
};

describe('Messages log', () => {
  it('says a message kept in the local outbox was not sent, never "Sent"; a provider-sent one reads Sent', async () => {
    renderApp(<MessagesPanel />, { mocks: [messagesMock] as never });
    const local = await screen.findByRole('listitem', { name: 'SMS to +61412000001' });
    expect(within(local).queryByText('Sent')).toBeNull();
    expect(within(local).getByText('Not sent (local outbox)')).toBeInTheDocument();
    const twilio = screen.getByRole('listitem', { name: 'SMS to +61412000002' });
    expect(within(twilio).getByText('Sent')).toBeInTheDocument();
  });
});
