import { paidLine, paymentMessages } from '@rules/payment-methods';
import { Banner } from '@spanner/design-system';
import { dayText } from '../documents';

export interface InvoicePayment {
  status: string;
  paidOn?: string | null;
  paymentMethod?: string | null;
  /** The ledger: with an online payment the invoice is refunded, not marked unpaid, before it is changed */
  payments?: readonly { provider?: string | null }[] | null;
}

/** On a paid invoice: when and how it was paid, and that it cannot be edited; nothing on any other. */
export function InvoicePaidBanner({ doc: invoice }: { doc: InvoicePayment }) {
  if (invoice.status !== 'paid') return null;
  return (
    <Banner tone="info" title={invoice.paidOn ? paidLine(dayText(invoice.paidOn), invoice.paymentMethod) : 'Paid'}>
      {invoice.payments?.some((p) => p.provider) ? paymentMessages.paidOnlineLocked : paymentMessages.paidLocked}
    </Banner>
  );
}
