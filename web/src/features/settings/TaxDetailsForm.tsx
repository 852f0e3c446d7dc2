import { useMutation } from '@apollo/client/react';
import type { TaxDetail } from '@rules/tax-details';
import { Banner, Button, Form, FormActions, toast } from '@spanner/design-system';
import { type FormEvent, useState } from 'react';
import { messageOf } from '../../lib/error-message';
import { fieldErrorsOf, unwrap } from '../../lib/mutation-result';
import { useFormFields } from '../../lib/use-form-fields';
import { localErrors, UpdateBusinessMutation } from './BusinessForm';
import { TAX_DETAIL_FIELDS, type TaxDetailField, TaxDetailFields } from './TaxDetailFields';

// The Business settings' fields for the details a business still lacks before it sends (rules/tax-details.ts),
// asked where the user is — the new quote or invoice — so the draft is never left behind. Saving updates the one
// organisation in Apollo's cache: the caller's missing list shrinks and the form goes once nothing is missing.

const empty = (): Record<TaxDetailField, string> => ({
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
  const asked = missing.flatMap((d) => TAX_DETAIL_FIELDS[d]);

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

  return (
    <Form onSubmit={submit} aria-label="Business details for sending">
      {error && <Banner tone="error" title={error} />}
      <TaxDetailFields values={values} set={set} errors={errors} show={missing} />
      <FormActions>
        <Button type="submit" variant="primary" isPending={saving.loading}>
          Save business details
        </Button>
      </FormActions>
    </Form>
  );
}
