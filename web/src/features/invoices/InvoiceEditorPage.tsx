import { invoiceLockedText } from '@rules/payment-methods';
import { graphql } from '../../gql';
import type { InvoiceInput } from '../../gql/graphql';
import { type DocumentEditorKind, DocumentEditorPage } from '../documents';
import { paidOnline } from './InvoicePaidBanner';

// The invoice's part of the shared editor: its query and mutations, aliased to the names the editor reads
// (`doc`, `secondDate` for the due date, `terms`, `next`, `saved`); its input takes the due date as it is.

const InvoiceEditorQuery = graphql(`
  query InvoiceEditor($id: ID!, $isNew: Boolean!) {
    doc: invoice(id: $id) @skip(if: $isNew) {
      id
      status
      canEdit
      number
      title
      summary
      notes
      terms
      reference
      taxMode
      issueDate
      secondDate: dueDate
      customer {
        id
        name
        address
      }
      lines {
        ...EditorLineFields
      }
      payments {
        id
        provider
      }
    }
    viewer @include(if: $isNew) {
      id
      org {
        id
        terms: invoiceTerms
      }
    }
    nextDocumentNumbers @include(if: $isNew) {
      next: invoice
    }
  }
`);

const CreateInvoice = graphql(`
  mutation CreateInvoice($input: InvoiceInput!) {
    saved: createInvoice(input: $input) {
      __typename
      ... on Invoice {
        id
      }
      ... on AppError {
        ...AppErrorFields
      }
    }
  }
`);

const UpdateInvoice = graphql(`
  mutation UpdateInvoice($id: ID!, $input: InvoiceInput!) {
    saved: updateInvoice(id: $id, input: $input) {
      __typename
      ... on Invoice {
        id
      }
      ... on AppError {
        ...AppErrorFields
      }
    }
  }
`);

const invoiceEditor: DocumentEditorKind<InvoiceInput> = {
  kind: 'invoice',
  query: InvoiceEditorQuery,
  create: CreateInvoice,
  update: UpdateInvoice,
  input: (input) => input,
  listQuery: 'InvoicesPage',
  // As the server says it when it refuses the edit (domain/invoices/invoice-store.ts).
  lockedText: (doc) => invoiceLockedText(doc.status ?? '', paidOnline(doc)),
};

/** /invoices/new and /invoices/{id}/edit: the shared editor with an invoice's due date and the invoice terms. */
export function InvoiceEditorPage() {
  return <DocumentEditorPage kind={invoiceEditor} />;
}
