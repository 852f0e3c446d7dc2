import { useMutation, useQuery } from '@apollo/client/react';
import { WEBHOOK_EVENT_TYPES } from '@rules/webhook-events';
import { formatDateTime } from '@rules/zoned-time';
import {
  AlertDialog,
  Badge,
  Banner,
  Button,
  Card,
  Cell,
  Checkbox,
  CheckboxGroup,
  Column,
  Row,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableHeader,
  TextField,
  Toolbar,
  toast,
} from '@spanner/design-system';
import { useState } from 'react';
import { graphql } from '../../gql';
import { LoadFailure } from '../../kit/LoadFailure';
import { messageOf } from '../../lib/error-message';
import { fieldErrorsOf, unwrap } from '../../lib/mutation-result';
import { useTimeZone } from '../../lib/time-zone';

const WebhookEndpointsQuery = graphql(`
  query WebhookEndpoints {
    webhookEndpoints {
      id
      url
      events
      disabledAt
      failingSince
      previousSecretUntil
    }
  }
`);

const WebhookDeliveriesQuery = graphql(`
  query WebhookDeliveries($endpointId: ID!) {
    webhookDeliveries(endpointId: $endpointId, limit: 50) {
      id
      event
      status
      attempts
      createdAt
      lastAttemptAt
      responseStatus
      durationMs
      responseExcerpt
      error
    }
  }
`);

const CreateWebhookEndpoint = graphql(`
  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) {
      __typename
      ... on WebhookEndpointWithSecret {
        secret
        endpoint {
          id
          url
        }
      }
      ... on AppError {
        message
        code
        fieldErrors {
          field
          message
        }
      }
    }
  }
`);

const RotateWebhookSecret = graphql(`
  mutation RotateWebhookSecret($id: ID!) {
    rotateWebhookSecret(id: $id) {
      __typename
      ... on WebhookEndpointWithSecret {
        secret
        endpoint {
          id
          url
        }
      }
      ... on AppError {
        message
        code
      }
    }
  }
`);

const EnableWebhookEndpoint = graphql(`
  mutation EnableWebhookEndpoint($id: ID!) {
    enableWebhookEndpoint(id: $id) {
      __typename
      ... on WebhookEndpoint {
        id
        disabledAt
        failingSince
      }
      ... on AppError {
        message
        code
      }
    }
  }
`);

const DeleteWebhookEndpoint = graphql(`
  mutation DeleteWebhookEndpoint($id: ID!) {
    deleteWebhookEndpoint(id: $id) {
      __typename
      ... on DeleteWebhookEndpointPayload {
        id
      }
      ... on AppError {
        message
        code
      }
    }
  }
`);

const ResendWebhookDelivery = graphql(`
  mutation ResendWebhookDelivery($endpointId: ID!, $deliveryId: ID!) {
    resendWebhookDelivery(endpointId: $endpointId, deliveryId: $deliveryId) {
      __typename
      ... on WebhookDelivery {
        id
        status
      }
      ... on AppError {
        message
        code
      }
    }
  }
`);

type Endpoint = { id: string; url: string; events: string[]; disabledAt?: unknown; failingSince?: unknown };

/** The endpoint's state in a word: disabled after five days of failures, failing since its last success, or active. */
function EndpointState({ endpoint }: { endpoint: Endpoint }) {
  if (endpoint.disabledAt) return <Badge tone="red">Disabled</Badge>;
  if (endpoint.failingSince) return <Badge tone="orange">Failing</Badge>;
  return <Badge tone="green">Active</Badge>;
}

/**
 * An endpoint's delivery log: each event's status, when it was last tried (date and time in the organisation's
 * zone), the answer's code, how long it took and the start of the answer, with Resend.
 */
