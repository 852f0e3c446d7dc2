import { PASSWORD_MIN } from '@rules/passwords';
import { Banner, Button, Form, Link, TextField } from '@spanner/design-system';
import { type FormEvent, useState } from 'react';
import { useParams } from 'react-router';
import { api } from '../../lib/http';
import { shellStyles as css } from '../shell';
import { AuthCard } from './AuthCard';

/** /auth/reset-password/{token}: the emailed link; a new password, once. Every session of the account ends. */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const [password, setPassword] = useState('');
  const [loading, setLoading] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setLoading(true);
    try {
      setDone((await api<{ message: string }>('POST', '/api/auth/reset-password', { token, password })).message);
    } catch (err) {
      setError((err as Error | null)?.message || 'Failed to reset the password');
    } finally {
      setLoading(false);
    }
  }

  return (
    <AuthCard
      title="Choose a new password"
      footer={
        <p className={css.muted}>
          <Link href="/auth/forgot-password">Ask for a new link</Link> · <Link href="/auth/login">Sign in</Link>
        </p>
      }
    >
      {done ? (
        <Banner tone="info" title={done} action={<Link href="/auth/login">Sign in</Link>} />
      ) : (
        <>
          {error && <Banner tone="error" title={error} />}
          <Form onSubmit={submit}>
            <TextField
              label="New password"
              type="password"
              name="password"
              autoComplete="new-password"
              isRequired
              minLength={PASSWORD_MIN}
              value={password}
              onChange={setPassword}
              description={`At least ${PASSWORD_MIN} characters.`}
            />
            <Button type="submit" variant="primary" fullWidth isPending={loading}>
              Change password
            </Button>
          </Form>
        </>
      )}
    </AuthCard>
  );
}
