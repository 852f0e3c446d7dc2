import { useMutation } from '@apollo/client/react';
import { Button, toast } from '@spanner/design-system';
import { useNavigate } from 'react-router';
import { graphql } from '../../gql';
import { messageOf } from '../../lib/error-message';
import { unwrap } from '../../lib/mutation-result';
import { QuoteInvoiceActions, type QuoteInvoicing } from './QuoteInvoiceActions';

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

export interface QuoteActionsQuote extends QuoteInvoicing {
  number: string;
  title?: string | null;
  jobId?: string | null;
  canAccept: boolean;
  canConvert: boolean;
}

/**
 * A quote's own actions on its detail page: Accept (only when sent), Convert to Job (once accepted), Open Job (once
 * converted), then Convert to Invoice and Invoice Deposit.
 */
export function QuoteActions({ id, doc: quote, refetch }: { id: string; doc: QuoteActionsQuote; refetch: () => Promise<unknown> }) {
  const navigate = useNavigate();
  const [accept, accepting] = useMutation(AcceptQuote);
  const [convert, converting] = useMutation(ConvertQuote, { refetchQueries: ['QuotesPage', 'JobsPage'] });

  async function acceptNow() {
    try {
      unwrap((await accept({ variables: { id } })).data?.acceptQuote, 'Failed to accept quote');
      toast.success('Quote accepted', quote.number);
      await refetch();
    } catch (err) {
      toast.error('Failed to accept quote', messageOf(err, ''));
    }
  }

  async function convertNow() {
    try {
      const { jobId } = unwrap((await convert({ variables: { id } })).data?.convertQuoteToJob, 'Failed to convert to job');
      toast.success('Job created from the quote', quote.title ?? quote.number);
      navigate(`/jobs/${jobId}`);
    } catch (err) {
      toast.error('Failed to convert to job', messageOf(err, ''));
    }
  }

  return (
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
  );
}
