import type { Services } from '../../context.ts';
import { balanceCents } from '../../rules/invoice-balance.ts';
import { publishDocumentChange } from '../documents/document-changes.ts';
import type { Settled } from './ledger.ts';

/** After the commit: the invoice's live change (`invoiceChanged`) with its status and balance. */
export function publishLedgerChange(services: Pick<Services, 'events'>, orgId: string, s: Settled): void {
  publishDocumentChange(services, {
    orgId,
    kind: 'invoice',
    id: s.invoiceId,
    status: s.status,
    balanceCents: balanceCents(s.totalCents, s.paidCents),
  });
}
