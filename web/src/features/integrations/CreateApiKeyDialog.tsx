import { useMutation, useQuery } from '@apollo/client/react';
import { Banner, Button, Dialog, Form, FormActions, type Key, Modal, Select, TextField, toast } from '@spanner/design-system';
import { type FormEvent, useState } from 'react';
import { graphql } from '../../gql';
import type { ApiKeyRole } from '../../gql/graphql';
import { messageOf } from '../../lib/error-message';
import { fieldErrorsOf, unwrap } from '../../lib/mutation-result';
import { EXPIRIES, type ExpiryId, expiryFrom, KEY_ROLES } from './api-key-labels';
import * as css from './integrations.css';

const CreateApiKey = graphql(`
  mutation CreateApiKey($input: CreateApiKeyInput!) {
    createApiKey(input: $input) {
      __typename
      ... on CreatedApiKey {
        secret
        key {
          id
          name
        }
      }
      ... on AppError {
        ...AppErrorFields
      }
    }
  }
`);

const KeyMembers = graphql(`
  query ApiKeyMembers {
    members(assignable: true) {
      id
      name
      role
    }
  }
`);

/** Who a key of each role may act as: a technician-like key a technician, a manager-like key a manager or an admin. */
const MEMBER_ROLES: Record<string, readonly string[]> = { technician: ['technician'], manager: ['manager', 'admin'] };

/** The new key's secret, shown this once with a Copy button. */
function SecretShown({ name, secret, onDone }: { name: string; secret: string; onDone: () => void }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      toast.success('API key copied');
    } catch {
      toast.error('Could not copy the key', 'Select it and copy it yourself.');
    }
  }
  return (
    <div className={css.stack}>
      <Banner tone="warning" title={`Copy the key for ${name} now`}>
        It is shown only this once. Keep it somewhere safe; if it is lost, revoke it and make a new one.
      </Banner>
      <div className={css.secretRow}>
        <TextField label="API key" value={secret} isReadOnly className={css.secretField} />
        <Button variant="secondary" onPress={copy}>
          Copy
        </Button>
      </div>
      <FormActions>
        <Button variant="primary" onPress={onDone}>
          Done
        </Button>
      </FormActions>
    </div>
  );
}

function CreateForm({ onCancel, onCreated }: { onCancel: () => void; onCreated: (c: { name: string; secret: string }) => void }) {
  const [name, setName] = useState('');
  const [role, setRole] = useState<ApiKeyRole>('read_only' as ApiKeyRole);
  const [expiry, setExpiry] = useState<ExpiryId>('never');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [memberId, setMemberId] = useState<string | null>(null);
  // Kept apart from the form's validation errors: the Select shows it and a choice clears it.
  const [memberError, setMemberError] = useState<string | null>(null);
  const [create, { loading }] = useMutation(CreateApiKey);
  const members = useQuery(KeyMembers);
  const memberRoles = MEMBER_ROLES[role];
  const choices = (members.data?.members ?? []).filter((m) => memberRoles?.includes(m.role)).map((m) => ({ id: m.id, label: m.name }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    if (!name.trim()) return setErrors({ name: 'Name is required' });
    if (memberRoles && !memberId) return setMemberError('Choose the member the key acts as');
    setErrors({});
    setMemberError(null);
    try {
      const input = { name: name.trim(), role, memberId: memberRoles ? memberId : null, expiresAt: expiryFrom(expiry) };
      const made = unwrap((await create({ variables: { input } })).data?.createApiKey, 'Failed to create the API key');
      onCreated({ name: made.key.name, secret: made.secret });
    } catch (err) {
      const { memberId: memberFault, ...rest } = fieldErrorsOf(err);
      setErrors(rest);
      setMemberError(memberFault ?? null);
      setError(messageOf(err, 'Failed to create the API key'));
    }
  }

  return (
    <Form onSubmit={submit} validationErrors={errors}>
      {error && <Banner tone="error" title={error} />}
      <TextField
        label="Name"
        name="name"
        value={name}
        onChange={setName}
        description="What uses it, e.g. Xero sync"
        errorMessage={errors.name}
      />
      <Select
        label="Acts as"
        items={KEY_ROLES}
        value={role}
        onChange={(k: Key | null) => {
          if (!k) return;
          setRole(k as ApiKeyRole);
          setMemberId(null);
        }}
      />
      {memberRoles && (
        <Select
          label="Member"
          name="memberId"
          items={choices}
          value={memberId}
          onChange={(k: Key | null) => {
            setMemberId(k ? String(k) : null);
            setMemberError(null);
          }}
          description={role === 'technician' ? 'The technician whose jobs the key works on' : 'The manager or admin the key acts for'}
          isInvalid={!!memberError}
          errorMessage={memberError ?? undefined}
        />
      )}
      <Select
        label="Expires"
        items={EXPIRIES.map(({ id, label }) => ({ id, label }))}
        value={expiry}
        onChange={(k: Key | null) => k && setExpiry(k as ExpiryId)}
      />
      <FormActions>
        <Button variant="secondary" onPress={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" isPending={loading}>
          Create key
        </Button>
      </FormActions>
    </Form>
  );
}

/** Create an API key: name, role and expiry, then its secret shown once. Closing forgets the secret. */
export function CreateApiKeyDialog({
  isOpen,
  onOpenChange,
  onCreated,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: () => void;
}) {
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        onOpenChange(open);
        if (!open) setCreated(null);
      }}
      size="md"
    >
      <Dialog title={created ? 'API key created' : 'Create API key'}>
        {(close) =>
          created ? (
            <SecretShown name={created.name} secret={created.secret} onDone={close} />
          ) : (
            <CreateForm
              onCancel={close}
              onCreated={(c) => {
                setCreated(c);
                onCreated();
              }}
            />
          )
        }
      </Dialog>
    </Modal>
  );
}
