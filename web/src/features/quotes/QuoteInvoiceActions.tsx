import { useMutation } from '@apollo/client/react';
import { centsToDollars, dollarsToCents, formatAud, percentOf } from '@rules/money';
import { depositProblem } from '@rules/quote-deposits';
import { Button, Dialog, Form, FormActions, Modal, NumberField, Radio, RadioGroup, toast } from '@spanner/design-system';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { graphql } from '../../gql';
import { messageOf } from '../../lib/error-message';
import { unwrap } from '../../lib/mutation-result';
import { useCan } from '../../lib/use-can';

const ConvertQuoteToInvoice = graphql(`
  mutation ConvertQuoteToInvoice($id: ID!, $depositPercent: Float, $depositAmountCents: Int) {
    convertQuoteToInvoice(id: $id, depositPercent: $depositPercent, depositAmountCents: $depositAmountCents) {
      __typename
      ... on ConvertToInvoicePayload {
        invoiceId
        message
      }
      ... on AppError {
        message
      }
    }
  }
`);

const FAILED = 'Failed to create the invoice';

export interface QuoteInvoicing {
  id: string;
  totalCents: number;
  canInvoice: boolean;
  invoices: readonly { id: string; number: string; kind: 'full' | 'deposit' | string }[];
}

/**
 * On an accepted quote: Convert to Invoice (the whole quote, less a deposit already invoiced) and Invoice Deposit
 * (a percentage or an amount, once), and a link to each invoice made from the quote. Admin and manager only.
 */
export function QuoteInvoiceActions({ quote }: { quote: QuoteInvoicing }) {
  const navigate = useNavigate();
  const mayInvoice = useCan('manageInvoices');
  const [depositOpen, setDepositOpen] = useState(false);
  const [convert, { loading }] = useMutation(ConvertQuoteToInvoice, { refetchQueries: ['QuoteDetail', 'InvoicesPage'] });
  if (!mayInvoice) return null;
  const deposit = quote.invoices.find((i) => i.kind === 'deposit');

  async function run(variables: { depositPercent?: number; depositAmountCents?: number }) {
    const result = unwrap((await convert({ variables: { id: quote.id, ...variables } })).data?.convertQuoteToInvoice, FAILED);
    toast.success(result.message);
    navigate(`/invoices/${result.invoiceId}`);
  }

  return (
    <>
      {quote.canInvoice && (
        <Button
          variant="secondary"
          isPending={loading && !depositOpen}
          onPress={() => run({}).catch((err) => toast.error(FAILED, messageOf(err, '')))}
        >
          Convert to Invoice
        </Button>
      )}
      {quote.canInvoice && !deposit && (
        <Button variant="secondary" onPress={() => setDepositOpen(true)}>
          Invoice Deposit
        </Button>
      )}
      {quote.invoices.map((i) => (
        <Button key={i.id} variant="secondary" onPress={() => navigate(`/invoices/${i.id}`)}>
          {`Open ${i.kind === 'deposit' ? 'Deposit ' : ''}Invoice ${i.number}`}
        </Button>
      ))}
      <Modal isOpen={depositOpen} onOpenChange={setDepositOpen} size="md">
        <Dialog title="Invoice deposit">
          <DepositForm totalCents={quote.totalCents} pending={loading} onCancel={() => setDepositOpen(false)} submit={run} />
        </Dialog>
      </Modal>
    </>
  );
}

function DepositForm({
  totalCents,
  pending,
  onCancel,
  submit,
}: {
  totalCents: number;
  pending: boolean;
  onCancel: () => void;
  submit: (v: { depositPercent?: number; depositAmountCents?: number }) => Promise<void>;
}) {
  const [by, setBy] = useState<'percent' | 'amount'>('percent');
  const [percent, setPercent] = useState(30);
  const [amount, setAmount] = useState(centsToDollars(percentOf(totalCents, 30)));
  const [error, setError] = useState<string | undefined>();

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const request = by === 'percent' ? { percent } : { amountCents: dollarsToCents(amount) };
    const problem = depositProblem(request, totalCents);
    if (problem) return setError(problem);
    try {
      await submit(by === 'percent' ? { depositPercent: percent } : { depositAmountCents: dollarsToCents(amount) });
    } catch (err) {
      setError(messageOf(err, FAILED));
    }
  }

  return (
    <Form onSubmit={onSubmit} validationBehavior="aria">
      <RadioGroup label="Deposit as" value={by} onChange={(v) => setBy(v as 'percent' | 'amount')} orientation="horizontal">
        <Radio value="percent">Percentage</Radio>
        <Radio value="amount">Amount</Radio>
      </RadioGroup>
      {by === 'percent' ? (
        <NumberField
          label="Deposit (%)"
          value={percent}
          onChange={(v) => {
            setPercent(v);
            setError(undefined);
          }}
          minValue={0}
          maxValue={100}
          errorMessage={error}
        />
      ) : (
        <NumberField
          label="Deposit amount (incl. GST)"
          value={amount}
          onChange={(v) => {
            setAmount(v);
            setError(undefined);
          }}
          minValue={0}
          formatOptions={{ style: 'currency', currency: 'AUD' }}
          errorMessage={error}
        />
      )}
      <p>
        {`The quote totals ${formatAud(totalCents)}. The deposit invoice carries the GST of the work it pays for, and the quote’s full invoice deducts it.`}
      </p>
      <FormActions>
        <Button variant="secondary" onPress={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" isPending={pending}>
          Create Deposit Invoice
        </Button>
      </FormActions>
    </Form>
  );
}
