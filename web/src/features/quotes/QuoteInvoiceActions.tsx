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

const SetQuoteDeposit = graphql(`
  mutation SetQuoteDeposit($id: ID!, $depositPercent: Float, $depositAmountCents: Int) {
    setQuoteDeposit(id: $id, depositPercent: $depositPercent, depositAmountCents: $depositAmountCents) {
      __typename
      ... on Quote {
        id
        depositPercent
        depositAmountCents
      }
      ... on AppError {
        message
      }
    }
  }
`);

const FAILED = 'Failed to create the invoice';
const DEPOSIT_FAILED = 'Failed to save the deposit';

/** What a quote asks at acceptance, in words: '30%' or '$500.00'. */
const depositText = (q: { depositPercent?: number | null; depositAmountCents?: number | null }) =>
  q.depositPercent != null
    ? `${Number(q.depositPercent.toFixed(2))}%`
    : q.depositAmountCents != null
      ? formatAud(q.depositAmountCents)
      : null;

export interface QuoteInvoicing {
  id: string;
  status: string;
  totalCents: number;
  /** The deposit asked at acceptance (at most one of the two) */
  depositPercent?: number | null;
  depositAmountCents?: number | null;
  canInvoice: boolean;
  invoices: readonly { id: string; number: string; kind: 'full' | 'deposit' | string }[];
}

/**
 * On a draft or sent quote: Deposit at acceptance (a percentage or an amount the customer pays when accepting: the
 * quote's page then offers Accept & pay deposit where the business takes payments online). On an accepted quote: Convert to Invoice (the whole quote, less a deposit already invoiced) and Invoice Deposit
 * (a percentage or an amount, once), and a link to each invoice made from the quote. Admin and manager only.
 */
export function QuoteInvoiceActions({ quote }: { quote: QuoteInvoicing }) {
  const navigate = useNavigate();
  const mayInvoice = useCan('manageInvoices');
  const [depositOpen, setDepositOpen] = useState(false);
  const [askOpen, setAskOpen] = useState(false);
  const [convert, { loading }] = useMutation(ConvertQuoteToInvoice, { refetchQueries: ['QuoteDetail', 'InvoicesPage'] });
  const [setDeposit, saving] = useMutation(SetQuoteDeposit);
  if (!mayInvoice) return null;
  const deposit = quote.invoices.find((i) => i.kind === 'deposit');
  const open = (quote.status === 'draft' || quote.status === 'sent') && !deposit;
  const asked = depositText(quote);

  async function ask(variables: { depositPercent?: number | null; depositAmountCents?: number | null }) {
    unwrap(
      (
        await setDeposit({
          variables: {
            id: quote.id,
            depositPercent: variables.depositPercent ?? null,
            depositAmountCents: variables.depositAmountCents ?? null,
          },
        })
      ).data?.setQuoteDeposit,
      DEPOSIT_FAILED,
    );
    const words = depositText(variables);
    toast.success(words ? `A deposit of ${words} is asked at acceptance` : 'No deposit is asked at acceptance');
    setAskOpen(false);
  }

  async function run(variables: { depositPercent?: number; depositAmountCents?: number }) {
    const result = unwrap((await convert({ variables: { id: quote.id, ...variables } })).data?.convertQuoteToInvoice, FAILED);
    toast.success(result.message);
    navigate(`/invoices/${result.invoiceId}`);
  }

  return (
    <>
      {open && (
        <Button variant="secondary" onPress={() => setAskOpen(true)}>
          {asked ? `Deposit at acceptance: ${asked}` : 'Ask a Deposit'}
        </Button>
      )}
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
          <DepositForm
            totalCents={quote.totalCents}
            initial={quote}
            pending={loading}
            onCancel={() => setDepositOpen(false)}
            submit={run}
            submitLabel="Create Deposit Invoice"
          />
        </Dialog>
      </Modal>
      <Modal isOpen={askOpen} onOpenChange={setAskOpen} size="md">
        <Dialog title="Deposit at acceptance">
          <p>
            The customer is asked this deposit when they accept the quote. Where the business takes payments online, the quote’s page offers
            Accept &amp; pay deposit: paying it accepts the quote and records the payment on its deposit invoice.
          </p>
          <DepositForm
            totalCents={quote.totalCents}
            initial={quote}
            pending={saving.loading}
            onCancel={() => setAskOpen(false)}
            submit={ask}
            submitLabel="Save Deposit"
            onRemove={asked ? () => ask({}).catch((err) => toast.error(DEPOSIT_FAILED, messageOf(err, ''))) : undefined}
          />
        </Dialog>
      </Modal>
    </>
  );
}

function DepositForm({
  totalCents,
  initial,
  pending,
  onCancel,
  submit,
  submitLabel,
  onRemove,
}: {
  totalCents: number;
  /** The deposit the quote asks at acceptance, if any: the form starts from it */
  initial?: { depositPercent?: number | null; depositAmountCents?: number | null };
  pending: boolean;
  onCancel: () => void;
  submit: (v: { depositPercent?: number; depositAmountCents?: number }) => Promise<void>;
  submitLabel: string;
  /** Ask no deposit (shown when one is asked) */
  onRemove?: () => void;
}) {
  const [by, setBy] = useState<'percent' | 'amount'>(initial?.depositAmountCents != null ? 'amount' : 'percent');
  const [percent, setPercent] = useState(initial?.depositPercent ?? 30);
  const [amount, setAmount] = useState(centsToDollars(initial?.depositAmountCents ?? percentOf(totalCents, 30)));
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
        {onRemove && (
          <Button variant="secondary" onPress={onRemove} isDisabled={pending}>
            No Deposit
          </Button>
        )}
        <Button type="submit" variant="primary" isPending={pending}>
          {submitLabel}
        </Button>
      </FormActions>
    </Form>
  );
}
