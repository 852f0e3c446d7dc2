import { useMutation } from '@apollo/client/react';
import { Banner, Button, Card, Stack, TextArea, TextField } from '@spanner/design-system';
import { type FormEvent, useState } from 'react';
import { graphql } from '../../gql';
import { messageOf } from '../../lib/error-message';
import { unwrap } from '../../lib/mutation-result';

const TellInvoicePaid = graphql(`
  mutation TellInvoicePaid($token: String!, $name: String, $message: String!) {
    tellInvoicePaid(token: $token, name: $name, message: $message) {
      __typename
      ... on TellUsPaidPayload {
        message
      }
      ... on AppError {
        message
        code
      }
    }
  }
`);

const FAILED = 'Something went wrong. Please try again.';

/**
 * "Already paid? Tell us" on the customer's invoice page: how and when they paid (their name optional). Sending it
 * (a POST; opening the page changes nothing) pauses the invoice's reminders and tells the business.
 */
export function TellUsPaidForm({ token, told = false }: { token: string; told?: boolean }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [message, setMessage] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [tell, { loading }] = useMutation(TellInvoicePaid);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFailure(null);
    try {
      const answer = unwrap((await tell({ variables: { token, name: name.trim() || null, message } })).data?.tellInvoicePaid, FAILED);
      setDone(answer.message);
    } catch (err) {
      setFailure(messageOf(err, FAILED));
    }
  }

  if (done) return <Banner tone="info" title={done} />;
  if (told) return <Banner tone="info" title="You told us this invoice is paid. The business will check and be in touch." />;
  if (!open)
    return (
      <div>
        <Button variant="secondary" onPress={() => setOpen(true)}>
          Already paid? Tell us
        </Button>
      </div>
    );
  return (
    <Card title="Already paid? Tell us" headingLevel={2}>
      <form onSubmit={submit} aria-label="Already paid? Tell us">
        <Stack gap="3">
          <TextField label="Your name (optional)" value={name} onChange={setName} autoComplete="name" />
          <TextArea
            label="How and when did you pay?"
            description="For example: bank transfer on Monday, reference INV-0042."
            value={message}
            onChange={setMessage}
            isRequired
          />
          {failure && <Banner tone="error" title={failure} />}
          <div>
            <Button type="submit" variant="primary" isPending={loading}>
              Tell the business
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
