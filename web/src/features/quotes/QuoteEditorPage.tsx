import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { graphql } from '../../gql';
import { DocumentEditorScreen, type DocumentEditorScreenProps } from '../documents';

const QuoteEditorQuery = graphql(`
  query QuoteEditor($id: ID!, $isNew: Boolean!) {
    quote(id: $id) @skip(if: $isNew) {
      id
      number
      title
      summary
      notes
      terms
      reference
      taxMode
      issueDate
      expiryDate
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
        quoteTerms
      }
    }
    nextDocumentNumbers @include(if: $isNew) {
      quote
    }
  }
`);

const CreateQuote = graphql(`
  mutation CreateQuote($input: QuoteInput!) {
    createQuote(input: $input) {
      __typename
      ... on Quote {
        id
      }
      ... on AppError {
        ...AppErrorFields
      }
    }
  }
`);

const UpdateQuote = graphql(`
  mutation UpdateQuote($id: ID!, $input: QuoteInput!) {
    updateQuote(id: $id, input: $input) {
      __typename
      ... on Quote {
        id
      }
      ... on AppError {
        ...AppErrorFields
      }
    }
  }
`);

/** /quotes/new and /quotes/{id}/edit: the shared editor with a quote's expiry date and the quote terms. */
export function QuoteEditorPage() {
  const { id } = useParams();
  const { data, loading, error } = useQuery(QuoteEditorQuery, { variables: { id: id ?? '', isNew: !id }, fetchPolicy: 'network-only' });
  const [createQuote] = useMutation(CreateQuote, { refetchQueries: ['QuotesPage'] });
  const [updateQuote] = useMutation(UpdateQuote, { refetchQueries: ['QuotesPage'] });
  const loaded = useMemo(
    () =>
      data && {
        doc: data.quote && { ...data.quote, secondDate: data.quote.expiryDate ?? null },
        terms: data.viewer?.org.quoteTerms,
        nextNumber: data.nextDocumentNumbers?.quote,
      },
    [data],
  );

  async function save({ dueDate, ...rest }: Parameters<DocumentEditorScreenProps['save']>[0]) {
    const input = { ...rest, expiryDate: dueDate };
    return id
      ? (await updateQuote({ variables: { id, input } })).data?.updateQuote
      : (await createQuote({ variables: { input } })).data?.createQuote;
  }

  return <DocumentEditorScreen kind="quote" id={id} loaded={loaded} loading={loading} error={error} save={save} />;
}
