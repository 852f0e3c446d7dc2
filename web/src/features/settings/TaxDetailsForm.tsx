import { useMutation } from '@apollo/client/react';
import type { TaxDetail } from '@rules/tax-details';
import { Banner, Button, Form, FormActions, FormRow, TextArea, TextField, toast } from '@spanner/design-system';
import { type FormEvent, useState } from 'react';
import { messageOf } from '../../lib/error-message';
import { fieldErrorsOf, unwrap } from '../../lib/mutation-result';
import { useFormFields } from '../../lib/use-form-fields';
import { localErrors, UpdateBusinessMutation } from './BusinessForm';

// The Business settings' fields for the details a business still lacks before it sends (rules/tax-details.ts),
// asked where the user is — the new quote or invoice — so the draft is never left behind. Saving updates the one
// organisation in Apollo's cache: the caller's missing list shrinks and the form goes once nothing is missing.

const FIELDS_OF: Record<TaxDetail, readonly Field[]> = {
  abn: ['abn'],
  address: ['street', 'suburb', 'state', 'postcode'],
  phone: ['phone'],
  email: ['email'],
  payment: ['accountName', 'bsb', 'accountNumber', 'paymentInstructions'],
};
type Field =
  | 'abn'
  | 'street'
  | 'suburb'
  | 'state'
  | 'postcode'
  | 'phone'
  | 'email'
  | 'accountName'
  | 'bsb'
  | 'accountNumber'
  | 'paymentInstructions';

const empty = (): Record<Field, string> => ({
  abn: '',
  street: '',
  suburb: '',
  state: '',
  postcode: '',
  phone: '',
  email: '',
  accountName: '',
  bsb: '',
  accountNumber: '',
  paymentInstructions: '',
});

/** Only the fields of what is missing; a partial update, so every other business detail stays as it is. */
export function TaxDetailsForm({ missing }: { missing: readonly TaxDetail[] }) {
  const { values, set, errors, setErrors } = useFormFields(empty);
  const [error, setError] = useState<string | null>(null);
  const [save, saving] = useMutation(UpdateBusinessMutation);
  const asked = missing.flatMap((d) => FIELDS_OF[d]);
  const has = (d: TaxDetail) => missing.includes(d);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const input = Object.fromEntries(asked.filter((f) => values[f].trim()).map((f) => [f, values[f]]));
    const local = localErrors(input);
    if (Object.keys(local).length > 0) return setErrors(local);
    try {
      unwrap((await save({ variables: { input } })).data?.updateOrganization, 'Failed to save');
      toast.success('Business details saved');
    } catch (err) {
      const byField = fieldErrorsOf(err);
      setErrors(byField);
      if (Object.keys(byField).length === 0) setError(messageOf(err, 'Failed to save'));
    }
  }

  const text = (field: Field, label: string, props: { autoComplete?: string; description?: string } = {}) => (
    <TextField label={label} name={field} value={values[field]} onChange={set(field)} errorMessage={errors[field]} {...props} />
  );
  return (
    <Form onSubmit={submit} aria-label="Business details for sending">
      {error && <Banner tone="error" title={error} />}
      {has('abn') && text('abn', 'ABN', { description: '11 digits, printed on your tax invoices' })}
      {has('address') && (
        <>
          {text('street', 'Street', { autoComplete: 'street-address' })}
          <FormRow>
            {text('suburb', 'Suburb', { autoComplete: 'address-level2' })}
            {text('state', 'State', { autoComplete: 'address-level1' })}
            {text('postcode', 'Postcode', { autoComplete: 'postal-code' })}
          </FormRow>
        </>
      )}
      {(has('phone') || has('email')) && (
        <FormRow>
          {has('phone') && text('phone', 'Phone', { autoComplete: 'tel' })}
          {has('email') && text('email', 'Email', { autoComplete: 'email' })}
        </FormRow>
      )}
      {has('payment') && (
        <>
          <FormRow>
            {text('accountName', 'Bank account name')}
            {text('bsb', 'BSB')}
            {text('accountNumber', 'Account number')}
          </FormRow>
          <TextArea
            label="Other payment instructions"
            name="paymentInstructions"
            value={values.paymentInstructions}
            onChange={set('paymentInstructions')}
            errorMessage={errors.paymentInstructions}
            description="Instead of a bank account: PayID, card by phone …"
            rows={2}
          />
        </>
      )}
      <FormActions>
        <Button type="submit" variant="primary" isPending={saving.loading}>
          Save business details
        </Button>
      </FormActions>
    </Form>
  );
}
