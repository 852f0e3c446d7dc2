import { Banner, Button, Form, Link, TextField } from '@spanner/design-system';
import { useState } from 'react';
import { shellStyles as css } from '../../kit/shell';
import { answerOf, rest } from '../../lib/rest';
import { AuthCard } from './AuthCard';
import { useMessageForm } from './use-message-form';

/**
 * /auth/forgot-password ('Forgot password?' on the sign-in page): emails a single-use reset link. The answer is the
 * same whether or not the email has an account, so the page never says which. REST only, like sign-in.
 */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const form = useMessageForm('Failed to send the reset link');

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
      {form.answer ? (
        <Banner tone="info" title="Check your email">
          {form.answer}
        </Banner>
      ) : (
        <>
          {form.error && <Banner tone="error" title={form.error} />}
          <Form onSubmit={(e) => form.submit(e, () => answerOf(rest.POST('/api/auth/forgot-password', { body: { email } })))}>
            <TextField label="Email" type="email" name="email" autoComplete="email" isRequired value={email} onChange={setEmail} />
            <Button type="submit" variant="primary" fullWidth isPending={form.loading}>
              Send reset link
            </Button>
          </Form>
        </>
      )}
    </AuthCard>
  );
}
