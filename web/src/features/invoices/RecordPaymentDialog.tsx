import { parseDate } from '@internationalized/date';
import { ledgerMessages } from '@rules/invoice-balance';
import { centsToDollars, dollarsToCents, formatAud } from '@rules/money';
import {
  DEFAULT_PAYMENT_METHOD,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentMethod,
  paymentMessages,
} from '@rules/payment-methods';
import { dayKeyOf } from '@rules/zoned-time';
import { Button, DatePicker, Dialog, Form, FormActions, Modal, NumberField, Select, TextField } from '@spanner/design-system';
import { type FormEvent, useState } from 'react';
import { useTimeZone } from '../../lib/time-zone';

export interface PaymentInput {
  amountCents: number;
  /** 'YYYY-MM-DD' in the organisation's zone. */
  paidOn: string;
  method: PaymentMethod;
  note: string | null;
}

const METHOD_OPTIONS = PAYMENT_METHODS.map((id) => ({ id, label: PAYMENT_METHOD_LABELS[id] }));

/**
 * Record payment (replaces Mark Paid): how much came in (the balance unless changed; more is kept as a credit), when
 * (today in the organisation's zone unless changed; never a later day), how, and a note. The server checks all again.
 */
export function RecordPaymentDialog({
  number,
  balanceCents,
  isOpen,
  onOpenChange,
  onConfirm,
}: {
  number: string;
  balanceCents: number;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** Records the payment; throws with the server's message when refused (the dialog stays open). */
  onConfirm: (payment: PaymentInput) => Promise<void>;
}) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="sm">
      <Dialog title={`Record a payment for ${number}`}>
        {(close) => <PaymentForm balanceCents={balanceCents} onCancel={close} onConfirm={onConfirm} onDone={close} />}
      </Dialog>
    </Modal>
  );
}

function PaymentForm({
  balanceCents,
  onCancel,
  onConfirm,
  onDone,
}: {
  balanceCents: number;
  onCancel: () => void;
  onConfirm: (p: PaymentInput) => Promise<void>;
  onDone: () => void;
}) {
  const today = dayKeyOf(new Date(), useTimeZone());
  const [amount, setAmount] = useState(centsToDollars(balanceCents));
  const [paidOn, setPaidOn] = useState(today);
  const [method, setMethod] = useState<PaymentMethod>(DEFAULT_PAYMENT_METHOD);
  const [note, setNote] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [dateError, setDateError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const amountCents = Number.isNaN(amount) ? 0 : dollarsToCents(amount);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (amountCents <= 0) return setAmountError(ledgerMessages.amountPositive);
    if (!paidOn) return setDateError('Enter the payment date');
    if (paidOn > today) return setDateError(paymentMessages.dateInFuture);
    if (dateError) return;
    setPending(true);
    try {
      await onConfirm({ amountCents, paidOn, method, note: note.trim() || null });
      onDone();
    } catch {
      // The page's toast says why; the dialog stays open to correct it.
    } finally {
      setPending(false);
    }
  }

  return (
    <Form onSubmit={submit} validationBehavior="aria">
      <NumberField
        label="Amount"
        value={amount}
        onChange={(v) => {
          setAmount(v);
          setAmountError(null);
        }}
        minValue={0}
        formatOptions={{ style: 'currency', currency: 'AUD' }}
        description={
          amountCents > balanceCents
            ? `${formatAud(amountCents - balanceCents)} more than the balance: kept as a credit`
            : `Balance due ${formatAud(balanceCents)}`
        }
        errorMessage={amountError ?? undefined}
        isRequired
      />
      <DatePicker
        label="Payment date"
        value={paidOn ? parseDate(paidOn) : null}
        maxValue={parseDate(today)}
        onChange={(d) => {
          setPaidOn(d ? d.toString() : '');
          setDateError(null);
        }}
        onTypedInvalid={setDateError}
        errorMessage={dateError ?? undefined}
        isRequired
      />
      <Select
        label="Payment method"
        items={METHOD_OPTIONS}
        value={method}
        onChange={(k) => k && setMethod(k as PaymentMethod)}
        isRequired
      />
      <TextField label="Note" value={note} onChange={setNote} maxLength={500} />
      <FormActions>
        <Button variant="secondary" onPress={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" isPending={pending}>
          Record payment
        </Button>
      </FormActions>
    </Form>
  );
}
