import { useMutation } from '@apollo/client/react';
import { Switch, toast } from '@spanner/design-system';
import { graphql } from '../../gql';
import { messageOf } from '../../lib/error-message';
import { unwrap } from '../../lib/mutation-result';
import { useCan } from '../../lib/use-can';

const SetCustomerPaymentReminders = graphql(`
  mutation SetCustomerPaymentReminders($customerId: ID!, $off: Boolean!) {
    setCustomerPaymentReminders(customerId: $customerId, off: $off) {
      __typename
      ... on CustomerPaymentReminders {
        customerId
        noPaymentReminders
      }
      ... on AppError {
        message
      }
    }
  }
`);

/** The customer's "No payment reminders" switch (office): none of its invoices is reminded while it is on. */
export function CustomerRemindersSwitch({ customerId, off, onChange }: { customerId: string; off: boolean; onChange?: () => void }) {
  const canPause = useCan('pausePaymentReminders');
  const [save, { loading }] = useMutation(SetCustomerPaymentReminders);
  if (!canPause) return null;
  async function change(next: boolean) {
    try {
      unwrap((await save({ variables: { customerId, off: next } })).data?.setCustomerPaymentReminders, 'Failed to save');
      toast.success(next ? 'No payment reminders for this customer' : 'Payment reminders on for this customer');
      onChange?.();
    } catch (err) {
      toast.error('Failed to save', messageOf(err, ''));
    }
  }
  return (
    <Switch isSelected={off} onChange={change} isDisabled={loading}>
      No payment reminders
    </Switch>
  );
}
