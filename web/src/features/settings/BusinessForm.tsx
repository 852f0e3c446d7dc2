import { useMutation, useQuery } from '@apollo/client/react';
import { ABN_MESSAGE, BSB_MESSAGE, isValidAbn, isValidBsb } from '@rules/abn';
import { missingTaxDetails, TAX_DETAIL_LABELS } from '@rules/tax-details';
import { Banner, Button, Form, FormActions, Skeleton, TextArea, TextField, toast } from '@spanner/design-system';
import { type FormEvent, useState } from 'react';
import { graphql } from '../../gql';
import type { BusinessDetailsFragment } from '../../gql/graphql';
import { LoadFailure } from '../../kit/LoadFailure';
import { messageOf } from '../../lib/error-message';
import { fieldErrorsOf, unwrap } from '../../lib/mutation-result';
import { useFormFields } from '../../lib/use-form-fields';
import { TaxDetailFields } from './TaxDetailFields';

export const BusinessDetails = graphql(`
  fragment BusinessDetails on Organization {
    id
    name
    street
    suburb
    state
    postcode
    phone
    email
    abn
    accountName
    bsb
    accountNumber
    paymentInstructions
    invoiceTerms
    quoteTerms
  }
`);

const BusinessQuery = graphql(`
  query BusinessDetails {
    viewer {
      id
      org {
        ...BusinessDetails
      }
    }
  }
`);

export const UpdateBusinessMutation = graphql(`
  mutation UpdateBusiness($input: UpdateOrganizationInput!) {
    updateOrganization(input: $input) {
      __typename
      ... on Organization {
        ...BusinessDetails
      }
      ... on AppError {
        ...AppErrorFields
      }
    }
  }
`);

const FIELDS = [
  'name',
  'street',
  'suburb',
  'state',
  'postcode',
  'phone',
  'email',
  'abn',
  'accountName',
  'bsb',
  'accountNumber',
  'paymentInstructions',
  'invoiceTerms',
  'quoteTerms',
] as const;
type Values = Record<(typeof FIELDS)[number], string>;

const valuesOf = (org: BusinessDetailsFragment): Values => Object.fromEntries(FIELDS.map((f) => [f, org[f] ?? ''])) as Values;

/** The ABN and BSB checks the server makes, made before sending so the fields say so at once. */
export function localErrors(v: Partial<Values>): Partial<Record<keyof Values, string>> {
  const errors: Partial<Record<keyof Values, string>> = {};
  if (v.abn?.trim() && !isValidAbn(v.abn)) errors.abn = ABN_MESSAGE;
  if (v.bsb?.trim() && !isValidBsb(v.bsb)) errors.bsb = BSB_MESSAGE;
  return errors;
}

/** The business details printed on quotes and invoices: name, address, ABN, bank account and terms. */
export function BusinessForm() {
  const { data, loading, error } = useQuery(BusinessQuery);
  if (loading && !data) return <Skeleton height={420} />;
  const org = data?.viewer?.org;
  if (!org) return <LoadFailure title="Failed to load business details" error={error} />;
  return <BusinessFields org={org} />;
}

function BusinessFields({ org }: { org: BusinessDetailsFragment }) {
  const { values, set, errors, setErrors } = useFormFields<Values>(() => valuesOf(org));
  const [error, setError] = useState<string | null>(null);
  const [save, saving] = useMutation(UpdateBusinessMutation);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const local = localErrors(values);
    if (Object.keys(local).length > 0) return setErrors(local);
    try {
      unwrap((await save({ variables: { input: values } })).data?.updateOrganization, 'Failed to save');
      toast.success('Business details saved');
    } catch (err) {
      const byField = fieldErrorsOf(err);
      setErrors(byField);
      if (Object.keys(byField).length === 0) setError(messageOf(err, 'Failed to save'));
    }
  }

  // What the saved details still lack for sending an invoice (the most a document needs: rules/tax-details.ts).
  const missing = missingTaxDetails({ ...org, paymentInstructions: org.paymentInstructions ?? null }, 'invoice');
  return (
    <Form onSubmit={submit} aria-label="Business details">
      {error && <Banner tone="error" title={error} />}
      {missing.length > 0 && (
        <Banner tone="warning" title="Quotes and invoices cannot be sent yet">
          Add your {missing.map((d) => TAX_DETAIL_LABELS[d]).join(', ')}: a valid tax invoice shows them.
        </Banner>
      )}
      <TextField
        label="Business name"
        name="name"
        value={values.name}
        onChange={set('name')}
        errorMessage={errors.name}
        isRequired
        autoComplete="organization"
      />
      <TaxDetailFields values={values} set={set} errors={errors} />
      <TextArea
        label="Invoice terms"
        name="invoiceTerms"
        value={values.invoiceTerms}
        onChange={set('invoiceTerms')}
        errorMessage={errors.invoiceTerms}
        rows={3}
      />
      <TextArea
        label="Quote terms"
        name="quoteTerms"
        value={values.quoteTerms}
        onChange={set('quoteTerms')}
        errorMessage={errors.quoteTerms}
        rows={3}
      />
      <FormActions>
        <Button type="submit" variant="primary" isDisabled={values.name.trim() === ''} isPending={saving.loading}>
          Save
        </Button>
      </FormActions>
    </Form>
  );
}
