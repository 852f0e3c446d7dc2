import { useMutation, useQuery } from '@apollo/client/react';
import { AlertDialog, Banner, Button, Card, DescriptionList, Link, Skeleton, Stack, Toolbar } from '@spanner/design-system';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { graphql } from '../../gql';
import { messageOf } from '../../lib/error-message';
import { unwrap } from '../../lib/mutation-result';
import { useCan } from '../../lib/use-can';
import { CONNECT_OUTCOMES, MYOB_CONNECT_OUTCOMES } from './connect-outcomes';
import { MappingsCard } from './MappingsCard';
import { TenantChooser } from './TenantChooser';

export const AccountingConnectionQuery = graphql(`
  query AccountingConnection {
    accountingConnection {
      available
      missing
      myobAvailable
      myobMissing
      provider
      status
      tenantName
      lastError
      connectedByName
      connectedAt
      pendingChoice {
        provider
        authorisationId
        tenants {
          id
          name
        }
      }
    }
  }
`);

const ConnectXero = graphql(`
  mutation ConnectXero {
    connectXero {
      __typename
      ... on ConnectXeroPayload {
        url
      }
      ... on AppError {
        message
      }
    }
  }
`);

const ConnectMyob = graphql(`
  mutation ConnectMyob {
    connectMyob {
      __typename
      ... on ConnectMyobPayload {
        url
      }
      ... on AppError {
        message
      }
    }
  }
`);

const DisconnectAccounting = graphql(`
  mutation DisconnectAccounting {
    disconnectAccounting {
      __typename
      ... on AccountingConnection {
        status
      }
      ... on AppError {
        message
      }
    }
  }
`);

/** Where the sync's activity page (xero-sync) goes: Settings → Accounting → Activity. */
export const ACCOUNTING_ACTIVITY_PATH = '/settings/accounting/activity';

/**
 * Settings → Accounting: connect Xero or MYOB (to the provider's consent page), choose the organisation or company
 * file when the login reaches several, the connection's state with Disconnect, Reconnect when the provider stopped
 * accepting it, and the mappings. For a provider whose app this server lacks it names what the operator sets, and
 * offers nothing to press.
 */
export function AccountingTab() {
  const { data, loading, error, refetch } = useQuery(AccountingConnectionQuery, { fetchPolicy: 'cache-and-network' });
  const [connect, connecting] = useMutation(ConnectXero);
  const [connectMyob, connectingMyob] = useMutation(ConnectMyob);
  const [disconnect, disconnecting] = useMutation(DisconnectAccounting);
  const [failure, setFailure] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [params] = useSearchParams();
  const canManage = useCan('manageAccounting');
  const outcome = CONNECT_OUTCOMES[params.get('xero') ?? ''] ?? MYOB_CONNECT_OUTCOMES[params.get('myob') ?? ''];
  const c = data?.accountingConnection;
  const myob = c?.provider === 'myob';
  const books = myob ? 'MYOB' : 'Xero';

  async function start() {
    setFailure(null);
    try {
      const { url } = unwrap((await connect()).data?.connectXero, 'Xero could not be reached. Please try again.');
      window.location.assign(url);
    } catch (err) {
      setFailure(messageOf(err, 'Xero could not be reached. Please try again.'));
    }
  }

  async function startMyob() {
    setFailure(null);
    try {
      const { url } = unwrap((await connectMyob()).data?.connectMyob, 'MYOB could not be reached. Please try again.');
      window.location.assign(url);
    } catch (err) {
      setFailure(messageOf(err, 'MYOB could not be reached. Please try again.'));
    }
  }

  async function end() {
    setFailure(null);
    try {
      unwrap((await disconnect()).data?.disconnectAccounting, 'Failed to disconnect. Please try again.');
      await refetch();
    } catch (err) {
      setFailure(messageOf(err, 'Failed to disconnect. Please try again.'));
    }
  }

  if (!c) {
    if (loading) return <Skeleton height={220} />;
    return <Banner tone="error" title={messageOf(error, 'Failed to load the accounting connection')} />;
  }
  const xeroButton = (label: string) => (
    <Button key="xero" variant="primary" onPress={start} isPending={connecting.loading}>
      {label}
    </Button>
  );
  const myobButton = (label: string) => (
    <Button key="myob" variant="primary" onPress={startMyob} isPending={connectingMyob.loading}>
      {label}
    </Button>
  );
  const offered =
    !c.status && !c.pendingChoice ? [c.available && xeroButton('Connect Xero'), c.myobAvailable && myobButton('Connect MYOB')] : [];
  const reconnect =
    c.status === 'needs_reconnect'
      ? [myob ? c.myobAvailable && myobButton('Reconnect MYOB') : c.available && xeroButton('Reconnect Xero')]
      : [];
  const buttons = [...offered, ...reconnect].filter(Boolean);
  return (
    <Stack>
      {outcome && <Banner tone={outcome.tone} title={outcome.title} />}
      <Card title="Accounting" headingLevel={2}>
        <Stack>
          <p>
            Connect your books — Xero or MYOB — and Spanner sends your customers, invoices and payments to them, and brings back payments
            recorded there.
          </p>
          {!c.available && (
            <Banner tone="warning" title="Xero is not set up on this server">
              {`The server's operator must set ${c.missing.join(', ')} before a business can connect Xero.`}
            </Banner>
          )}
          {!c.myobAvailable && (
            <Banner tone="warning" title="MYOB is not set up on this server">
              {`The server's operator must set ${c.myobMissing.join(', ')} before a business can connect MYOB.`}
            </Banner>
          )}
          {c.status && (
            <DescriptionList
              items={[
                { term: myob ? 'MYOB company file' : 'Xero organisation', value: c.tenantName ?? '' },
                { term: 'Status', value: c.status === 'connected' ? 'Connected' : 'Needs reconnecting' },
                c.connectedByName ? { term: 'Connected by', value: c.connectedByName } : null,
              ]}
            />
          )}
          {c.status === 'needs_reconnect' && <Banner tone="error" title={c.lastError ?? `${books} no longer accepts this connection.`} />}
          {failure && <Banner tone="error" title={failure} />}
          {canManage && buttons.length > 0 && <Toolbar actions={buttons} />}
          {c.status && canManage && (
            <Toolbar
              actions={
                <Button variant="secondary" onPress={() => setAsking(true)} isPending={disconnecting.loading}>
                  Disconnect
                </Button>
              }
            />
          )}
          {c.status === 'connected' && (
            // The sync's activity page (its own screen) is linked from here.
            <Link href={ACCOUNTING_ACTIVITY_PATH}>Activity</Link>
          )}
        </Stack>
      </Card>
      {canManage && c.pendingChoice && <TenantChooser choice={c.pendingChoice} onChosen={() => void refetch()} />}
      {canManage && c.status === 'connected' && <MappingsCard books={myob ? 'MYOB' : 'Xero'} />}
      <AlertDialog
        isOpen={asking}
        onOpenChange={setAsking}
        variant="destructive"
        title={`Disconnect ${books}?`}
        confirmLabel="Disconnect"
        onConfirm={end}
      >
        {`Nothing more is sent to ${books} or read from it. Your records in Spanner and in ${books} stay as they are, and connecting the same ${
          myob ? 'MYOB company file' : 'Xero organisation'
        } again carries on without sending anything twice.`}
      </AlertDialog>
    </Stack>
  );
}
