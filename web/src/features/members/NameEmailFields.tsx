import { FormRow, TextField } from '@spanner/design-system';
import type { FieldErrors } from '../../lib/use-form-fields';

type Field = 'name' | 'email';

/** A member's name and email, side by side: adding a member and editing one. */
export function NameEmailFields({
  values,
  set,
  errors,
}: {
  values: Record<Field, string>;
  set: (field: Field) => (value: string) => void;
  errors: FieldErrors<Field>;
}) {
  return (
    <FormRow>
      <TextField label="Name" name="name" isRequired value={values.name} onChange={set('name')} errorMessage={errors.name} />
      <TextField
        label="Email"
        name="email"
        type="email"
        isRequired
        value={values.email}
        onChange={set('email')}
        errorMessage={errors.email}
      />
    </FormRow>
  );
}

/** The form's own check before sending: both are required. */
export function nameEmailProblems(values: Record<Field, string>): FieldErrors<Field> {
  const problems: FieldErrors<Field> = {};
  if (!values.name.trim()) problems.name = 'Name is required';
  if (!values.email.trim()) problems.email = 'Email is required';
  return problems;
}
