import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { PASSWORD_HINT, PASSWORD_MIN, passwordMessages } from '@rules/passwords';
import { Banner, Button, Form, Link, Spinner, TextField } from '@spanner/design-system';
import { type FormEvent, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { graphql } from '../../gql';
import { shellStyles as shell } from '../../kit/shell';
import { messageOf } from '../../lib/error-message';
import { rememberIdentity } from '../../lib/identity';
import { unwrap } from '../../lib/mutation-result';
import { AuthCard } from '../auth';

const InviteQuery = graphql(`
  query AcceptInvitePage($token: String!) {
    invite(token: $token) {
      name
      email
      orgName
    }
  }
`);

const AcceptInvite = graphql(`
  mutation AcceptInvite($input: AcceptInviteInput!) {
    acceptInvite(input: $input) {
      __typename
      ... on User {
        id
        org {
          id
        }
      }
      ... on AppError {
        message
      }
    }
  }
`);

/** /auth/invite/:token — an invited member chooses their password and is signed in. */
export function AcceptInvitePage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const client = useApolloClient();
  const { data, loading, error: loadError } = useQuery(InviteQuery, { variables: { token }, fetchPolicy: 'network-only' });
  const [accept, { loading: saving }] = useMutation(AcceptInvite);
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setFieldError(password.length < PASSWORD_MIN ? passwordMessages.tooShort : null);
    if (password.length < PASSWORD_MIN) return;
    try {
      const result = unwrap(
        (await accept({ variables: { input: { token, password } } })).data?.acceptInvite,
        'Failed to set your password',
      );
      rememberIdentity({ id: result.id, orgId: result.org.id });
      // Clear without refetching: this page's own invite query would now answer 'already used'.
      await client.clearStore();
      navigate('/', { replace: true });
    } catch (err) {
      setError(messageOf(err, 'Failed to set your password'));
    }
  }

  const invite = data?.invite;
  const footer = (
    <p className={shell.muted}>
      Already set your password? <Link href="/auth/login">Sign in</Link>
    </p>
  );

  if (loading && !invite) {
    return (
      <AuthCard title="Join your team on Spanner">
        <Spinner label="Checking your invite" />
      </AuthCard>
    );
  }
  if (!invite) {
    return (
      <AuthCard title="This invite can't be used" footer={footer}>
        <Banner tone="error" title={messageOf(loadError, 'This invite link is not valid. Ask your admin to send a new one.')} />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={`Join ${invite.orgName} on Spanner`}
      description={`Hi ${invite.name}, choose a password to finish setting up your account.`}
      footer={footer}
    >
      {error && <Banner tone="error" title={error} />}
      <Form onSubmit={submit}>
        <TextField label="Email" value={invite.email} isReadOnly autoComplete="username" />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="new-password"
          isRequired
          value={password}
          onChange={(value) => {
            setPassword(value);
            setFieldError(null);
          }}
          description={PASSWORD_HINT}
          errorMessage={fieldError ?? undefined}
        />
        <Button type="submit" variant="primary" fullWidth isPending={saving}>
          Set password and sign in
        </Button>
      </Form>
    </AuthCard>
  );
}
