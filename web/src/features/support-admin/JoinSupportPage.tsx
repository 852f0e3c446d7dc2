import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { PASSWORD_MIN, passwordMessages } from '@rules/passwords';
import { Banner, Button, Form, Link, Spinner, TextField } from '@spanner/design-system';
import { type FormEvent, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { graphql } from '../../gql';
import { shellStyles as shell } from '../../kit/shell';
import { messageOf } from '../../lib/error-message';
import { fieldErrorsOf, unwrap } from '../../lib/mutation-result';
import { AuthCard } from '../auth';
import { SUPPORT_ROLE_LABELS } from './roles';

const StaffInviteQuery = graphql(`
  query JoinSupportPage($token: String!) {
    staffInvite(token: $token) {
      email
      role
    }
  }
`);

const AcceptStaffInvite = graphql(`
  mutation AcceptStaffInvite($token: String!, $name: String!, $password: String!) {
    acceptStaffInvite(token: $token, name: $name, password: $password) {
      __typename
      ... on SupportUser {
        id
      }
      ... on AppError {
        ...AppErrorFields
      }
    }
  }
`);

const INVALID = 'This invite link is not valid. Ask a support admin to send a new one.';

/** /support-admin/join/:token (public): an invited person chooses their name and password, joins, and is signed in. */
export function JoinSupportPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const client = useApolloClient();
  const { data, loading, error: loadError } = useQuery(StaffInviteQuery, { variables: { token }, fetchPolicy: 'network-only' });
  const [accept, { loading: saving }] = useMutation(AcceptStaffInvite);
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ name?: string; password?: string }>({});
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const found = {
      name: name.trim() ? undefined : 'Name is required',
      password: password.length < PASSWORD_MIN ? passwordMessages.tooShort : undefined,
    };
    setErrors(found);
    if (found.name || found.password) return;
    try {
      unwrap((await accept({ variables: { token, name: name.trim(), password } })).data?.acceptStaffInvite, 'Failed to join');
      // Clear without refetching: this page's own invite query would now answer 'already used'.
      await client.clearStore();
      navigate('/support-admin', { replace: true });
    } catch (err) {
      const fields = fieldErrorsOf(err);
      if (fields.name || fields.password) setErrors({ name: fields.name, password: fields.password });
      else setError(messageOf(err, 'Failed to join'));
    }
  }

  const footer = (
    <p className={shell.muted}>
      Already joined? <Link href="/support-admin/login">Sign in</Link>
    </p>
  );
  const invite = data?.staffInvite;
  if (loading && !invite) {
    return (
      <AuthCard title="Join the Spanner support team">
        <Spinner label="Checking your invite" />
      </AuthCard>
    );
  }
  if (!invite) {
    return (
      <AuthCard title="This invite can't be used" footer={footer}>
        <Banner tone="error" title={messageOf(loadError, INVALID)} />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Join the Spanner support team"
      description={`You're invited as ${SUPPORT_ROLE_LABELS[invite.role].toLowerCase()}. Choose your name and password to finish.`}
      footer={footer}
    >
      {error ? <Banner tone="error" title={error} /> : null}
      <Form onSubmit={submit} validationBehavior="aria">
        <TextField label="Email" value={invite.email} isReadOnly autoComplete="username" />
        <TextField
          label="Your name"
          autoComplete="name"
          value={name}
          onChange={(v) => {
            setName(v);
            setErrors((s) => ({ ...s, name: undefined }));
          }}
          isInvalid={!!errors.name}
          errorMessage={errors.name}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(v) => {
            setPassword(v);
            setErrors((s) => ({ ...s, password: undefined }));
          }}
          description={`At least ${PASSWORD_MIN} characters`}
          isInvalid={!!errors.password}
          errorMessage={errors.password}
        />
        <Button type="submit" variant="primary" fullWidth isPending={saving}>
          Join and sign in
        </Button>
      </Form>
    </AuthCard>
  );
}
