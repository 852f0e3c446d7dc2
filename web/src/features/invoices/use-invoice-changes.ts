import { useSubscription } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { graphql } from '../../gql';

const InvoiceChangedDocument = graphql(`
  subscription InvoiceChanged($id: ID) {
    invoiceChanged(id: $id) {
      id
      status
      balanceCents
    }
  }
`);

/**
 * Calls `onChange` when the invoice (or, with `id` null, any of the organisation's invoices) changes elsewhere: a
 * colleague records a payment or a refund, the payment provider settles one, it is sent or marked paid. The page
 * reads it again (its balance and ledger with it; a list its cards and counts).
 */
export function useInvoiceChanges(id: string | null, onChange: () => void) {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useSubscription(InvoiceChangedDocument, { variables: id ? { id } : {}, ignoreResults: true, onData: () => latest.current() });
}
