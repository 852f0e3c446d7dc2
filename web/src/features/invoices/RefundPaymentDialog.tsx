import { ledgerMessages } from '@rules/invoice-balance';
import { centsToDollars, dollarsToCents, formatAud } from '@rules/money';
import { Button, Dialog, Form, FormActions, Modal, NumberField, TextField } from '@spanner/design-system';
import { type FormEvent, useState } from 'react';

/**
 * Refund a payment (admins): all that is left of it unless changed, never more; a note. A payment recorded by hand:
 * the money itself goes back outside Spanner (cash, a bank transfer) and this records it. An online payment: Stripe
 * sends the money back to the customer's card or account from the business's Stripe account. Either reopens the
 * balance.
 */
export function RefundPaymentDialog({
  refundableCents,
  online = false,
  isOpen,
  onOpenChange,
  onConfirm,
}: {
  refundableCents: number;
  /** Paid online: refunded through Stripe */
  online?: boolean;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (refund: { amountCents: number; note: string | null }) => Promise<void>;
}) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="sm">
      <Dialog title="Refund payment">
        {(close) => <RefundForm refundableCents={refundableCents} online={online} onCancel={close} onConfirm={onConfirm} onDone={close} />}
      </Dialog>
    </Modal>
  );
}

function RefundForm({
  refundableCents,
  online,
  onCancel,
  onConfirm,
  onDone,
}: {
  refundableCents: number;
  online: boolean;
  onCancel: () => void;
  onConfirm: (refund: { amountCents: number; note: string | null }) => Promise<void>;
  onDone: () => void;
}) {
  const [amount, setAmount] = useState(centsToDollars(refundableCents));
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const amountCents = Number.isNaN(amount) ? 0 : dollarsToCents(amount);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (amountCents <= 0) return setError(ledgerMessages.amountPositive);
    if (amountCents > refundableCents) return setError(ledgerMessages.refundTooLarge(formatAud(refundableCents)));
    setPending(true);
    try {
      await onConfirm({ amountCents, note: note.trim() || null });
      onDone();
    } catch {
      // The page's toast says why.
    } finally {
      setPending(false);
    }
  }

  return (
    <Form onSubmit={submit} validationBehavior="aria">
      <NumberField
        label="Refund amount"
        value={amount}
        onChange={(v) => {
          setAmount(v);
          setError(null);
        }}
        minValue={0}
        formatOptions={{ style: 'currency', currency: 'AUD' }}
        description={`Up to ${formatAud(refundableCents)}`}
        errorMessage={error ?? undefined}
        isRequired
      />
      <TextField label="Note" value={note} onChange={setNote} maxLength={500} />
      {online && (
        <p>Stripe sends this amount back to the customer’s card or account from the business’s Stripe account. It cannot be undone.</p>
      )}
      <FormActions>
        <Button variant="secondary" onPress={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" isPending={pending}>
          {online ? 'Refund through Stripe' : 'Record refund'}
        </Button>
      </FormActions>
    </Form>
  );
}
