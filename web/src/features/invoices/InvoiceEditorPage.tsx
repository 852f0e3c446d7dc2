import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { graphql } from '../../gql';
import { unwrap } from '../../lib/mutation-result';
import { useTimeZone } from '../../lib/time-zone';
import { type DocumentDraft, DocumentEditorScreen, draftInput, initialDraft } from '../documents';

const InvoiceEditorQuery = graphql(`
  query InvoiceEditor($id: ID!, $isNew: Boolean!) {
    invoice(id: $id) @skip(if: $isNew) {
      id
      number
      title
      summary
      notes
      terms
      reference
      taxMode
      issueDate
      dueDate
      customer {
        id
        name
        address
      }
      lines {
        ...EditorLineFields
      }
    }
    viewer @include(if: $isNew) {
      id
      org {
        id
        invoiceTerms
      }
    }
    nextDocumentNumbers @include(if: $isNew) {
      invoice
    }
  }
`);

const CreateInvoice = graphql(`
  mutation CreateInvoice($input: InvoiceInput!) {
    createInvoice(input: $input) {
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
    updateInvoice(id: $id, input: $input) {
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

/** /invoices/new and /invoices/{id}/edit: the shared editor with an invoice's due date and the invoice terms. */
export function InvoiceEditorPage() {
  const { id } = useParams();
  const timeZone = useTimeZone();
  const { data, loading, error } = useQuery(InvoiceEditorQuery, { variables: { id: id ?? '', isNew: !id }, fetchPolicy: 'network-only' });
  const [createInvoice] = useMutation(CreateInvoice, { refetchQueries: ['InvoicesPage'] });
  const [updateInvoice] = useMutation(UpdateInvoice, { refetchQueries: ['InvoicesPage'] });

  const initial = useMemo(() => {
    const doc = data?.invoice;
    if (!data) return null;
    return initialDraft(
      id
        ? { isNew: false, doc: doc ? { ...doc, secondDate: doc.dueDate ?? null } : null }
        : { isNew: true, terms: data.viewer?.org.invoiceTerms, timeZone },
    );
  }, [data, id, timeZone]);

  async function save(draft: DocumentDraft): Promise<string> {
    const input = draftInput(draft);
    const result = id
      ? (await updateInvoice({ variables: { id, input } })).data?.updateInvoice
      : (await createInvoice({ variables: { input } })).data?.createInvoice;
    return unwrap(result, 'Something went wrong. Please try again.').id;
  }

  return (
    <DocumentEditorScreen
      kind="invoice"
      id={id}
      initial={initial}
      loading={loading}
      error={error}
      nextNumber={data?.nextDocumentNumbers?.invoice}
      save={save}
    />
  );
}
