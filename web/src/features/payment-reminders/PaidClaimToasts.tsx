import { useApolloClient, useSubscription } from '@apollo/client/react';
import { toast } from '@spanner/design-system';
import { graphql } from '../../gql';

const InvoicePaidClaimDocument = graphql(`
  subscription InvoicePaidClaim {
    invoiceChanged {
      id
      status
      paidClaimBy
      invoice {
        id
        number
      }
    }
  }
`);

/**
 * Every invoice of the organisation on the live channel: when a customer says on its link that an invoice is paid,
 * the office is told wherever they are in the app ("Pat Jones says INV-0042 is paid"), with a link to the invoice,
 * whose reminders are paused until someone resumes them.
 */
export function PaidClaimToasts() {
  const client = useApolloClient();
  useSubscription(InvoicePaidClaimDocument, {
    ignoreResults: true,
    onData: ({ data }) => {
      const change = data.data?.invoiceChanged;
      if (!change?.paidClaimBy) return;
      const number = change.invoice?.number ?? 'An invoice';
      toast.show(`${change.paidClaimBy} says ${number} is paid`, 'Its reminders are paused until you resume them.', {
        label: `Open ${number}`,
        href: `/invoices/${change.id}`,
      });
      void client.refetchQueries({ include: ['InvoiceReminders'] });
    },
  });
  return null;
}