function DeliveryLog({ endpoint }: { endpoint: Endpoint }) {
  const { data, error, refetch } = useQuery(WebhookDeliveriesQuery, {
    variables: { endpointId: endpoint.id },
    fetchPolicy: 'network-only',
  });
  const [resend] = useMutation(ResendWebhookDelivery);
  const timeZone = useTimeZone();
  async function resendOne(deliveryId: string) {
    try {
      unwrap((await resend({ variables: { endpointId: endpoint.id, deliveryId } })).data?.resendWebhookDelivery, 'Failed to resend');
      toast.success('Delivery queued to send again');
      await refetch();
    } catch (err) {
      toast.error('Failed to resend', messageOf(err, ''));
    }
  }
  if (error) return <LoadFailure title="Failed to load the delivery log" />;
  if (!data) return <Skeleton height={80} />;
  return (
    <Stack>
      <Toolbar
        filters={null}
        actions={
          <Button size="sm" variant="secondary" onPress={() => refetch()}>
            Refresh log
          </Button>
        }
      />
      <Table aria-label={`Deliveries to ${endpoint.url}`}>
        <TableHeader>
          <Column isRowHeader>Event</Column>
          <Column>Status</Column>
          <Column>When</Column>
          <Column>Response</Column>
          <Column>Took</Column>
          <Column>Attempts</Column>
          <Column>Body</Column>
          <Column>Actions</Column>
        </TableHeader>
        <TableBody emptyText="No deliveries yet">
          {data.webhookDeliveries.map((d) => (
            <Row key={d.id}>
              <Cell>{d.event}</Cell>
              <Cell>
                <Badge tone={d.status === 'delivered' ? 'green' : d.status === 'failed' ? 'red' : 'yellow'}>{d.status}</Badge>
              </Cell>
              <Cell>{formatDateTime(d.lastAttemptAt ?? d.createdAt, timeZone)}</Cell>
              <Cell>{d.responseStatus ?? d.error ?? '—'}</Cell>
              <Cell>{d.durationMs == null ? '—' : `${d.durationMs} ms`}</Cell>
              <Cell>{d.attempts}</Cell>
              <Cell>{d.responseExcerpt ? d.responseExcerpt.slice(0, 120) : '—'}</Cell>
              <Cell>
                {!endpoint.disabledAt && (
                  <Button size="sm" variant="secondary" onPress={() => resendOne(d.id)}>
                    Resend
                  </Button>
                )}
              </Cell>
            </Row>
          ))}
        </TableBody>
      </Table>
    </Stack>
  );
}

/**
 * Settings → Integrations (admins): subscribe an HTTPS URL to events, see each endpoint's delivery log, resend,
 * rotate the signing secret, enable an endpoint disabled after days of failures, and remove an endpoint. A secret is shown once, right after it is made.
 */
