import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  CreateWebhookEndpointDocument,
  EnableWebhookEndpointDocument,
  ResendWebhookDeliveryDocument,
  WebhookDeliveriesDocument,
  WebhookEndpointsDocument,
} from '../../gql/graphql';
import { renderApp } from '../../test-utils';
import { WebhooksCard } from './WebhooksCard';

const endpoint = {
  __typename: 'WebhookEndpoint' as const,
  id: 'e1',
  url: 'https://hooks.example.com/spanner',
  events: ['job.created', 'job.completed'],
  disabledAt: null,
  failingSince: null,
  previousSecretUntil: null,
};
const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const delivery = {
  __typename: 'WebhookDelivery' as const,
  id: 'd1',
  event: 'job.created',
  status: 'failed' as const,
  attempts: 13,
  createdAt: '2026-11-20T01:00:00.000Z',
  lastAttemptAt: '2026-11-21T02:30:00.000Z',
  responseStatus: 503,
  durationMs: 41,
  responseExcerpt: 'Service Unavailable',
  error: null,
};

describe('WebhooksCard', () => {
  it('adds an endpoint for the chosen events and shows its secret once', async () => {
    renderApp(<WebhooksCard />, {
      mocks: [
        { request: { query: WebhookEndpointsDocument }, result: { data: { webhookEndpoints: [] } } },
        {
          request: {
            query: CreateWebhookEndpointDocument,
            variables: { input: { url: endpoint.url, events: ['job.created', 'job.completed'] } },
          },
          result: {
            data: {
              createWebhookEndpoint: {
                __typename: 'WebhookEndpointWithSecret',
                secret: SECRET,
                endpoint: { __typename: 'WebhookEndpoint', id: 'e1', url: endpoint.url },
              },
            },
          },
        },
        { request: { query: WebhookEndpointsDocument }, result: { data: { webhookEndpoints: [endpoint] } } },
      ],
    });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Endpoint URL' }), endpoint.url);
    await userEvent.click(screen.getByRole('checkbox', { name: 'job.created' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'job.completed' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByText('Copy the signing secret now: it is shown only once')).toBeTruthy();
    expect(screen.getByText(SECRET)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: endpoint.url })).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
  });

  it("shows an endpoint's delivery log with the answer's code, time and body, and resends a delivery", async () => {
    renderApp(<WebhooksCard />, {
      mocks: [
        {
          request: { query: WebhookEndpointsDocument },
          result: { data: { webhookEndpoints: [{ ...endpoint, failingSince: '2026-11-20T01:00:00.000Z' }] } },
        },
        {
          request: { query: WebhookDeliveriesDocument, variables: { endpointId: 'e1' } },
          result: { data: { webhookDeliveries: [delivery] } },
        },
        {
          request: { query: ResendWebhookDeliveryDocument, variables: { endpointId: 'e1', deliveryId: 'd1' } },
          result: { data: { resendWebhookDelivery: { __typename: 'WebhookDelivery', id: 'd1', status: 'pending' } } },
        },
        {
          request: { query: WebhookDeliveriesDocument, variables: { endpointId: 'e1' } },
          result: { data: { webhookDeliveries: [{ ...delivery, status: 'pending' }] } },
        },
      ],
    });
    expect(await screen.findByText('Failing')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Deliveries' }));
    const log = await screen.findByRole('grid', { name: `Deliveries to ${endpoint.url}` });
    const row = within(log).getByRole('row', { name: /job.created/ });
    expect(within(row).getByText('503')).toBeTruthy();
    expect(within(row).getByText('41 ms')).toBeTruthy();
    // When it happened: its latest attempt, in the organisation's zone (Melbourne, daylight time).
    expect(within(row).getByText('Sat, 21 Nov 2026, 1:30 pm')).toBeTruthy();
    expect(within(row).getByText('Service Unavailable')).toBeTruthy();
    await userEvent.click(within(row).getByRole('button', { name: 'Resend' }));
    expect(await within(log).findByText('pending')).toBeTruthy();
  });

  it('enables an endpoint disabled after days of failures, which shows as active again', async () => {
    const disabled = { ...endpoint, disabledAt: '2026-11-24T01:00:00.000Z', failingSince: '2026-11-19T01:00:00.000Z' };
    renderApp(<WebhooksCard />, {
      mocks: [
        { request: { query: WebhookEndpointsDocument }, result: { data: { webhookEndpoints: [disabled] } } },
        {
          request: { query: EnableWebhookEndpointDocument, variables: { id: 'e1' } },
          result: { data: { enableWebhookEndpoint: { __typename: 'WebhookEndpoint', id: 'e1', disabledAt: null, failingSince: null } } },
        },
        { request: { query: WebhookEndpointsDocument }, result: { data: { webhookEndpoints: [endpoint] } } },
      ],
    });
    expect(await screen.findByText('Disabled')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Enable' }));
    expect(await screen.findByText('Active')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enable' })).toBeNull();
  });
});
