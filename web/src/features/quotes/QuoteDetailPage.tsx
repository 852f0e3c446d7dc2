import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { type DocumentDetailKind, DocumentDetailPage } from '../documents';
import { QuoteActions } from './QuoteActions';
import { QuoteAnswerBanner } from './QuoteAnswerBanner';
import { useQuoteChanges } from './use-quote-changes';

const QuoteDetailQuery = graphql(`
  query QuoteDetail($id: ID!) {
    quote(id: $id) {
      id
      number
      title
      status
      summary
      notes
      terms
      reference
      issueDate
      expiryDate
      respondedByName
      respondedOnline
      acceptedAt
      rejectedAt
      subtotalCents
      gstCents
      totalCents
      jobId
      canEdit
      canAccept
      canConvert
      canInvoice
      depositPercent
      depositAmountCents
      invoices {
        id
        number
        kind
      }
      emailDraft {
        subject
        message
      }
      customer {
        id
        name
        email
        phone
        address
      }
      lines {
        ...DocumentLineFields
      }
    }
  }
`);

/** What Accept and Email change on the quote; the cache updates the page from their answers. */
export const QuoteStatusFields = graphql(`
  fragment QuoteStatusFields on Quote {
    id
    status
    canEdit
    canAccept
    canConvert
  }
`);

const EmailQuote = graphql(`
  mutation EmailQuote($id: ID!, $email: String!, $subject: String!, $message: String!) {
    sendQuoteEmail(id: $id, email: $email, subject: $subject, message: $message) {
      __typename
      ... on Quote {
        ...QuoteStatusFields
      }
      ... on AppError {
        message
      }
    }
  }
`);

/** The quote, following the customer's answer on the public page live; emailed to its first recipient. */
function useQuoteDocument(id: string) {
  const { data, loading, error, refetch } = useQuery(QuoteDetailQuery, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const [emailQuote] = useMutation(EmailQuote, { refetchQueries: ['QuotesPage'] });
  useQuoteChanges(id, () => void refetch());
  const quote = data?.quote;
  return {
    doc: quote && { ...quote, secondDate: quote.expiryDate },
    loading,
    error,
    refetch,
    sendEmail: async ([email]: string[], { subject, message }: { subject: string; message: string }) =>
      (await emailQuote({ variables: { id, email, subject, message } })).data?.sendQuoteEmail,
  };
}

const quoteDetail: DocumentDetailKind<NonNullable<ReturnType<typeof useQuoteDocument>['doc']>> = {
  kind: 'quote',
  useDocument: useQuoteDocument,
  Banner: QuoteAnswerBanner,
  Actions: QuoteActions,
};

/**
 * /quotes/{id} (spec part 2 §2): Edit, Preview, Email, Accept (only when sent), Convert to Job, Convert to Invoice and
 * Invoice Deposit (only when accepted), the accounting button (only invoices go to the books); customer, notes, lines and totals. The status follows the
 * customer's answer on the public page live.
 */
export function QuoteDetailPage() {
  return <DocumentDetailPage kind={quoteDetail} />;
}
