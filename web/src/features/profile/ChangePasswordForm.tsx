import { useMutation } from '@apollo/client/react';
import { canSubmitPasswordChange, passwordChangeProblem } from '@rules/passwords';
import { Banner, Button, Form, TextField, toast } from '@spanner/design-system';
import { type FormEvent, useState } from 'react';
import { graphql } from '../../gql';
import { messageOf } from '../../lib/error-message';
import { unwrap } from '../../lib/mutation-result';

const ChangePasswordMutation = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      __typename
      ... on AppError {
        message
      }
    }
  }
`);

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Current, new and confirmation; Update stays disabled until all three are filled (spec part 1 §5). */
export function ChangePasswordForm() {
  const [values, setValues] = useState(empty);
  const [error, setError] = useState<string | null>(null);
  const [change, { loading }] = useMutation(ChangePasswordMutation);
  const set = (k: keyof typeof empty) => (v: string) => {
    setValues((s) => ({ ...s, [k]: v }));
    setError(null);
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    const problem = passwordChangeProblem(values);
    if (problem) return setError(problem);
    try {
      unwrap((await change({ variables: { input: values } })).data?.changePassword, 'Failed to update password');
      setValues(empty);
      toast.success('Password updated', 'Your other devices have been signed out.');
    } catch (err) {
      setError(messageOf(err, 'Failed to update password'));
    }
  }

  return (
    <Form onSubmit={submit} aria-label="Change Password">
      {error && <Banner tone="error" title={error} />}
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={values.currentPassword}
        onChange={set('currentPassword')}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        value={values.newPassword}
        onChange={set('newPassword')}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={set('confirmPassword')}
      />
      <Button type="submit" variant="primary" isDisabled={!canSubmitPasswordChange(values)} isPending={loading}>
        Update
      </Button>
    </Form>
  );
}
