import { Banner, Button, Form, Link, TextField } from '@spanner/design-system';
import { type FormEvent, useState } from 'react';
import { api } from '../../lib/http';
import { shellStyles as css } from '../shell';
import { AuthCard } from './AuthCard';

/**
 * /auth/forgot-password ('Forgot password?' on the sign-in page): emails a single-use reset link. The answer is the
 * same whether or not the email has an account, so the page never says which. REST only, like sign-in.
 */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [loading, setLoading] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setLoading(true);
    try {
      setSent((await api<{ message: string }>('POST', '/api/auth/forgot-password', { email })).message);
    } catch (err) {
      setError((err as Error | null)?.message || 'Failed to send the reset link');
    } finally {
      setLoading(false);
    }
  }

  return (
    <AuthCard
      title="Reset your password"
      description="Enter the email you sign in with and we will email you a link to choose a new password."
      footer={
        <p className={css.muted}>
          Remembered it? <Link href="/auth/login">Back to sign in</Link>
        </p>
      }
    >
      {sent ? (
        <Banner tone="info" title="Check your email">
          {sent}
        </Banner>
      ) : (
        <>
          {error && <Banner tone="error" title={error} />}
          <Form onSubmit={submit}>
            <TextField label="Email" type="email" name="email" autoComplete="email" isRequired value={email} onChange={setEmail} />
            <Button type="submit" variant="primary" fullWidth isPending={loading}>
              Send reset link
            </Button>
          </Form>
        </>
      )}
    </AuthCard>
  );
}
