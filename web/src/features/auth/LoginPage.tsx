import { Banner, Button, Form, Link, TextField } from '@spanner/design-system';
import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { shellStyles as css } from '../../kit/shell';
import { answerOf, rest } from '../../lib/rest';
import { signedIn } from '../../lib/sign-in';
import { AuthCard } from './AuthCard';
import { afterSignIn } from './return-to';

/**
 * /login and /auth/login: email and password; success goes back to the page that asked, else /admin (owner) or /. Sign-in is the REST call, so this page loads no
 * GraphQL client (it is the first page of most visits).
 */
export function LoginPage() {
  const navigate = useNavigate();
  const { state } = useLocation();
  const [loading, setLoading] = useState(false);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setLoading(true);
    try {
      const result = await answerOf(rest.POST('/api/auth/login', { body: { email, password } }));
      await signedIn({ id: result.user.id, orgId: result.orgId });
      navigate(afterSignIn(state, { isOwner: !!result.isOwner }), { replace: true });
    } catch (err) {
      setError((err as Error | null)?.message || 'Failed to log in');
      setLoading(false);
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
      <p className={css.muted}>
        <Link href="/auth/forgot-password">Forgot password?</Link>
      </p>
    </AuthCard>
  );
}
