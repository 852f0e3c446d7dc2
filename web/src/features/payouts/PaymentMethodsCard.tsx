import { useMutation, useQuery } from '@apollo/client/react';
import { BANK_RAIL_NOTES, PAY_METHOD_LABELS } from '@rules/payment-rails';
import { CARD_NETWORK_LABELS, CARD_NETWORKS, NO_NETWORK_PRICING, surchargeRefusal } from '@rules/surcharge-rules';
import { dayKeyOf } from '@rules/zoned-time';
import { Banner, Card, Skeleton, Stack, Switch } from '@spanner/design-system';
import { useState } from 'react';
import { graphql } from '../../gql';
import { messageOf } from '../../lib/error-message';
import { unwrap } from '../../lib/mutation-result';

const PaymentMethodSettingsQuery = graphql(`
  query PaymentMethodSettings {
    paymentMethodSettings {
      card
      becsDebit
      payTo
      methods
    }
  }
`);

const UpdatePaymentMethodSettings = graphql(`
  mutation UpdatePaymentMethodSettings($input: PaymentMethodSettingsInput!) {
    updatePaymentMethodSettings(input: $input) {
      __typename
      ... on PaymentMethodSettings {
        card
        becsDebit
        payTo
        methods
      }
      ... on AppError {
        message
      }
    }
  }
`);

/**
 * Settings → Payments (admins): how customers may pay an invoice online. Card — with Apple Pay and Google Pay — is
 * always on; the Australian bank rails (BECS Direct Debit, PayTo) are switches, off until switched on, each saying
 * that its payment is pending for days and can still fail. Below, card surcharges per network: none can be switched
 * on, each with the reason (the 2026 rule, or the pay page's one price).
 */
export function PaymentMethodsCard({ today = dayKeyOf(new Date(), 'Australia/Melbourne') }: { today?: string }) {
  const { data, loading, error } = useQuery(PaymentMethodSettingsQuery);
  const [update, updating] = useMutation(UpdatePaymentMethodSettings);
  const [failure, setFailure] = useState<string | null>(null);
  const settings = data?.paymentMethodSettings;

  async function change(patch: { becsDebit?: boolean; payTo?: boolean }) {
    if (!settings) return;
    setFailure(null);
    try {
      await update({
        variables: { input: { becsDebit: settings.becsDebit, payTo: settings.payTo, ...patch } },
        // The settings have no id to normalise by: the saved answer replaces the query's.
        update: (cache, { data: answer }) => {
          const saved = unwrap(answer?.updatePaymentMethodSettings, 'Something went wrong. Please try again.');
          cache.writeQuery({ query: PaymentMethodSettingsQuery, data: { paymentMethodSettings: saved } });
        },
      });
    } catch (err) {
      setFailure(messageOf(err, 'Something went wrong. Please try again.'));
    }
  }

  if (!settings) {
    if (loading) return <Skeleton height={200} />;
    return <Banner tone="error" title={messageOf(error, 'Failed to load the payment methods')} />;
  }
  return (
    <Card title="How customers can pay" headingLevel={2}>
      <Stack>
        <p>{`${PAY_METHOD_LABELS.card}: always on.`}</p>
        <Switch isSelected={settings.becsDebit} isDisabled={updating.loading} onChange={(on) => change({ becsDebit: on })}>
          {PAY_METHOD_LABELS.au_becs_debit}
        </Switch>
        <p>{BANK_RAIL_NOTES.au_becs_debit}</p>
        <Switch isSelected={settings.payTo} isDisabled={updating.loading} onChange={(on) => change({ payTo: on })}>
          {PAY_METHOD_LABELS.payto}
        </Switch>
        <p>{BANK_RAIL_NOTES.payto}</p>
        <p>
          Your Stripe account must have the method turned on too (Stripe Dashboard → Settings → Payment methods): Stripe shows only the
          methods both allow.
        </p>
        {failure && <Banner tone="error" title={failure} />}
        <h3>Card surcharges</h3>
        <p>Off. Spanner adds no surcharge where the law does not allow one:</p>
        {CARD_NETWORKS.map((network) => (
          <div key={network}>
            <Switch isSelected={false} isDisabled>
              {`Surcharge on ${CARD_NETWORK_LABELS[network]}`}
            </Switch>
            <p>{surchargeRefusal(network, today) ?? NO_NETWORK_PRICING}</p>
          </div>
        ))}
      </Stack>
    </Card>
  );
}
