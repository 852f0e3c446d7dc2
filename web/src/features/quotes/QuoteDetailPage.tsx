import { useMutation, useQuery } from '@apollo/client/react';
import { documentMessages } from '@rules/document-status';
import { formatMediumDateTime } from '@rules/zoned-time';
import { Banner, Button, Skeleton, toast } from '@spanner/design-system';
import { useNavigate, useParams } from 'react-router';
import { graphql } from '../../gql';
import { messageOf } from '../../lib/error-message';
import { unwrap } from '../../lib/mutation-result';
import { useTimeZone } from '../../lib/time-zone';
import { DocumentDetailLayout, NotFoundBanner } from '../documents';
import { QuoteInvoiceActions } from './QuoteInvoiceActions';
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

const AcceptQuote = graphql(`
  mutation AcceptQuote($id: ID!) {
    acceptQuote(id: $id) {
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

const ConvertQuote = graphql(`
  mutation ConvertQuoteToJob($id: ID!) {
    convertQuoteToJob(id: $id) {
      __typename
      ... on ConvertQuoteToJobPayload {
        jobId
      }
      ... on AppError {
        message
      }
    }
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

/**
 * /quotes/{id} (spec part 2 §2): Edit, Preview, Email, Accept (only when sent), Convert to Job, Convert to Invoice and
 * Invoice Deposit (only when accepted), the accounting buttons (coming soon); customer, notes, lines and totals. The status follows the
 * customer's answer on the public page live.
 */
export function QuoteDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const timeZone = useTimeZone();
  const { data, loading, error, refetch } = useQuery(QuoteDetailQuery, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const [accept, accepting] = useMutation(AcceptQuote);
  const [convert, converting] = useMutation(ConvertQuote, { refetchQueries: ['QuotesPage', 'JobsPage'] });
  const [emailQuote] = useMutation(EmailQuote, { refetchQueries: ['QuotesPage'] });
  useQuoteChanges(id, () => void refetch());
  const quote = data?.quote;

  if (!quote) {
    if (loading) return <Skeleton shape="rect" height={480} />;
    return <NotFoundBanner title={documentMessages.quoteNotFound} error={error} />;
  }
  const status = quote.status;

  async function acceptNow() {
    try {
      unwrap((await accept({ variables: { id } })).data?.acceptQuote, 'Failed to accept quote');
      toast.success('Quote accepted', quote?.number);
      await refetch();
    } catch (err) {
      toast.error('Failed to accept quote', messageOf(err, ''));
    }
  }

  async function convertNow() {
    try {
      const { jobId } = unwrap((await convert({ variables: { id } })).data?.convertQuoteToJob, 'Failed to convert to job');
      toast.success('Job created from the quote', quote?.title ?? quote?.number);
      navigate(`/jobs/${jobId}`);
    } catch (err) {
      toast.error('Failed to convert to job', messageOf(err, ''));
    }
  }

  const answered = quote.respondedByName && (quote.acceptedAt || quote.rejectedAt);
  return (
    <DocumentDetailLayout
      kind="quote"
      id={id}
      doc={{ ...quote, secondDate: quote.expiryDate }}
      banner={
        answered ? (
          <Banner tone={status === 'accepted' ? 'info' : 'warning'} title={status === 'accepted' ? 'Accepted' : 'Declined'}>
            {`${status === 'accepted' ? 'Accepted' : 'Declined'} by ${quote.respondedByName}${quote.respondedOnline ? ' (online)' : ''}, ${formatMediumDateTime((quote.acceptedAt ?? quote.rejectedAt) as string, timeZone)}`}
          </Banner>
        ) : null
      }
      actions={
        <>
          {quote.canAccept && (
            <Button variant="primary" onPress={acceptNow} isPending={accepting.loading}>
              Accept
            </Button>
          )}
          {quote.canConvert && (
            <Button variant="primary" onPress={convertNow} isPending={converting.loading}>
              Convert to Job
            </Button>
          )}
          {quote.jobId && (
            <Button variant="secondary" onPress={() => navigate(`/jobs/${quote.jobId}`)}>
              Open Job
            </Button>
          )}
          <QuoteInvoiceActions quote={quote} />
        </>
      }
      sendEmail={async ([email], { subject, message }) => {
        unwrap(
          (await emailQuote({ variables: { id, email, subject, message } })).data?.sendQuoteEmail,
          documentMessages.quoteEmailFallback,
        );
        await refetch();
      }}
    />
  );
}
