import { documentMessages } from '@rules/document-status';
import { graphql } from '../../gql';
import type { QuoteInput } from '../../gql/graphql';
import { type DocumentEditorKind, DocumentEditorPage } from '../documents';

// The quote's part of the shared editor: its query and mutations, aliased to the names the editor reads
// (`doc`, `secondDate` for the expiry date, `terms`, `next`, `saved`), and the expiry date in its input.

const QuoteEditorQuery = graphql(`
  query QuoteEditor($id: ID!, $isNew: Boolean!) {
    doc: quote(id: $id) @skip(if: $isNew) {
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
      secondDate: expiryDate
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
        terms: quoteTerms
      }
    }
    nextDocumentNumbers @include(if: $isNew) {
      next: quote
    }
  }
`);

const CreateQuote = graphql(`
  mutation CreateQuote($input: QuoteInput!) {
    saved: createQuote(input: $input) {
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
    saved: updateQuote(id: $id, input: $input) {
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

const quoteEditor: DocumentEditorKind<QuoteInput> = {
  kind: 'quote',
  query: QuoteEditorQuery,
  create: CreateQuote,
  update: UpdateQuote,
  input: ({ dueDate, ...rest }) => ({ ...rest, expiryDate: dueDate }),
  listQuery: 'QuotesPage',
  // As the server says it when it refuses the edit (domain/quotes, rules/document-status.ts canEditQuote).
  lockedText: ({ status }) => (status === 'accepted' ? documentMessages.acceptedLocked : documentMessages.declinedLocked),
};

/** /quotes/new and /quotes/{id}/edit: the shared editor with a quote's expiry date and the quote terms. */
export function QuoteEditorPage() {
  return <DocumentEditorPage kind={quoteEditor} />;
}
