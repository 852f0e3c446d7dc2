import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Link, toast } from '@spanner/design-system';
import { useEffect } from 'react';
import { graphql } from '../../gql';
import { messageOf } from '../../lib/error-message';
import { unwrap } from '../../lib/mutation-result';

const InvoiceInBooksQuery = graphql(`
  query InvoiceInBooks($id: ID!) {
    invoice(id: $id) {
      id
      inBooks {
        connected
        provider
        state
        lastError
        url
      }
    }
  }
`);

const SendInvoiceToBooks = graphql(`
  mutation SendInvoiceToBooks($id: ID!) {
    sendInvoiceToBooks(id: $id) {
      __typename
      ... on InvoiceInBooks {
        connected
        provider
        state
        lastError
        url
      }
      ... on AppError {
        message
      }
    }
  }
`);

/** While the push is on its way the button looks again this often (the job runs in the background). */
const POLL_MS = 1500;

/**
 * An invoice's Xero button (docs/accounting.md → The invoice's button): "Sent to Xero · view" once Xero holds it
 * (its page in Xero); "Sending to Xero…" while queued; "Send to Xero" for a sent invoice that is not there yet (sent
 * before the business connected), "Send to Xero again" with Xero's words after a refusal; "Changed in Xero too ·
 * resolve" (the activity page) when edited on both sides; disabled, saying why, when
 * the business is not connected or the invoice is a draft or void. Nothing for a caller who may not see the sync.
 */
export function InvoiceBooksButton({ id, doc }: { id: string; doc: { status: string; sentAt?: unknown } }) {
  const { data, refetch, startPolling, stopPolling } = useQuery(InvoiceInBooksQuery, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const [send, sending] = useMutation(SendInvoiceToBooks);
  const books = data?.invoice?.inBooks;
  const onTheWay = books?.state === 'queued' || books?.state === 'sending';
  // Emailing the invoice (draft → sent, and again after an edit) queues its push: look again when it is sent.
  useEffect(() => {
    if (doc.status || doc.sentAt) void refetch();
  }, [doc.status, doc.sentAt, refetch]);
  useEffect(() => {
    if (!onTheWay) return;
    startPolling(POLL_MS);
    return stopPolling;
  }, [onTheWay, startPolling, stopPolling]);
  if (!books) return null;
  // The connected books' name: MYOB when the business connected MYOB, else Xero.
  const name = books.provider === 'myob' ? 'MYOB' : 'Xero';

  if (!books.connected) {
    return (
      <Button variant="secondary" isDisabled>
        Send to Xero (not connected)
      </Button>
    );
  }
  if (books.url && books.state === 'sent') {
    return (
      <Link href={books.url} target="_blank" rel="noreferrer" variant="primary">
        {`Sent to ${name} · view`}
      </Link>
    );
  }
  if (books.state === 'sent' && books.provider === 'myob') {
    // MYOB has no link to one invoice: the button says it is there.
    return (
      <Button variant="secondary" isDisabled>
        Sent to MYOB
      </Button>
    );
  }
  if (books.state === 'conflict') {
    return (
      <Link href="/settings/accounting/activity" variant="subtle">
        {`Changed in ${name} too · resolve`}
      </Link>
    );
  }
  if (onTheWay) {
    return (
      <Button variant="secondary" isDisabled>
        {`Sending to ${name}…`}
      </Button>
    );
  }
  if (doc.status === 'draft' || doc.status === 'void') {
    return (
      <Button variant="secondary" isDisabled>
        {doc.status === 'draft' ? `Send to ${name} (goes when sent)` : `Send to ${name} (void)`}
      </Button>
    );
  }

  async function sendNow() {
    try {
      unwrap((await send({ variables: { id } })).data?.sendInvoiceToBooks, `Could not send the invoice to ${name}`);
      await refetch();
    } catch (err) {
      toast.error(`Could not send the invoice to ${name}`, messageOf(err, ''));
    }
  }
  return (
    <>
      <Button variant="secondary" onPress={sendNow} isPending={sending.loading}>
        {books.state === 'failed' ? `Send to ${name} again` : `Send to ${name}`}
      </Button>
      {books.state === 'failed' && books.lastError && <span role="status">{books.lastError}</span>}
    </>
  );
}
