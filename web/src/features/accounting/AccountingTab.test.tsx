import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AccountingConnectionDocument,
  AccountingMappingsDocument,
  ChooseMyobFileDocument,
  ConnectMyobDocument,
  ConnectXeroDocument,
  DisconnectAccountingDocument,
} from '../../gql/graphql';
import { renderApp, viewerMock } from '../../test-utils';
import { AccountingTab } from './AccountingTab';

// Settings → Accounting: what an operator sets when Xero or MYOB is not configured, Connect Xero / Connect MYOB (to
// the provider's page), the organisation and company-file choosers, the connected state with its confirmed
// Disconnect, and Reconnect when the provider refused.

const connection = (over: object = {}) => ({
  __typename: 'AccountingConnection' as const,
  available: true,
  missing: [],
  myobAvailable: false,
  myobMissing: ['MYOB_CLIENT_ID', 'MYOB_CLIENT_SECRET'],
  provider: null,
  status: null,
  tenantName: null,
  lastError: null,
  connectedByName: null,
  connectedAt: null,
  pendingChoice: null,
  ...over,
});
const connectionMock = (over: object = {}) => ({
  request: { query: AccountingConnectionDocument },
  result: { data: { accountingConnection: connection(over) } },
  maxUsageCount: 5,
});
const mappingsMock = {
  request: { query: AccountingMappingsDocument },
  result: {
    data: { accountingMappings: { __typename: 'AppError', message: 'Xero did not answer with your accounts: try again in a minute.' } },
  },
  maxUsageCount: 5,
};

afterEach(() => vi.unstubAllGlobals());

