import { useMutation, useQuery } from '@apollo/client/react';
import { documentMessages } from '@rules/document-status';
import { formatAud } from '@rules/money';
import { depositAtAcceptanceMessages } from '@rules/quote-deposits';
import { Banner, Button, Card, DescriptionList, Form, FormActions, Link, Skeleton, Stack, TextField } from '@spanner/design-system';
import { type FormEvent, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { graphql } from '../../../gql';
import { LoadFailure } from '../../../kit/LoadFailure';
import { BusinessContact } from '../../../lib/business-contact';
import { messageOf } from '../../../lib/error-message';
import { unwrap } from '../../../lib/mutation-result';
import { DocumentLines, dayText } from '../../documents';
import * as css from './public-quote.css';

const PublicQuoteQuery = graphql(`
  query PublicQuote($token: String!) {
    publicQuote(token: $token) {
      number
      title
      status
      summary
      notes
      terms
      issueDate
      expiryDate
      businessName
      businessAbn
      businessPhone
      businessEmail
      customerName
      respondedByName
      canRespond
      depositCents
      canPayDeposit
      pdfPath
      subtotalCents
      gstCents
      totalCents
      lines {
        ...DocumentLineFields
      }
    }
  }
`);

const RespondToQuote = graphql(`
  mutation RespondToQuote($token: String!, $accept: Boolean!, $name: String!) {
    respondToQuote(token: $token, accept: $accept, name: $name) {
      __typename
      ... on RespondToQuotePayload {
        message
      }
      ... on AppError {
        message
      }
    }
  }
`);

const PayQuoteDeposit = graphql(`
  mutation PayQuoteDeposit($token: String!, $name: String!) {
    payQuoteDeposit(token: $token, name: $name) {
      __typename
      ... on CheckoutPayload {
        url
      }
      ... on AppError {
        message
      }
    }
  }
`);

/**
 * /q/{token}: the page an emailed quote links to. The customer sees what the business wrote for them —
 * the quote's summary, lines, notes and terms — and its PDF, never the office's status badge, and
 * accepts or declines it with their name; no sign-in, the unguessable token is the key and it expires. The
 * business sees the answer live on the quote. The header gives the ABN as the ATO writes it (the API formats it), and
 * the page ends with the business's phone and email. A quote that asks a deposit says how much; while the business
 * takes payments online, "Accept & pay deposit" (beside Accept) goes to the payment page, and the payment's success
 * accepts the quote (back here with ?paid=1). Without online payments only the plain Accept shows.
 */
export function PublicQuotePage() {
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const [payDeposit, paying] = useMutation(PayQuoteDeposit);
  const { data, loading, error, refetch } = useQuery(PublicQuoteQuery, { variables: { token }, fetchPolicy: 'network-only' });
  const [respond, responding] = useMutation(RespondToQuote);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [answered, setAnswered] = useState<'accepted' | 'rejected' | null>(null);
  const quote = data?.publicQuote;

  async function acceptAndPay() {
    if (!name.trim()) return setNameError(documentMessages.nameRequired);
    setFailure(null);
    try {
      const answer = unwrap(
        (await payDeposit({ variables: { token, name: name.trim() } })).data?.payQuoteDeposit,
        'Something went wrong. Please try again.',
      );
      window.location.assign(answer.url);
    } catch (err) {
      setFailure(messageOf(err, 'Something went wrong. Please try again.'));
    }
  }

  async function answer(accept: boolean, e?: FormEvent) {
    e?.preventDefault();
    if (!name.trim()) return setNameError(documentMessages.nameRequired);
    setFailure(null);
    try {
      unwrap(
        (await respond({ variables: { token, accept, name: name.trim() } })).data?.respondToQuote,
        'Something went wrong. Please try again.',
      );
      setAnswered(accept ? 'accepted' : 'rejected');
      await refetch();
    } catch (err) {
      setFailure(messageOf(err, 'Something went wrong. Please try again.'));
    }
  }

  return (
    <main className={css.page}>
      <div className={css.column}>
        {!quote ? (
          loading ? (
            <Skeleton shape="rect" height={480} />
          ) : (
            <LoadFailure title="Quote unavailable" error={error} fallback={documentMessages.linkInvalid} />
          )
        ) : (
          <Stack>
            <header className={css.header}>
              <p className={css.business}>
                {quote.businessName}
                {quote.businessAbn ? ` · ABN ${quote.businessAbn}` : ''}
              </p>
              <h1 className={css.title}>
                Quote {quote.number}
                {quote.title ? ` · ${quote.title}` : ''}
              </h1>
            </header>
            <Card padding="md">
              <DescriptionList
                items={[
                  !!quote.customerName && { term: 'For', value: quote.customerName },
                  { term: 'Issued', value: dayText(quote.issueDate) },
                  !!quote.expiryDate && { term: 'Valid until', value: dayText(quote.expiryDate) },
                ]}
              />
              {quote.summary && <p className={css.text}>{quote.summary}</p>}
            </Card>
            <DocumentLines lines={quote.lines} totals={quote} />
            {quote.notes && (
              <Card title="Notes" headingLevel={2}>
                <p className={css.text}>{quote.notes}</p>
              </Card>
            )}
            {quote.terms && (
              <Card title="Terms" headingLevel={2}>
                <p className={css.text}>{quote.terms}</p>
              </Card>
            )}
            <Link href={quote.pdfPath} target="_blank" rel="noopener">
              Download the quote (PDF)
            </Link>
            {params.get('paid') === '1' && !answered && (
              <Banner tone="info" title={quote.status === 'accepted' ? 'Deposit paid' : 'Deposit payment received'}>
                {quote.status === 'accepted'
                  ? depositAtAcceptanceMessages.depositPaidThanks
                  : 'Thank you: your payment is being confirmed, and the quote shows as accepted once it is.'}
              </Banner>
            )}
            {answered && (
              <Banner tone="info" title={answered === 'accepted' ? 'Quote accepted' : 'Quote declined'}>
                {answered === 'accepted' ? documentMessages.quoteAcceptedThanks : documentMessages.quoteDeclinedThanks}
              </Banner>
            )}
            {quote.canRespond ? (
              <Card title="Your answer" headingLevel={2}>
                <Form onSubmit={(e) => answer(true, e)} validationBehavior="aria">
                  {failure && <Banner tone="error" title={failure} />}
                  {quote.depositCents != null && (
                    <p className={css.text}>
                      {`This quote asks a deposit of ${formatAud(quote.depositCents)} (GST included) when you accept it.`}
                      {quote.canPayDeposit ? ' You can pay it online now, or accept and pay it when the business invoices it.' : ''}
                    </p>
                  )}
                  <TextField
                    label="Your name"
                    value={name}
                    onChange={(v) => {
                      setName(v);
                      setNameError(undefined);
                    }}
                    errorMessage={nameError}
                    autoComplete="name"
                    isRequired
                  />
                  <FormActions>
                    <Button variant="secondary" onPress={() => answer(false)} isDisabled={responding.loading || paying.loading}>
                      Decline
                    </Button>
                    <Button
                      type="submit"
                      variant={quote.canPayDeposit ? 'secondary' : 'primary'}
                      isPending={responding.loading}
                      isDisabled={paying.loading}
                    >
                      Accept quote
                    </Button>
                    {quote.canPayDeposit && quote.depositCents != null && (
                      <Button variant="primary" onPress={acceptAndPay} isPending={paying.loading} isDisabled={responding.loading}>
                        Accept &amp; pay deposit
                      </Button>
                    )}
                  </FormActions>
                </Form>
              </Card>
            ) : (
              !answered &&
              quote.respondedByName && (
                <Banner tone="info" title={documentMessages.alreadyAnswered(quote.status === 'accepted' ? 'accepted' : 'rejected')}>
                  {`Answered by ${quote.respondedByName}.`}
                </Banner>
              )
            )}
            <BusinessContact name={quote.businessName} phone={quote.businessPhone} email={quote.businessEmail} />
          </Stack>
        )}
      </div>
    </main>
  );
}
