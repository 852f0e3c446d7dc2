import { Button, Card, DescriptionList, Grid, PageHeader, Stack } from '@spanner/design-system';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { AccountingButtons } from './AccountingButtons';
import { DocumentLines, type StoredLine } from './DocumentLines';
import { DocumentStatusBadge } from './DocumentStatusBadge';
import { dayText } from './dates';
import * as css from './documents.css';
import { type EmailContent, EmailDialog } from './EmailDialog';
import { DOCUMENT_WORDS, type DocumentKind } from './kind';
import { pdfPath, showPreview } from './preview';
import { TaxDetailsBanner, useMissingTaxDetails } from './tax-details';

/** What both detail pages show of a quote or an invoice. */
export interface DetailDocument {
  number: string;
  title?: string | null;
  status: string;
  /** 'YYYY-MM-DD'. */
  issueDate: string;
  /** Quote: expiry date; invoice: due date ('YYYY-MM-DD'). */
  secondDate?: string | null;
  reference?: string | null;
  summary?: string | null;
  notes?: string | null;
  terms?: string | null;
  customer?: { name: string; email?: string | null; phone?: string | null; address?: string | null } | null;
  lines: readonly StoredLine[];
  subtotalCents: number;
  gstCents: number;
  totalCents: number;
  /** Edit applies (not once accepted, paid or void). */
  canEdit: boolean;
  /** The email dialog's prefilled subject and message. */
  emailDraft?: EmailContent | null;
}

/**
 * The detail page of a quote or an invoice (spec part 2 §2): number and title with the status badge; Edit (while
 * it applies), Preview, Email, the document's own actions and the accounting buttons; the customer, dates, notes,
 * line items and totals; and the email dialog.
 */
export function DocumentDetailLayout({
  kind,
  id,
  doc,
  actions,
  banner,
  section,
  sendToBooks,
  sendEmail,
}: {
  kind: DocumentKind;
  id: string;
  doc: DetailDocument;
  /** The document's own actions, between Email and the accounting buttons (Accept, Convert to Job, Mark Paid …). */
  actions?: ReactNode;
  /** A line above the details, e.g. who accepted the quote. */
  banner?: ReactNode;
  /** The kind's own section under the lines and totals (an invoice's payments). */
  section?: ReactNode;
  /** The kind's Xero button (an invoice's), in place of the disabled one. */
  sendToBooks?: ReactNode;
  /** Emails the document to these addresses, with the sender's subject and message; throws with the server's message when refused. */
  sendEmail: (recipients: string[], content: EmailContent) => Promise<void>;
}) {
  const words = DOCUMENT_WORDS[kind];
  const navigate = useNavigate();
  const [emailing, setEmailing] = useState(false);
  const missing = useMissingTaxDetails(kind);
  return (
    <>
      <Stack>
        <PageHeader
          title={doc.title ? `${doc.number} · ${doc.title}` : doc.number}
          badges={<DocumentStatusBadge kind={kind} status={doc.status} />}
          back={{ href: words.listPath, label: `${words.noun}s` }}
          actions={
            <>
              {doc.canEdit && (
                <Button variant="secondary" onPress={() => navigate(`${words.listPath}/${id}/edit`)}>
                  Edit
                </Button>
              )}
              <Button variant="secondary" onPress={() => showPreview(pdfPath(kind, id))}>
                Preview
              </Button>
              {/* A draft's next step is sending it: Email is then the primary action. */}
              <Button variant={doc.status === 'draft' ? 'primary' : 'secondary'} onPress={() => setEmailing(true)}>
                Email
              </Button>
              {actions}
              <AccountingButtons xero={sendToBooks} />
            </>
          }
        />
        <TaxDetailsBanner kind={kind} missing={missing} />
        {banner}
        <Grid columns="main">
          <Stack>
            <DocumentLines lines={doc.lines} totals={doc} />
            {section}
            {(doc.summary || doc.notes) && (
              <Card title="Notes" headingLevel={2}>
                <Stack gap="2">
                  {doc.summary && <p className={css.preWrap}>{doc.summary}</p>}
                  {doc.notes && <p className={css.preWrap}>{doc.notes}</p>}
                </Stack>
              </Card>
            )}
            {doc.terms && (
              <Card title="Terms" headingLevel={2}>
                <p className={css.preWrap}>{doc.terms}</p>
              </Card>
            )}
          </Stack>
          <Stack>
            <Card title="Customer" headingLevel={2}>
              {doc.customer ? (
                <DescriptionList
                  layout="stacked"
                  items={[
                    { term: 'Name', value: doc.customer.name },
                    !!doc.customer.email && { term: 'Email', value: doc.customer.email },
                    !!doc.customer.phone && { term: 'Phone', value: doc.customer.phone },
                    !!doc.customer.address && { term: 'Address', value: doc.customer.address },
                  ]}
                />
              ) : (
                <p className={css.muted}>No customer</p>
              )}
            </Card>
            <Card title="Details" headingLevel={2}>
              <DescriptionList
                layout="stacked"
                items={[
                  { term: 'Number', value: doc.number },
                  { term: 'Issue date', value: dayText(doc.issueDate) },
                  { term: words.dateLabel, value: dayText(doc.secondDate) },
                  !!doc.reference && { term: 'Reference', value: doc.reference },
                ]}
              />
            </Card>
          </Stack>
        </Grid>
      </Stack>
      <EmailDialog
        kind={kind}
        isOpen={emailing}
        onOpenChange={setEmailing}
        defaultTo={doc.customer?.email}
        draft={doc.emailDraft}
        send={sendEmail}
      />
    </>
  );
}
