import { PASSWORD_MIN } from '@rules/passwords';
import { Banner, Button, Form, Link, TextField } from '@spanner/design-system';
import { useState } from 'react';
import { useParams } from 'react-router';
import { shellStyles as css } from '../../kit/shell';
import { answerOf, rest } from '../../lib/rest';
import { AuthCard } from './AuthCard';
import { useMessageForm } from './use-message-form';

/** /auth/reset-password/{token}: the emailed link; a new password, once. Every session of the account ends. */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const [password, setPassword] = useState('');
  const form = useMessageForm('Failed to reset the password');

  return (
    <AuthCard
      title="Choose a new password"
      footer={
        <p className={css.muted}>
          <Link href="/auth/forgot-password">Ask for a new link</Link> · <Link href="/auth/login">Sign in</Link>
        </p>
      }
    >
      {form.answer ? (
        <Banner tone="info" title={form.answer} action={<Link href="/auth/login">Sign in</Link>} />
      ) : (
        <>
          {form.error && <Banner tone="error" title={form.error} />}
          <Form onSubmit={(e) => form.submit(e, () => answerOf(rest.POST('/api/auth/reset-password', { body: { token, password } })))}>
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
            <Button type="submit" variant="primary" fullWidth isPending={form.loading}>
              Change password
            </Button>
          </Form>
        </>
      )}
    </AuthCard>
  );
}
