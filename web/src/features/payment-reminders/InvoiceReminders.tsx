import { useMutation, useQuery } from '@apollo/client/react';
import { formatLongDate } from '@rules/zoned-time';
import { Banner, Button, Card, Stack, Switch, toast } from '@spanner/design-system';
import { graphql } from '../../gql';
import { messageOf } from '../../lib/error-message';
import { unwrap } from '../../lib/mutation-result';
import { useTimeZone } from '../../lib/time-zone';
import { useCan } from '../../lib/use-can';

const InvoiceRemindersQuery = graphql(`
  query InvoiceReminders($invoiceId: ID!) {
    invoiceReminders(invoiceId: $invoiceId) {
      invoiceId
      noReminders
      customerNoReminders
      paidClaim {
        at
        name
        text
      }
      sent {
        step
        channel
        outcome
        text
      }
    }
  }
`);

const SetInvoiceReminders = graphql(`
  mutation SetInvoiceReminders($invoiceId: ID!, $off: Boolean!) {
    setInvoiceReminders(invoiceId: $invoiceId, off: $off) {
      __typename
      ... on InvoiceReminders {
        invoiceId
        noReminders
      }
      ... on AppError {
        message
      }
    }
  }
`);

const ResumeInvoiceReminders = graphql(`
  mutation ResumeInvoiceReminders($invoiceId: ID!) {
    resumeInvoiceReminders(invoiceId: $invoiceId) {
      __typename
      ... on InvoiceReminders {
        invoiceId
      }
      ... on AppError {
        message
      }
    }
  }
`);

/**
 * The invoice's payment reminders (its page): "Customer says it's paid: …" with Resume reminders, each reminder sent
 * ("Sent 3 days before due on 9 Dec 2026 by email") or refused, and the invoice's own "No reminders" switch.
 */
export function InvoiceReminders({ invoiceId }: { invoiceId: string }) {
  const canPause = useCan('pausePaymentReminders');
  const timeZone = useTimeZone();
  const { data } = useQuery(InvoiceRemindersQuery, { variables: { invoiceId }, fetchPolicy: 'cache-and-network' });
  const refetchQueries = ['InvoiceReminders'];
  const [setOff, setting] = useMutation(SetInvoiceReminders, { refetchQueries });
  const [resume, resuming] = useMutation(ResumeInvoiceReminders, { refetchQueries });
  const r = data?.invoiceReminders;
  if (!r) return null;

  async function switchOff(off: boolean) {
    try {
      unwrap((await setOff({ variables: { invoiceId, off } })).data?.setInvoiceReminders, 'Failed to save');
      toast.success(off ? 'No reminders for this invoice' : 'Reminders on for this invoice');
    } catch (err) {
      toast.error('Failed to save', messageOf(err, ''));
    }
  }
  async function resumeNow() {
    try {
      unwrap((await resume({ variables: { invoiceId } })).data?.resumeInvoiceReminders, 'Failed to resume');
      toast.success('Reminders resumed');
    } catch (err) {
      toast.error('Failed to resume', messageOf(err, ''));
    }
  }

  return (
    <Card title="Reminders" headingLevel={2}>
      <Stack gap="3">
        {r.paidClaim && (
          <Banner tone="warning" title={`Customer says it's paid: ${r.paidClaim.text}`}>
            <Stack gap="2">
              <span>{`${r.paidClaim.name ? `${r.paidClaim.name}, ` : ''}${formatLongDate(r.paidClaim.at, timeZone)}. Reminders are paused.`}</span>
              {canPause && (
                <div>
                  <Button variant="secondary" size="sm" onPress={resumeNow} isPending={resuming.loading}>
                    Resume reminders
                  </Button>
                </div>
              )}
            </Stack>
          </Banner>
        )}
        {r.customerNoReminders && <p>Reminders are switched off for this customer.</p>}
        {r.sent.length === 0 ? (
          <p>No reminders sent yet.</p>
        ) : (
          <ul aria-label="Reminders sent">
            {r.sent.map((s) => (
              <li key={`${s.step}-${s.channel}`}>{s.text}</li>
            ))}
          </ul>
        )}
        {canPause && (
          <Switch isSelected={r.noReminders} onChange={switchOff} isDisabled={setting.loading}>
            No reminders for this invoice
          </Switch>
        )}
      </Stack>
    </Card>
  );
}
