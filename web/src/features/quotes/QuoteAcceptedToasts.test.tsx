import { ToastRegion, toast } from '@spanner/design-system';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { QuoteAcceptedDocument } from '../../gql/graphql';
import { renderApp } from '../../test-utils';
import { QuoteAcceptedToasts } from './use-quote-changes';

// Signed-in office users hear of a customer's online acceptance wherever they are in the app: the quotes' live
// channel carries who accepted which quote, and the main layout turns it into a toast.

const change = (over: object) => ({
  request: { query: QuoteAcceptedDocument },
  result: {
    data: { quoteChanged: { __typename: 'QuoteChange', id: 'q1', status: 'accepted', number: null, acceptedOnlineBy: null, ...over } },
  },
});

const render = (mock: object) =>
  renderApp(
    <>
      <QuoteAcceptedToasts />
      <ToastRegion />
    </>,
    { mocks: [mock] as never },
  );

afterEach(() => toast.clear());

describe('the office’s toast of an online acceptance', () => {
  it('says which quote the customer accepted, and who', async () => {
    render(change({ number: 'QU-0007', acceptedOnlineBy: 'Mei Chen' }));
    expect(await screen.findByText('Quote QU-0007 accepted by Mei Chen')).toBeInTheDocument();
  });

  it('links to the accepted quote', async () => {
    render(change({ number: 'QU-0007', acceptedOnlineBy: 'Mei Chen' }));
    expect(await screen.findByRole('link', { name: 'Open quote QU-0007' })).toHaveAttribute('href', '/quotes/q1');
  });
});
