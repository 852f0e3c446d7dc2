import { invoiceLockedText, paidLine, paidThroughProvider } from '@rules/payment-methods';
import { Banner } from '@spanner/design-system';
import { dayText } from '../documents';

export interface InvoicePayment {
  status: string;
  paidOn?: string | null;
  paymentMethod?: string | null;
  /** The ledger: with an online payment the invoice is refunded, not marked unpaid, before it is changed */
  payments?: readonly { provider?: string | null }[] | null;
}

/** Whether the invoice's ledger holds an online payment (one through the payment provider). */
export const paidOnline = (invoice: Pick<InvoicePayment, 'payments'>) =>
  Boolean(invoice.payments?.some((p) => paidThroughProvider(p.provider)));

/** On a paid invoice: when and how it was paid, and that it cannot be edited; nothing on any other. */
export function InvoicePaidBanner({ doc: invoice }: { doc: InvoicePayment }) {
  if (invoice.status !== 'paid') return null;
  return (
    <Banner tone="info" title={invoice.paidOn ? paidLine(dayText(invoice.paidOn), invoice.paymentMethod) : 'Paid'}>
      {invoiceLockedText(invoice.status, paidOnline(invoice))}
    </Banner>
  );
}
