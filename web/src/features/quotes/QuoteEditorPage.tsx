import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { graphql } from '../../gql';
import { unwrap } from '../../lib/mutation-result';
import { useTimeZone } from '../../lib/time-zone';
import { type DocumentDraft, DocumentEditorScreen, draftInput, initialDraft } from '../documents';

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
  const timeZone = useTimeZone();
  const { data, loading, error } = useQuery(QuoteEditorQuery, { variables: { id: id ?? '', isNew: !id }, fetchPolicy: 'network-only' });
  const [createQuote] = useMutation(CreateQuote, { refetchQueries: ['QuotesPage'] });
  const [updateQuote] = useMutation(UpdateQuote, { refetchQueries: ['QuotesPage'] });

  const initial = useMemo(() => {
    const doc = data?.quote;
    if (!data) return null;
    return initialDraft(
      id
        ? { isNew: false, doc: doc ? { ...doc, secondDate: doc.expiryDate ?? null } : null }
        : { isNew: true, terms: data.viewer?.org.quoteTerms, timeZone },
    );
  }, [data, id, timeZone]);

  async function save(draft: DocumentDraft): Promise<string> {
    const { dueDate, ...rest } = draftInput(draft);
    const input = { ...rest, expiryDate: dueDate };
    const result = id
      ? (await updateQuote({ variables: { id, input } })).data?.updateQuote
      : (await createQuote({ variables: { input } })).data?.createQuote;
    return unwrap(result, 'Something went wrong. Please try again.').id;
  }

  return (
    <DocumentEditorScreen
      kind="quote"
      id={id}
      initial={initial}
      loading={loading}
      error={error}
      nextNumber={data?.nextDocumentNumbers?.quote}
      save={save}
    />
  );
}
