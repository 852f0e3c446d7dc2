import { formatAud } from '@rules/money';
import { Card, Link } from '@spanner/design-system';
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
    customer?: { name: string } | null;
    issueDate: string;
    /** Quote: expiry date; invoice: due date. */
    secondDate?: string | null;
  };
  /** E.g. the invoice's Edit / Delete menu (sits above the card's link). */
  menu?: ReactNode;
}

/** A quote or an invoice in its list: number and title (opens it), status badge, customer, date, total. */
export function DocumentCard({ kind, doc, menu }: DocumentCardProps) {
  const words = DOCUMENT_WORDS[kind];
  return (
    <Card padding="md" interactive className={css.card}>
      <div className={css.cardTop}>
        <h2 className={css.cardTitle}>
          <Link href={`${words.listPath}/${doc.id}`} variant="subtle" className={css.stretchedLink}>
            {doc.title ? `${doc.number} · ${doc.title}` : doc.number}
          </Link>
        </h2>
        <DocumentStatusBadge kind={kind} status={doc.status} />
      </div>
      <p className={css.muted}>{doc.customer?.name ?? 'No customer'}</p>
      <div className={css.cardFooter}>
        <span>
          {doc.secondDate ? `${words.dateLabel.replace(' date', '')} ${dayText(doc.secondDate)}` : `Issued ${dayText(doc.issueDate)}`}
        </span>
        <span className={css.amount}>{formatAud(doc.totalCents)}</span>
        {menu && <span className={css.aboveLink}>{menu}</span>}
      </div>
    </Card>
  );
}
