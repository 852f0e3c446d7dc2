import { useMutation, useQuery } from '@apollo/client/react';
import { PAYOUT_STATUS_LABELS, PAYOUT_STATUS_TONES, STRIPE_AU_PRICING_URL } from '@rules/payout-status';
import { Banner, Button, Card, DescriptionList, Link, Skeleton, Stack, StatusBadge, Toolbar } from '@spanner/design-system';
import { useState } from 'react';
import { graphql } from '../../gql';
import { messageOf } from '../../lib/error-message';
import { unwrap } from '../../lib/mutation-result';
import { PaymentMethodsCard } from './PaymentMethodsCard';

const PayoutAccountQuery = graphql(`
  query PayoutAccount {
    payoutAccount {
      provider
      missingSettings
      connected
      status
      chargesEnabled
      payoutsEnabled
    }
  }
`);

const ConnectPayoutAccount = graphql(`
  mutation ConnectPayoutAccount {
    connectPayoutAccount {
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
 * Settings → Payments (admins): the business connects its own Stripe account so customers can pay invoices online.
 * The money is charged on that account: Spanner adds no fee, the business pays Stripe's own rate (linked, never
 * restated). The status is Stripe's (details missing, pending, enabled). On a server where online payments are not
 * set up, the panel says what its operator must set instead of offering a connection.
 */
export function PayoutsPanel() {
  const { data, loading, error, refetch } = useQuery(PayoutAccountQuery, { fetchPolicy: 'cache-and-network' });
  const [connect, connecting] = useMutation(ConnectPayoutAccount);
  const [failure, setFailure] = useState<string | null>(null);
  const account = data?.payoutAccount;

  async function start() {
    setFailure(null);
    try {
      const { url } = unwrap((await connect()).data?.connectPayoutAccount, 'Something went wrong. Please try again.');
      if (/^https?:/.test(url)) window.location.assign(url);
      else await refetch();
    } catch (err) {
      setFailure(messageOf(err, 'Something went wrong. Please try again.'));
    }
  }

  if (!account) {
    if (loading) return <Skeleton height={220} />;
    return <Banner tone="error" title={messageOf(error, 'Failed to load the payout account')} />;
  }
  if (account.missingSettings.length > 0) {
    return (
      <Card title="Online payments" headingLevel={2}>
        <Banner tone="warning" title="Online payments are not set up on this server">
          {`The server's operator must set ${account.missingSettings.join(', ')} and add Stripe's Connect webhook endpoint (/api/webhooks/stripe/connect) before a business can connect its Stripe account.`}
        </Banner>
      </Card>
    );
  }
  const status = account.status;
  return (
    <Stack>
      <Card title="Online payments" headingLevel={2}>
        <Stack>
          <p>
            Connect your business's own Stripe account and your customers can pay invoices by card from the link in the invoice email. The
            money goes straight to your Stripe account. Spanner adds no fee and no mark-up: you pay Stripe's own rate, as listed on{' '}
            <Link href={STRIPE_AU_PRICING_URL} target="_blank" rel="noopener">
              Stripe's Australian pricing page
            </Link>
            .
          </p>
          {account.provider === 'local' && (
            <Banner tone="info" title="Local payments">
              This server has no Stripe key: connecting makes a local account and customers pay on a local page, no card is charged.
            </Banner>
          )}
          <DescriptionList
            items={[
              {
                term: 'Status',
                value: status ? <StatusBadge tone={PAYOUT_STATUS_TONES[status]} label={PAYOUT_STATUS_LABELS[status]} /> : 'Not connected',
              },
              account.connected && { term: 'Card payments', value: account.chargesEnabled ? 'On' : 'Not yet' },
              account.connected && { term: 'Payouts to your bank', value: account.payoutsEnabled ? 'On' : 'Not yet' },
            ]}
          />
          {status === 'details_missing' && (
            <p>Stripe needs more details before your customers can pay online. Continue where you left off.</p>
          )}
          {status === 'pending' && <p>Stripe is checking your details. This page shows Enabled once it is done.</p>}
          {status === 'enabled' && <p>Your customers see Pay now on every invoice with a balance due.</p>}
          {failure && <Banner tone="error" title={failure} />}
          {status !== 'enabled' && (
            <Toolbar
              actions={
                <Button variant="primary" onPress={start} isPending={connecting.loading}>
                  {account.connected ? 'Continue with Stripe' : 'Connect Stripe'}
                </Button>
              }
            />
          )}
        </Stack>
      </Card>
      {account.connected && <PaymentMethodsCard />}
    </Stack>
  );
}
