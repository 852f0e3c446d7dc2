import { parseDate } from '@internationalized/date';
import {
  DEFAULT_PAYMENT_METHOD,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentMethod,
  paymentMessages,
} from '@rules/payment-methods';
import { dayKeyOf } from '@rules/zoned-time';
import { Button, DatePicker, Dialog, Form, FormActions, Modal, Select } from '@spanner/design-system';
import { type FormEvent, useState } from 'react';
import { useTimeZone } from '../../lib/time-zone';

export interface Payment {
  /** 'YYYY-MM-DD' in the organisation's zone. */
  paidOn: string;
  method: PaymentMethod;
}

const METHOD_OPTIONS = PAYMENT_METHODS.map((id) => ({ id, label: PAYMENT_METHOD_LABELS[id] }));

/**
 * Mark Paid asks when the money came in (today in the organisation's zone unless changed; never a later day) and how
 * (rules/payment-methods.ts). The server checks both again.
 */
export function MarkPaidDialog({
  number,
  isOpen,
  onOpenChange,
  onConfirm,
}: {
  number: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** Records the payment; throws with the server's message when refused (the dialog stays open). */
  onConfirm: (payment: Payment) => Promise<void>;
}) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="sm">
      <Dialog title={`Mark ${number} paid`}>{(close) => <PaymentForm onCancel={close} onConfirm={onConfirm} onDone={close} />}</Dialog>
    </Modal>
  );
}

function PaymentForm({
  onCancel,
  onConfirm,
  onDone,
}: {
  onCancel: () => void;
  onConfirm: (p: Payment) => Promise<void>;
  onDone: () => void;
}) {
  const today = dayKeyOf(new Date(), useTimeZone());
  const [paidOn, setPaidOn] = useState(today);
  const [method, setMethod] = useState<PaymentMethod>(DEFAULT_PAYMENT_METHOD);
  const [dateError, setDateError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!paidOn) return setDateError('Enter the payment date');
    if (paidOn > today) return setDateError(paymentMessages.dateInFuture);
    if (dateError) return;
    setPending(true);
    try {
      await onConfirm({ paidOn, method });
      onDone();
    } catch {
      // The page's toast says why; the dialog stays open to correct it.
    } finally {
      setPending(false);
    }
  }

  return (
    <Form onSubmit={submit} validationBehavior="aria">
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
      <FormActions>
        <Button variant="secondary" onPress={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" isPending={pending}>
          Mark Paid
        </Button>
      </FormActions>
    </Form>
  );
}
