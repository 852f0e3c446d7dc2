import { useApolloClient, useMutation } from '@apollo/client/react';
import { Button, Form, TextField, toast } from '@spanner/design-system';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { AuthCard } from '../../../features/auth/AuthCard';
import { graphql } from '../../../gql';
import { messageOf } from '../../../lib/error-message';
import { unwrap } from '../../../lib/mutation-result';
import { type SupportLoginErrors, validateSupportLogin } from './support-login-rules';

const SupportLoginMutation = graphql(`
  mutation SupportLogin($email: String!, $password: String!) {
    supportLogin(email: $email, password: $password) {
      __typename
      ... on AppError {
        message
      }
    }
  }
`);

/** /support-admin/login: provider support staff sign in to their own portal. */
export function SupportLoginPage() {
  const navigate = useNavigate();
  const client = useApolloClient();
  const [login, { loading }] = useMutation(SupportLoginMutation);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<SupportLoginErrors>({});

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = validateSupportLogin(email, password);
    setErrors(found);
    if (found.email || found.password) return;
    try {
      unwrap(
        (await login({ variables: { email: email.trim(), password } })).data?.supportLogin,
        'Please check your credentials and try again',
      );
      toast.success('Login successful', 'Welcome to the support portal');
      await client.resetStore();
      navigate('/support-admin', { replace: true });
    } catch (err) {
      toast.error('Login failed', messageOf(err, 'Please check your credentials and try again'));
    }
  }

  return (
    <AuthCard title="Support portal" description="Sign in with your Spanner support account.">
      <Form onSubmit={submit} validationBehavior="aria">
        <TextField
          label="Email"
          type="email"
          autoComplete="username"
          value={email}
          onChange={(v) => {
            setEmail(v);
            setErrors((s) => ({ ...s, email: undefined }));
          }}
          isInvalid={!!errors.email}
          errorMessage={errors.email}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(v) => {
            setPassword(v);
            setErrors((s) => ({ ...s, password: undefined }));
          }}
          isInvalid={!!errors.password}
          errorMessage={errors.password}
        />
        <Button type="submit" variant="primary" fullWidth isPending={loading}>
          Sign in
        </Button>
      </Form>
    </AuthCard>
  );
}
