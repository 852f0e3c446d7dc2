import { formatAud } from '@rules/money';
import { LinkCard } from '@spanner/design-system';
import type { ReactNode } from 'react';
import { DocumentStatusBadge } from './DocumentStatusBadge';
import { dayText } from './dates';
import * as css from './documents.css';
import { DOCUMENT_WORDS, type DocumentKind } from './kind';

export interface DocumentCardProps {
  kind: DocumentKind;
  doc: {
    id: string;
    number: string;
    title?: string | null;
    status: string;
    totalCents: number;
    /** An invoice's balance due: shown beside the total while it is part paid. */
    balanceCents?: number;
    customer?: { name: string } | null;
    issueDate: string;
    /** Quote: expiry date; invoice: due date. */
    secondDate?: string | null;
  };
  /** E.g. the invoice's Edit / Delete menu (sits above the card's link). */
  menu?: ReactNode;
}

/** A quote or an invoice in its list: number and title (opens it), status badge, customer, date, total (and the balance of a part-paid invoice). */
export function DocumentCard({ kind, doc, menu }: DocumentCardProps) {
  const words = DOCUMENT_WORDS[kind];
  return (
    <LinkCard
      href={`${words.listPath}/${doc.id}`}
      title={doc.title ? `${doc.number} · ${doc.title}` : doc.number}
      trailing={<DocumentStatusBadge kind={kind} status={doc.status} />}
      footer={
        <>
          <span>
            {doc.secondDate ? `${words.dateLabel.replace(' date', '')} ${dayText(doc.secondDate)}` : `Issued ${dayText(doc.issueDate)}`}
          </span>
          <span className={css.amount}>
            {doc.balanceCents !== undefined && doc.balanceCents > 0 && doc.balanceCents < doc.totalCents
              ? `${formatAud(doc.balanceCents)} due of ${formatAud(doc.totalCents)}`
              : formatAud(doc.totalCents)}
          </span>
        </>
      }
      actions={menu}
    >
      <p className={css.muted}>{doc.customer?.name ?? 'No customer'}</p>
    </LinkCard>
  );
}
