import { useMutation } from '@apollo/client/react';
import { Banner, Button, Dialog, Form, FormActions, Modal, NumberField, Radio, RadioGroup, toast } from '@spanner/design-system';
import { type FormEvent, useState } from 'react';
import { graphql } from '../../gql';
import { messageOf } from '../../lib/error-message';
import { fieldErrorsOf, unwrap } from '../../lib/mutation-result';
import { useTimeZone } from '../../lib/time-zone';
import { shortDay } from './labels';

// The owner's two actions on an organisation, each asked for and confirmed in a dialog: extend a trial, grant credits.

export const ExtendTrialMutation = graphql(`
  mutation ExtendTrial($organizationId: ID!, $days: Int!) {
    extendTrial(organizationId: $organizationId, days: $days) {
      __typename
      ... on ExtendTrialPayload {
        trialEnd
      }
      ... on AppError {
        ...AppErrorFields
      }
    }
  }
`);

export const GrantCreditsMutation = graphql(`
  mutation GrantCredits($organizationId: ID!, $channel: String!, $quantity: Int!) {
    grantCredits(organizationId: $organizationId, channel: $channel, quantity: $quantity) {
      __typename
      ... on GrantCreditsPayload {
        quantity
        channel
      }
      ... on AppError {
        ...AppErrorFields
      }
    }
  }
`);

const DAY_MS = 86_400_000;

interface ActionProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  onDone: () => void;
}

/** Extend a trial by 1 to 90 days: the dialog says the new end before the owner confirms. */
export function ExtendTrialDialog({
  org,
  isOpen,
  onOpenChange,
  onDone,
}: ActionProps & { org: { id: string; name: string; trialEnd?: string | null } }) {
  const timeZone = useTimeZone();
  const [extend] = useMutation(ExtendTrialMutation);
  const [days, setDays] = useState(7);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [daysError, setDaysError] = useState<string | null>(null);
  const from = org.trialEnd && new Date(org.trialEnd).getTime() > Date.now() ? new Date(org.trialEnd).getTime() : Date.now();
  const valid = Number.isInteger(days) && days >= 1 && days <= 90;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    if (!valid) return setDaysError('Days must be a number from 1 to 90');
    setPending(true);
    try {
      const result = unwrap(
        (await extend({ variables: { organizationId: org.id, days } })).data?.extendTrial,
        'Failed to extend the trial',
      );
      toast.success('Trial extended', `${org.name}'s trial now ends on ${shortDay(result.trialEnd, timeZone)}.`);
      onOpenChange(false);
      onDone();
    } catch (err) {
      const fields = fieldErrorsOf(err);
      if (fields.days) setDaysError(fields.days);
      else setError(messageOf(err, 'Failed to extend the trial'));
    } finally {
      setPending(false);
    }
  }

  return (
    <Modal size="sm" isOpen={isOpen} onOpenChange={onOpenChange}>
      <Dialog title="Extend trial">
        <Form onSubmit={submit} validationBehavior="aria">
          {error ? <Banner tone="error" title={error} /> : null}
          <NumberField
            label="Days to add"
            value={Number.isNaN(days) ? undefined : days}
            onChange={(v) => {
              setDays(v);
              setDaysError(null);
            }}
            isInvalid={!!daysError}
            errorMessage={daysError ?? undefined}
            description="1 to 90 days, from the trial's end (or from today when it has ended)."
          />
          <p>
            {valid
              ? `${org.name}'s trial will end on ${shortDay(new Date(from + days * DAY_MS).toISOString(), timeZone)}. Their admin sees this on their billing page.`
              : 'Choose 1 to 90 days.'}
          </p>
          <FormActions>
            <Button variant="secondary" onPress={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="primary" isPending={pending}>
              Extend trial
            </Button>
          </FormActions>
        </Form>
      </Dialog>
    </Modal>
  );
}

/** Grant 1 to 10,000 SMS or email credits (a pack priced 0, never revenue), confirmed in the dialog. */
export function GrantCreditsDialog({ org, isOpen, onOpenChange, onDone }: ActionProps & { org: { id: string; name: string } }) {
  const [grant] = useMutation(GrantCreditsMutation);
  const [channel, setChannel] = useState<'sms' | 'email'>('sms');
  const [quantity, setQuantity] = useState(100);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [quantityError, setQuantityError] = useState<string | null>(null);
  const valid = Number.isInteger(quantity) && quantity >= 1 && quantity <= 10_000;
  const what = channel === 'sms' ? 'SMS' : 'email';

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    if (!valid) return setQuantityError('Quantity must be a number from 1 to 10,000');
    setPending(true);
    try {
      unwrap((await grant({ variables: { organizationId: org.id, channel, quantity } })).data?.grantCredits, 'Failed to grant credits');
      toast.success('Credits granted', `${org.name} has ${quantity.toLocaleString('en-AU')} more ${what} credits.`);
      onOpenChange(false);
      onDone();
    } catch (err) {
      const fields = fieldErrorsOf(err);
      if (fields.quantity) setQuantityError(fields.quantity);
      else setError(messageOf(err, 'Failed to grant credits'));
    } finally {
      setPending(false);
    }
  }

  return (
    <Modal size="sm" isOpen={isOpen} onOpenChange={onOpenChange}>
      <Dialog title="Grant credits">
        <Form onSubmit={submit} validationBehavior="aria">
          {error ? <Banner tone="error" title={error} /> : null}
          <RadioGroup label="Credits" value={channel} onChange={(v) => setChannel(v as 'sms' | 'email')} orientation="horizontal">
            <Radio value="sms">SMS</Radio>
            <Radio value="email">Email</Radio>
          </RadioGroup>
          <NumberField
            label="Quantity"
            value={Number.isNaN(quantity) ? undefined : quantity}
            onChange={(v) => {
              setQuantity(v);
              setQuantityError(null);
            }}
            isInvalid={!!quantityError}
            errorMessage={quantityError ?? undefined}
            description="1 to 10,000. A free pack: never counted as revenue."
          />
          <p>
            {valid
              ? `${org.name} gets ${quantity.toLocaleString('en-AU')} ${what} credits, spent after their plan's allowance. Their admin sees this on their billing page.`
              : 'Choose 1 to 10,000 credits.'}
          </p>
          <FormActions>
            <Button variant="secondary" onPress={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="primary" isPending={pending}>
              Grant credits
            </Button>
          </FormActions>
        </Form>
      </Dialog>
    </Modal>
  );
}
