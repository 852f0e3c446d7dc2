import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { graphql } from '../../gql';
import { DocumentEditorScreen, type DocumentEditorScreenProps } from '../documents';

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
  const { data, loading, error } = useQuery(InvoiceEditorQuery, { variables: { id: id ?? '', isNew: !id }, fetchPolicy: 'network-only' });
  const [createInvoice] = useMutation(CreateInvoice, { refetchQueries: ['InvoicesPage'] });
  const [updateInvoice] = useMutation(UpdateInvoice, { refetchQueries: ['InvoicesPage'] });
  const loaded = useMemo(
    () =>
      data && {
        doc: data.invoice && { ...data.invoice, secondDate: data.invoice.dueDate ?? null },
        terms: data.viewer?.org.invoiceTerms,
        nextNumber: data.nextDocumentNumbers?.invoice,
      },
    [data],
  );

  async function save(input: Parameters<DocumentEditorScreenProps['save']>[0]) {
    return id
      ? (await updateInvoice({ variables: { id, input } })).data?.updateInvoice
      : (await createInvoice({ variables: { input } })).data?.createInvoice;
  }

  return <DocumentEditorScreen kind="invoice" id={id} loaded={loaded} loading={loading} error={error} save={save} />;
}
