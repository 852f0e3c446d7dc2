import { useSubscription } from '@apollo/client/react';
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
