import { statusBadge } from '@rules/status-tones';
import { StatusBadge } from '@spanner/design-system';
import type { DocumentKind } from './kind';

/** A quote's or invoice's status as a badge (invoices: sent blue, paid green, overdue red, draft grey). */
export function DocumentStatusBadge({ kind, status }: { kind: DocumentKind; status: string }) {
  return <StatusBadge {...statusBadge(kind, status)} />;
}
