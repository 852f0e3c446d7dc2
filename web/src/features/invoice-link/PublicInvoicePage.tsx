import { useMutation, useQuery } from '@apollo/client/react';
import { formatAud } from '@rules/money';
import { bankPaymentMessages, isPayMethod, PAY_METHOD_LABELS } from '@rules/payment-rails';
import { Banner, Button, Card, DescriptionList, Link, Skeleton, Stack } from '@spanner/design-system';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { graphql } from '../../gql';
import { LoadFailure } from '../../kit/LoadFailure';
import { BusinessContact } from '../../lib/business-contact';
import { messageOf } from '../../lib/error-message';
import { unwrap } from '../../lib/mutation-result';
import { DocumentLines, dayText } from '../documents';
import * as css from './public-invoice.css';
import { TellUsPaidForm } from './TellUsPaidForm';

const INVALID = 'This invoice link is not valid. Please contact the business that sent it.';

const PublicInvoiceQuery = graphql(`
  query PublicInvoice($token: String!) {
    publicInvoice(token: $token) {
      number
      title
      status
      summary
      notes
      terms
      issueDate
      dueDate
      businessName
      businessAbn
      businessPhone
      businessEmail
      customerName
      subtotalCents
      gstCents
      totalCents
      paidCents
      balanceCents
      paidDate
      canPay
      pendingCents
      payMethods
      paidClaimed
      receiptUrl
      lines {
        ...DocumentLineFields
      }
    }
  }
`);

const PayInvoice = graphql(`
  mutation PayInvoice($token: String!) {
    payInvoice(token: $token) {
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

/** What Pay now offers, in words: card always, and the bank rails the business allows. */
function payMethodsText(methods: readonly string[]) {
  const bank = methods.filter(isPayMethod).filter((m) => m !== 'card');
  return bank.length === 0
    ? 'Pay by card, Apple Pay or Google Pay.'
    : `Pay by card, Apple Pay or Google Pay, or from your bank: ${bank.map((m) => PAY_METHOD_LABELS[m]).join(' or ')}. A bank payment takes a few business days to clear.`;
}

/**
 * /i/{token}: the page an emailed invoice links to, no sign-in (the unguessable token is the key). The customer sees
 * the tax invoice — the business and its ABN, the lines, GST and total — what was paid and the balance, and "Pay now"
 * while a balance is due and the business takes payments online. Opening the page changes nothing: Pay now is a
 * mutation (a POST) that answers where to pay — Stripe's page on the business's own account, or the local pay page.
 */
export function PublicInvoicePage() {
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const { data, loading, error } = useQuery(PublicInvoiceQuery, { variables: { token }, fetchPolicy: 'network-only' });
  const [pay, paying] = useMutation(PayInvoice);
  const [failure, setFailure] = useState<string | null>(null);
  const invoice = data?.publicInvoice;

  async function payNow() {
    setFailure(null);
    try {
      const answer = unwrap((await pay({ variables: { token } })).data?.payInvoice, 'Something went wrong. Please try again.');
      window.location.assign(answer.url);
    } catch (err) {
      setFailure(messageOf(err, 'Something went wrong. Please try again.'));
    }
  }

  return (
    <main className={css.page}>
      <div className={css.column}>
        {!invoice ? (
          loading ? (
            <Skeleton shape="rect" height={480} />
          ) : (
            <LoadFailure title="Invoice unavailable" error={error} fallback={INVALID} />
          )
        ) : (
          <Stack>
            <header className={css.header}>
              <p className={css.business}>
                {invoice.businessName}
                {invoice.businessAbn ? ` · ABN ${invoice.businessAbn}` : ''}
              </p>
              <h1 className={css.title}>
                Tax invoice {invoice.number}
                {invoice.title ? ` · ${invoice.title}` : ''}
              </h1>
            </header>
            {invoice.status === 'paid' ? (
              <Banner tone="info" title="Paid">
                {invoice.paidDate
                  ? `This invoice was paid on ${dayText(invoice.paidDate)}. Thank you.`
                  : 'This invoice is paid. Thank you.'}
                {invoice.receiptUrl && (
                  <>
                    {' '}
                    <Link href={invoice.receiptUrl} target="_blank" rel="noopener">
                      Download the receipt (PDF)
                    </Link>
                  </>
                )}
              </Banner>
            ) : invoice.pendingCents > 0 ? (
              <Banner tone="info" title="Bank payment pending">
                {bankPaymentMessages.pending(formatAud(invoice.pendingCents))}
              </Banner>
            ) : (
              params.get('paid') === '1' && (
                <Banner tone="info" title="Payment on its way">
                  Thank you. The invoice shows Paid once the payment has been received.
                </Banner>
              )
            )}
            {invoice.status === 'void' && <Banner tone="warning" title="This invoice was cancelled: nothing is owed." />}
            {invoice.balanceCents > 0 && invoice.status !== 'void' && (
              <Card title="Balance due" headingLevel={2}>
                <Stack>
                  <p className={css.balance}>{formatAud(invoice.balanceCents)}</p>
                  {invoice.dueDate && <p className={css.text}>{`Due ${dayText(invoice.dueDate)}`}</p>}
                  {failure && <Banner tone="error" title={failure} />}
                  {invoice.pendingCents > 0 && (
                    <p className={css.text}>{`${formatAud(invoice.pendingCents)} of it is on its way from your bank.`}</p>
                  )}
                  {invoice.canPay && (
                    <>
                      <Button variant="primary" onPress={payNow} isPending={paying.loading}>
                        {`Pay ${formatAud(invoice.balanceCents - invoice.pendingCents)} now`}
                      </Button>
                      <p className={css.text}>{payMethodsText(invoice.payMethods)}</p>
                    </>
                  )}
                  {invoice.status !== 'draft' && <TellUsPaidForm token={token} told={invoice.paidClaimed} />}
                </Stack>
              </Card>
            )}
            <Card padding="md">
              <DescriptionList
                items={[
                  !!invoice.customerName && { term: 'For', value: invoice.customerName },
                  { term: 'Issued', value: dayText(invoice.issueDate) },
                  !!invoice.dueDate && { term: 'Due', value: dayText(invoice.dueDate) },
                  { term: 'Total (GST included)', value: formatAud(invoice.totalCents) },
                  invoice.paidCents > 0 && { term: 'Paid', value: formatAud(invoice.paidCents) },
                  invoice.pendingCents > 0 && { term: 'Pending from your bank', value: formatAud(invoice.pendingCents) },
                ]}
              />
              {invoice.summary && <p className={css.text}>{invoice.summary}</p>}
            </Card>
            <DocumentLines lines={invoice.lines} totals={invoice} />
            {invoice.notes && (
              <Card title="Notes" headingLevel={2}>
                <p className={css.text}>{invoice.notes}</p>
              </Card>
            )}
            {invoice.terms && (
              <Card title="Terms" headingLevel={2}>
                <p className={css.text}>{invoice.terms}</p>
              </Card>
            )}
            <BusinessContact name={invoice.businessName} phone={invoice.businessPhone} email={invoice.businessEmail} />
          </Stack>
        )}
      </div>
    </main>
  );
}
