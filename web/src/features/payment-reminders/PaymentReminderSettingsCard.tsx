import { useMutation, useQuery } from '@apollo/client/react';
import { DEFAULT_REMINDER_STEPS, stepLabel } from '@rules/payment-reminders';
import { Banner, Button, Card, Checkbox, Skeleton, Stack, Switch, TextField, toast } from '@spanner/design-system';
import { useEffect, useState } from 'react';
import { graphql } from '../../gql';
import { messageOf } from '../../lib/error-message';
import { unwrap } from '../../lib/mutation-result';

const PaymentReminderSettingsQuery = graphql(`
  query PaymentReminderSettings {
    paymentReminderSettings {
      enabled
      steps
      email
      sms
      timeZone
    }
  }
`);

const UpdatePaymentReminderSettings = graphql(`
  mutation UpdatePaymentReminderSettings($input: PaymentReminderSettingsInput!) {
    updatePaymentReminderSettings(input: $input) {
      __typename
      ... on PaymentReminderSettings {
        enabled
        steps
        email
        sms
        timeZone
      }
      ... on AppError {
        message
        code
      }
    }
  }
`);

const STEPS_HELP = 'Days from the due date, separated by commas: -3 is three days before, 0 the due date, 7 a week overdue.';

/** "-3, 0, 7" → [-3, 0, 7]; null when a part is not a whole number. */
export function parseSteps(text: string): number[] | null {
  const parts = text
    .split(/[,\s]+/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.some((p) => !/^[+-]?\d+$/.test(p))) return null;
  return parts.map(Number);
}

/**
 * Payment reminders (Settings → Payments, admins): on or off, the steps in days from each invoice's due date, and
 * email and/or SMS. Sent from 9 am on the step's day in the business's zone, with the invoice's link, while a
 * balance is due; never after the invoice is paid, nor for a customer or invoice switched off.
 */
export function PaymentReminderSettingsCard() {
  const { data } = useQuery(PaymentReminderSettingsQuery);
  const [save, { loading }] = useMutation(UpdatePaymentReminderSettings);
  const settings = data?.paymentReminderSettings;
  const [enabled, setEnabled] = useState(false);
  const [stepsText, setStepsText] = useState(DEFAULT_REMINDER_STEPS.join(', '));
  const [email, setEmail] = useState(true);
  const [sms, setSms] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (!settings) return;
    setEnabled(settings.enabled);
    setStepsText(settings.steps.join(', '));
    setEmail(settings.email);
    setSms(settings.sms);
  }, [settings]);

  const steps = parseSteps(stepsText);

  async function submit() {
    setProblem(null);
    if (!steps) return setProblem('Each step is a whole number of days, like -3, 0, 7');
    try {
      const saved = unwrap(
        (await save({ variables: { input: { enabled, steps, email, sms } } })).data?.updatePaymentReminderSettings,
        'Failed to save',
      );
      toast.success(saved.enabled ? `Payment reminders on: ${saved.steps.map(stepLabel).join(', ')}` : 'Payment reminders off');
    } catch (err) {
      setProblem(messageOf(err, 'Failed to save'));
    }
  }

  return (
    <Card
      title="Payment reminders"
      description="Reminders to customers with a balance due, with the invoice's link. Off until you switch them on; each email or SMS uses your credits. Customers who tell us they have paid, and customers or invoices switched off, are skipped."
      headingLevel={2}
    >
      {!settings ? (
        <Skeleton height={120} />
      ) : (
        <Stack gap="3">
          <Switch isSelected={enabled} onChange={setEnabled}>
            Send payment reminders
          </Switch>
          <TextField
            label="Steps"
            description={steps ? `${STEPS_HELP} Now: ${steps.map(stepLabel).join('; ') || 'none'}.` : STEPS_HELP}
            value={stepsText}
            onChange={setStepsText}
          />
          <Checkbox isSelected={email} onChange={setEmail}>
            By email
          </Checkbox>
          <Checkbox isSelected={sms} onChange={setSms}>
            By SMS (to the customer's mobile)
          </Checkbox>
          {problem && <Banner tone="error" title={problem} />}
          <div>
            <Button variant="primary" onPress={submit} isPending={loading}>
              Save reminders
            </Button>
          </div>
        </Stack>
      )}
    </Card>
  );
}
