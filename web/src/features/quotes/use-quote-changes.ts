import { useSubscription } from '@apollo/client/react';
import { toast } from '@spanner/design-system';
import { useEffect, useRef } from 'react';
import { graphql } from '../../gql';

const QuoteChangedDocument = graphql(`
  subscription QuoteChanged($id: ID!) {
    quoteChanged(id: $id) {
      id
      status
    }
  }
`);

/** Calls `onChange` when the quote's status changes elsewhere (the customer answers on the public page, a colleague sends it). */
export function useQuoteChanges(id: string, onChange: () => void) {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useSubscription(QuoteChangedDocument, { variables: { id }, ignoreResults: true, onData: () => latest.current() });
}

const QuoteAcceptedDocument = graphql(`
  subscription QuoteAccepted {
    quoteChanged {
      id
      status
      number
      acceptedOnlineBy
    }
  }
`);

/**
 * Every quote of the organisation on the same live channel: when a customer accepts one on its emailed link, the
 * office user is told wherever they are in the app ("Quote QU-0007 accepted by Mei Chen"), with a link to the quote.
 */
export function QuoteAcceptedToasts() {
  useSubscription(QuoteAcceptedDocument, {
    ignoreResults: true,
    onData: ({ data }) => {
      const change = data.data?.quoteChanged;
      if (!change?.acceptedOnlineBy) return;
      toast.success(`Quote ${change.number} accepted by ${change.acceptedOnlineBy}`, 'Accepted online', {
        label: `Open quote ${change.number}`,
        href: `/quotes/${change.id}`,
      });
    },
  });
  return null;
}
