import { useApolloClient, useMutation } from '@apollo/client/react';
import { Banner, Button, Form, Link, TextField } from '@spanner/design-system';
import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { graphql } from '../../gql';
import { messageOf } from '../../lib/error-message';
import { rememberIdentity } from '../../lib/identity';
import { unwrap } from '../../lib/mutation-result';
import { shellStyles as css } from '../shell';
import { AuthCard } from './AuthCard';
import { afterSignIn } from './return-to';

const LoginMutation = graphql(`
  mutation LoginPage($input: LoginInput!) {
    login(input: $input) {
      __typename
      ... on AuthPayload {
        user {
          id
          isOwner
          org {
            id
          }
        }
      }
      ... on AppError {
        message
      }
    }
  }
`);

/** /login and /auth/login: email and password; success goes back to the page that asked, else /admin (owner) or /. */
export function LoginPage() {
  const navigate = useNavigate();
  const { state } = useLocation();
  const client = useApolloClient();
  const [login, { loading }] = useMutation(LoginMutation);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    try {
      const result = unwrap((await login({ variables: { input: { email, password } } })).data?.login, 'Failed to log in');
      rememberIdentity({ id: result.user.id, orgId: result.user.org.id });
      await client.resetStore();
      navigate(afterSignIn(state, result.user), { replace: true });
    } catch (err) {
      setError(messageOf(err, 'Failed to log in'));
    }
  }

  return (
    <AuthCard
      title="Sign in to Spanner"
      description="Jobs, customers, equipment and the schedule for your trade business."
      footer={
        <p className={css.muted}>
          New to Spanner? <Link href="/auth/register">Start your 14-day free trial</Link>
        </p>
      }
    >
      {error && <Banner tone="error" title={error} />}
      <Form onSubmit={submit}>
        <TextField label="Email" type="email" name="email" autoComplete="email" isRequired value={email} onChange={setEmail} />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          isRequired
          value={password}
          onChange={setPassword}
        />
        <Button type="submit" variant="primary" fullWidth isPending={loading}>
          Sign in
        </Button>
      </Form>
    </AuthCard>
  );
}
