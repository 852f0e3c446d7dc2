import { useApolloClient, useMutation } from '@apollo/client/react';
import { PASSWORD_HINT } from '@rules/passwords';
import { isPaidPlan, PLANS, TRIAL_DAYS } from '@rules/plans';
import { Banner, Button, Form, Link, TextField } from '@spanner/design-system';
import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { graphql } from '../../gql';
import { shellStyles as css } from '../../kit/shell';
import { messageOf } from '../../lib/error-message';
import { rememberIdentity } from '../../lib/identity';
import { fieldErrorsOf, unwrap } from '../../lib/mutation-result';
import { useFormFields } from '../../lib/use-form-fields';
import { AuthCard } from './AuthCard';

const RegisterMutation = graphql(`
  mutation RegisterPage($input: RegisterInput!) {
    register(input: $input) {
      __typename
      ... on AuthPayload {
        user {
          id
          org {
            id
          }
        }
      }
      ... on AppError {
        ...AppErrorFields
      }
    }
  }
`);

/**
 * /auth/register: business name, your name (optional), email and password; a 14-day Pro trial; success goes to /.
 * ?plan=solo|pro|enterprise (the public pricing's buttons) is recorded with the business and offered when the trial
 * ends; any other value is ignored.
 */
export function RegisterPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const requested = searchParams.get('plan') ?? '';
  const plan = isPaidPlan(requested) ? requested : null;
  const client = useApolloClient();
  const [register, { loading }] = useMutation(RegisterMutation);
  const { values, set, errors: fieldErrors, setErrors: setFieldErrors } = useFormFields({ orgName: '', name: '', email: '', password: '' });
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setFieldErrors({});
    try {
      const result = unwrap(
        (await register({ variables: { input: { ...values, name: values.name || null, plan } } })).data?.register,
        'Failed to create account',
      );
      rememberIdentity({ id: result.user.id, orgId: result.user.org.id });
      await client.resetStore();
      navigate('/', { replace: true });
    } catch (err) {
      // A refused field says why under the field itself; the banner is for what belongs to no field.
      const byField = fieldErrorsOf(err);
      setError(Object.keys(byField).length > 0 ? null : messageOf(err, 'Failed to create account'));
      setFieldErrors(byField);
    }
  }

  return (
    <AuthCard
      title="Start your free trial"
      description={
        plan
          ? `You chose ${PLANS[plan].name}. Start with ${TRIAL_DAYS} days of Spanner Pro free, then continue on ${PLANS[plan].name}. No credit card, cancel anytime.`
          : `${TRIAL_DAYS} days of Spanner Pro. No credit card, cancel anytime.`
      }
      footer={
        <p className={css.muted}>
          Already have an account? <Link href="/auth/login">Sign in</Link>
        </p>
      }
    >
      {error && <Banner tone="error" title={error} />}
      <Form onSubmit={submit} validationErrors={fieldErrors}>
        <TextField
          label="Business name"
          name="orgName"
          autoComplete="organization"
          isRequired
          value={values.orgName}
          onChange={set('orgName')}
        />
        <TextField label="Your name" name="name" autoComplete="name" value={values.name} onChange={set('name')} />
        <TextField label="Email" type="email" name="email" autoComplete="email" isRequired value={values.email} onChange={set('email')} />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="new-password"
          isRequired
          // The rule is stated once: the hint, or the error that says the same when the password breaks it.
          description={fieldErrors.password ? undefined : PASSWORD_HINT}
          value={values.password}
          onChange={set('password')}
        />
        <Button type="submit" variant="primary" fullWidth isPending={loading}>
          Create account
        </Button>
      </Form>
    </AuthCard>
  );
}
