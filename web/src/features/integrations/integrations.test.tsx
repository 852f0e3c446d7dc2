import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiKeyMembersDocument, ApiKeysDocument, CreateApiKeyDocument, RevokeApiKeyDocument } from '../../gql/graphql';
import { renderApp } from '../../test-utils';
import { ApiKeysCard } from './ApiKeysCard';

const SECRET = `spk_${'a'.repeat(49)}`;
const xero = {
  __typename: 'ApiKey',
  id: 'k1',
  name: 'Xero sync',
  role: 'read_only',
  prefix: 'spk_aaaaaa',
  member: null,
  createdAt: '2026-11-02T00:00:00.000Z',
  expiresAt: null,
  lastUsedAt: null,
};
const team = {
  request: { query: ApiKeyMembersDocument },
  result: {
    data: {
      members: [
        { __typename: 'User', id: 'u-tech', name: 'Tina Tech', role: 'technician' },
        { __typename: 'User', id: 'u-man', name: 'Max Manager', role: 'manager' },
      ],
    },
  },
  maxUsageCount: 5,
};
const list = (apiKeys: unknown[]) => ({ request: { query: ApiKeysDocument }, result: { data: { apiKeys } } });

// Typing into a dialog in jsdom is slow on a busy two-core machine.
describe('API keys card', { timeout: 30_000 }, () => {
  it('lists each key by name, role and prefix, never its secret', async () => {
    renderApp(<ApiKeysCard />, { mocks: [list([xero])] });
    const row = await screen.findByRole('listitem', { name: 'Xero sync' });
    expect(within(row).getByText('Read-only')).toBeInTheDocument();
    expect(within(row).getByText(/spk_aaaaaa… · created 2 November 2026 · no expiry · never used/)).toBeInTheDocument();
  });

  it('creates a key and shows its secret once, with Copy', async () => {
    const created = {
      request: {
        query: CreateApiKeyDocument,
        variables: { input: { name: 'Xero sync', role: 'manager', memberId: 'u-man', expiresAt: null } },
      },
      result: {
        data: { createApiKey: { __typename: 'CreatedApiKey', secret: SECRET, key: { __typename: 'ApiKey', id: 'k1', name: 'Xero sync' } } },
      },
    };
    const made = { ...xero, role: 'manager', member: { __typename: 'ApiKeyMember', id: 'u-man', name: 'Max Manager' } };
    renderApp(<ApiKeysCard />, { mocks: [list([]), team, created, list([made])] });
    expect(await screen.findByText('No API keys yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create API key' }));
    await userEvent.type(screen.getByLabelText(/^Name/), 'Xero sync');
    await userEvent.click(screen.getByRole('button', { name: /Acts as/ }));
    await userEvent.click(await screen.findByRole('option', { name: /Manager/ }));
    // A manager-like key acts as a manager (or an admin) the admin chooses: asked before anything is sent.
    await userEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('Choose the member the key acts as')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Member/ }));
    expect(screen.queryByRole('option', { name: 'Tina Tech' })).toBeNull();
    await userEvent.click(await screen.findByRole('option', { name: 'Max Manager' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('Copy the key for Xero sync now')).toBeInTheDocument();
    expect(screen.getByLabelText('API key')).toHaveValue(SECRET);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(within(await screen.findByRole('listitem', { name: 'Xero sync' })).getByText(/acts as Max Manager/)).toBeInTheDocument();
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
  });

  it('asks for a name before sending anything', async () => {
    renderApp(<ApiKeysCard />, { mocks: [list([]), team] });
    await userEvent.click(await screen.findByRole('button', { name: 'Create API key' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
  });

  it('revokes a key after confirmation', async () => {
    const revoked = {
      request: { query: RevokeApiKeyDocument, variables: { id: 'k1' } },
      result: { data: { revokeApiKey: { __typename: 'RevokeApiKeyPayload', id: 'k1' } } },
    };
    renderApp(<ApiKeysCard />, { mocks: [list([xero]), revoked, list([])] });
    const row = await screen.findByRole('listitem', { name: 'Xero sync' });
    await userEvent.click(within(row).getByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/stops working at once/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('No API keys yet.')).toBeInTheDocument();
  });
});