describe('AccountingTab', () => {
  it('names what the operator sets when this server has no Xero app, and offers nothing to press', async () => {
    renderApp(<AccountingTab />, {
      mocks: [viewerMock('admin'), connectionMock({ available: false, missing: ['XERO_CLIENT_ID', 'ACCOUNTING_TOKEN_KEY'] })],
    });
    expect(
      await screen.findByText("The server's operator must set XERO_CLIENT_ID, ACCOUNTING_TOKEN_KEY before a business can connect Xero."),
    ).toBeInTheDocument();
    expect(
      screen.getByText("The server's operator must set MYOB_CLIENT_ID, MYOB_CLIENT_SECRET before a business can connect MYOB."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Connect MYOB' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Connect Xero' })).not.toBeInTheDocument();
  });

  it('sends the browser to Xero’s consent page on Connect Xero', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderApp(<AccountingTab />, {
      mocks: [
        viewerMock('admin'),
        connectionMock(),
        {
          request: { query: ConnectXeroDocument },
          result: { data: { connectXero: { __typename: 'ConnectXeroPayload', url: 'https://login.xero.test/authorize?x=1' } } },
        },
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Connect Xero' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://login.xero.test/authorize?x=1'), { timeout: 15_000 });
  });

  it('lists the organisations to choose from after Xero sent the admin back', async () => {
    renderApp(<AccountingTab />, {
      path: '/settings?tab=accounting&xero=choose',
      mocks: [
        viewerMock('admin'),
        connectionMock({
          pendingChoice: {
            __typename: 'AccountingPendingChoice',
            provider: 'xero',
            authorisationId: 'auth-1',
            tenants: [
              { __typename: 'XeroTenantChoice', id: 't-1', name: 'North Pty Ltd' },
              { __typename: 'XeroTenantChoice', id: 't-2', name: 'South Pty Ltd' },
            ],
          },
        }),
      ],
    });
    expect(await screen.findByText('Your Xero login reaches several organisations: choose the one for this business.')).toBeInTheDocument();
    const group = await screen.findByRole('radiogroup', { name: 'Xero organisation for this business' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['North Pty Ltd', 'South Pty Ltd']);
    expect(screen.getByRole('button', { name: 'Connect this organisation' })).toBeDisabled();
  });

  it('disconnects only once the admin confirms', async () => {
    renderApp(<AccountingTab />, {
      mocks: [
        viewerMock('admin'),
        {
          ...connectionMock({ provider: 'xero', status: 'connected', tenantName: 'Coolair Books', connectedByName: 'Ada Admin' }),
          maxUsageCount: 1,
        },
        mappingsMock,
        { request: { query: DisconnectAccountingDocument }, result: { data: { disconnectAccounting: connection() } } },
        // Read again once disconnected.
        connectionMock(),
      ],
    });
    expect(await screen.findByText('Coolair Books')).toBeInTheDocument();
    expect(screen.getByText('Connected')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Activity' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Disconnect Xero?' });
    expect(within(dialog).getByText(/Your records in Spanner and in Xero stay as they are/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByRole('button', { name: 'Connect Xero' }, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('asks to reconnect, in Xero’s words, when Xero stopped accepting the connection', async () => {
    renderApp(<AccountingTab />, {
      mocks: [
        viewerMock('admin'),
        connectionMock({
          provider: 'xero',
          status: 'needs_reconnect',
          tenantName: 'Coolair Books',
          lastError: 'Xero no longer accepts this connection.',
        }),
      ],
    });
    expect(await screen.findByText('Xero no longer accepts this connection.')).toBeInTheDocument();
    expect(screen.getByText('Needs reconnecting')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Reconnect Xero' })).toBeInTheDocument();
  });

  it('offers Connect MYOB beside Connect Xero when the server has both apps, and sends the browser to MYOB’s page', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderApp(<AccountingTab />, {
      mocks: [
        viewerMock('admin'),
        connectionMock({ myobAvailable: true, myobMissing: [] }),
        {
          request: { query: ConnectMyobDocument },
          result: {
            data: { connectMyob: { __typename: 'ConnectMyobPayload', url: 'https://secure.myob.test/oauth2/account/authorize?x=1' } },
          },
        },
      ],
    });
    expect(await screen.findByRole('button', { name: 'Connect Xero' })).toBeInTheDocument();
    expect(screen.queryByText(/MYOB is not set up/)).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Connect MYOB' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://secure.myob.test/oauth2/account/authorize?x=1'), {
      timeout: 15_000,
    });
  });

  it('lists the company files to choose from after MYOB sent the admin back, and connects the one chosen', async () => {
    renderApp(<AccountingTab />, {
      path: '/settings?tab=accounting&myob=choose',
      mocks: [
        viewerMock('admin'),
        connectionMock({
          myobAvailable: true,
          myobMissing: [],
          pendingChoice: {
            __typename: 'AccountingPendingChoice',
            provider: 'myob',
            authorisationId: 'auth-2',
            tenants: [
              { __typename: 'XeroTenantChoice', id: 'f-1', name: 'North File' },
              { __typename: 'XeroTenantChoice', id: 'f-2', name: 'South File' },
            ],
          },
        }),
        {
          request: { query: ChooseMyobFileDocument, variables: { authorisationId: 'auth-2', companyFileId: 'f-2' } },
          result: { data: { chooseMyobFile: { __typename: 'AccountingConnection', status: 'connected', tenantName: 'South File' } } },
        },
      ],
    });
    expect(await screen.findByText('Your MYOB login reaches several company files: choose the one for this business.')).toBeInTheDocument();
    const group = await screen.findByRole('radiogroup', { name: 'MYOB company file for this business' });
    await userEvent.click(within(group).getByRole('radio', { name: 'South File' }));
    await userEvent.click(screen.getByRole('button', { name: 'Connect this company file' }));
    await vi.waitFor(() => expect(screen.queryByText('Failed to connect. Please try again.')).not.toBeInTheDocument());
  });

  it('shows a connected MYOB company file, and its Disconnect names MYOB', async () => {
    renderApp(<AccountingTab />, {
      mocks: [
        viewerMock('admin'),
        connectionMock({ myobAvailable: true, myobMissing: [], provider: 'myob', status: 'connected', tenantName: 'Coolair File' }),
        mappingsMock,
      ],
    });
    expect(await screen.findByText('Coolair File')).toBeInTheDocument();
    expect(screen.getByText('MYOB company file')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Connect MYOB' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByRole('alertdialog', { name: 'Disconnect MYOB?' })).toBeInTheDocument();
  });
});