export function WebhooksCard() {
  const { data, error, refetch } = useQuery(WebhookEndpointsQuery);
  const [create, { loading: creating }] = useMutation(CreateWebhookEndpoint);
  const [rotate] = useMutation(RotateWebhookSecret);
  const [enable] = useMutation(EnableWebhookEndpoint);
  const [remove] = useMutation(DeleteWebhookEndpoint);
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>([]);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [secret, setSecret] = useState<{ url: string; secret: string } | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Endpoint | null>(null);

  async function add() {
    setFieldErrors({});
    try {
      const made = unwrap(
        (await create({ variables: { input: { url, events } } })).data?.createWebhookEndpoint,
        'Failed to add the endpoint',
      );
      setSecret({ url: made.endpoint.url, secret: made.secret });
      setUrl('');
      setEvents([]);
      await refetch();
    } catch (err) {
      setFieldErrors(fieldErrorsOf(err));
      toast.error('Failed to add the endpoint', messageOf(err, ''));
    }
  }

  async function rotateOne(endpoint: Endpoint) {
    try {
      const made = unwrap((await rotate({ variables: { id: endpoint.id } })).data?.rotateWebhookSecret, 'Failed to rotate the secret');
      setSecret({ url: made.endpoint.url, secret: made.secret });
      await refetch();
    } catch (err) {
      toast.error('Failed to rotate the secret', messageOf(err, ''));
    }
  }

  async function enableOne(endpoint: Endpoint) {
    try {
      unwrap((await enable({ variables: { id: endpoint.id } })).data?.enableWebhookEndpoint, 'Failed to enable the endpoint');
      toast.success('Endpoint enabled', 'New events are sent to it again.');
      await refetch();
    } catch (err) {
      toast.error('Failed to enable the endpoint', messageOf(err, ''));
    }
  }

  async function removeOne(endpoint: Endpoint) {
    try {
      unwrap((await remove({ variables: { id: endpoint.id } })).data?.deleteWebhookEndpoint, 'Failed to delete the endpoint');
      toast.success('Endpoint deleted');
      await refetch();
    } catch (err) {
      toast.error('Failed to delete the endpoint', messageOf(err, ''));
    }
  }

  return (
    <Card
      title="Webhooks"
      description="Spanner sends each event you choose to your URL as it happens, with the full record, signed per Standard Webhooks. Failed deliveries are retried for three days; an endpoint failing for five days is disabled and admins are emailed."
      headingLevel={2}
    >
      <Stack>
        {secret && (
          <Banner tone="warning" title="Copy the signing secret now: it is shown only once" onDismiss={() => setSecret(null)}>
            <Stack gap="1">
              <span>{secret.url}</span>
              <code data-testid="webhook-secret">{secret.secret}</code>
            </Stack>
          </Banner>
        )}
        <TextField
          label="Endpoint URL"
          placeholder="https://example.com/webhooks"
          value={url}
          onChange={setUrl}
          isInvalid={!!fieldErrors.url}
          errorMessage={fieldErrors.url}
        />
        <CheckboxGroup
          label="Events"
          value={events}
          onChange={setEvents}
          isInvalid={!!fieldErrors.events}
          errorMessage={fieldErrors.events}
        >
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <Checkbox key={type} value={type}>
              {type}
            </Checkbox>
          ))}
        </CheckboxGroup>
        <Toolbar
          filters={null}
          actions={
            <Button variant="primary" onPress={add} isPending={creating}>
              Add endpoint
            </Button>
          }
        />
        {error ? (
          <LoadFailure title="Failed to load the webhook endpoints" />
        ) : !data ? (
          <Skeleton height={80} />
        ) : (
          data.webhookEndpoints.map((endpoint) => (
            <Card
              key={endpoint.id}
              title={endpoint.url}
              description={endpoint.events.join(', ')}
              headingLevel={3}
              actions={<EndpointState endpoint={endpoint} />}
            >
              <Stack>
                <Toolbar
                  filters={null}
                  actions={
                    <>
                      <Button size="sm" variant="secondary" onPress={() => setOpen(open === endpoint.id ? null : endpoint.id)}>
                        {open === endpoint.id ? 'Hide deliveries' : 'Deliveries'}
                      </Button>
                      {endpoint.disabledAt && (
                        <Button size="sm" variant="primary" onPress={() => enableOne(endpoint)}>
                          Enable
                        </Button>
                      )}
                      <Button size="sm" variant="secondary" onPress={() => rotateOne(endpoint)}>
                        Rotate secret
                      </Button>
                      <Button size="sm" variant="danger" onPress={() => setDeleting(endpoint)}>
                        Delete
                      </Button>
                    </>
                  }
                />
                {open === endpoint.id && <DeliveryLog endpoint={endpoint} />}
              </Stack>
            </Card>
          ))
        )}
      </Stack>
      <AlertDialog
        title="Delete this endpoint?"
        variant="destructive"
        confirmLabel="Delete"
        isOpen={!!deleting}
        onOpenChange={(isOpen) => !isOpen && setDeleting(null)}
        onConfirm={() => deleting && removeOne(deleting)}
      >
        Nothing more is sent to {deleting?.url}, and its delivery log is removed.
      </AlertDialog>
    </Card>
  );
}
