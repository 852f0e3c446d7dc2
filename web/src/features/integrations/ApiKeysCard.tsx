import { useMutation, useQuery } from '@apollo/client/react';
import { formatLongDate } from '@rules/zoned-time';
import { AlertDialog, Badge, Button, Card, Entry, EntryList, Skeleton, toast } from '@spanner/design-system';
import { useState } from 'react';
import { graphql } from '../../gql';
import type { ApiKeysQuery } from '../../gql/graphql';
import { LoadFailure } from '../../kit/LoadFailure';
import { messageOf } from '../../lib/error-message';
import { unwrap } from '../../lib/mutation-result';
import { useTimeZone } from '../../lib/time-zone';
import { roleLabel } from './api-key-labels';
import { CreateApiKeyDialog } from './CreateApiKeyDialog';

const ApiKeys = graphql(`
  query ApiKeys {
    apiKeys {
      id
      name
      role
      prefix
      member {
        id
        name
      }
      createdAt
      expiresAt
      lastUsedAt
    }
  }
`);

const RevokeApiKey = graphql(`
  mutation RevokeApiKey($id: ID!) {
    revokeApiKey(id: $id) {
      __typename
      ... on RevokeApiKeyPayload {
        id
      }
      ... on AppError {
        ...AppErrorFields
      }
    }
  }
`);

type ApiKey = ApiKeysQuery['apiKeys'][number];

/** One key's line under its name: prefix, the member it acts as, when made, when it ends and when it was last used. */
function useKeyMeta() {
  const timeZone = useTimeZone();
  const date = (iso: string) => formatLongDate(iso, timeZone);
  return (k: ApiKey) => {
    const expired = k.expiresAt && new Date(k.expiresAt).getTime() <= Date.now();
    return [
      `${k.prefix}…`,
      ...(k.member ? [`acts as ${k.member.name}`] : []),
      `created ${date(k.createdAt)}`,
      k.expiresAt ? `${expired ? 'expired' : 'expires'} ${date(k.expiresAt)}` : 'no expiry',
      k.lastUsedAt ? `last used ${date(k.lastUsedAt)}` : 'never used',
    ].join(' · ');
  };
}

/** Confirm revoking a key: it stops working at once, everywhere. */
function RevokeDialog({ apiKey, onClose, onRevoked }: { apiKey: ApiKey | null; onClose: () => void; onRevoked: () => void }) {
  const [revoke] = useMutation(RevokeApiKey);
  async function confirm() {
    if (!apiKey) return;
    try {
      unwrap((await revoke({ variables: { id: apiKey.id } })).data?.revokeApiKey, 'Failed to revoke the API key');
    } catch (err) {
      toast.error('Failed to revoke the API key', messageOf(err, '') || undefined);
      throw err;
    }
    toast.success(`${apiKey.name} was revoked`);
    onRevoked();
  }
  return (
    <AlertDialog
      title={`Revoke ${apiKey?.name ?? 'key'}?`}
      variant="destructive"
      confirmLabel="Revoke"
      isOpen={!!apiKey}
      onOpenChange={(open) => !open && onClose()}
      onConfirm={confirm}
    >
      Anything using this key stops working at once, including live connections. This cannot be undone.
    </AlertDialog>
  );
}

/**
 * Settings → Integrations: the organisation's API keys (admins). An integrator sends one as
 * `Authorization: Bearer spk_…` to GraphQL and the REST routes and acts as a member of the key's role.
 */
export function ApiKeysCard() {
  const { data, error, refetch } = useQuery(ApiKeys, { fetchPolicy: 'cache-and-network' });
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const meta = useKeyMeta();
  const keys = data?.apiKeys;
  return (
    <Card
      title="API keys"
      description="Let your other tools — accounting, your website, scripts — use Spanner's API. Each key acts as the role you choose and sees only your business."
      headingLevel={2}
      actions={
        <Button variant="primary" size="sm" onPress={() => setCreating(true)}>
          Create API key
        </Button>
      }
    >
      {error && !keys ? (
        <LoadFailure title="Failed to load the API keys" onRetry={() => void refetch()} />
      ) : !keys ? (
        <Skeleton height={64} />
      ) : keys.length === 0 ? (
        <p>No API keys yet.</p>
      ) : (
        <EntryList aria-label="API keys">
          {keys.map((k) => (
            <Entry
              key={k.id}
              aria-label={k.name}
              title={k.name}
              meta={meta(k)}
              aside={<Badge>{roleLabel(k.role)}</Badge>}
              actions={
                <Button size="sm" variant="secondary" onPress={() => setRevoking(k)}>
                  Revoke
                </Button>
              }
            />
          ))}
        </EntryList>
      )}
      <CreateApiKeyDialog isOpen={creating} onOpenChange={setCreating} onCreated={() => void refetch()} />
      <RevokeDialog apiKey={revoking} onClose={() => setRevoking(null)} onRevoked={() => void refetch()} />
    </Card>
  );
}
