import { useApolloClient, useMutation } from '@apollo/client/react';
import { auContactProblems } from '@rules/au-contact';
import { sameName } from '@rules/names';
import { Banner, Button, Form, FormActions, FormRow, TextArea, TextField } from '@spanner/design-system';
import { type FormEvent, useState } from 'react';
import { graphql } from '../../gql';
import type { CustomerFormFieldsFragment } from '../../gql/graphql';
import { CustomerOptionsQuery } from '../../kit/pickers/CustomerPicker';
import { messageOf } from '../../lib/error-message';
import { fieldErrorsOf, unwrap } from '../../lib/mutation-result';
import { useFormFields } from '../../lib/use-form-fields';
import { signOutSoonOn, useSignOut } from '../auth';
import { forgetCustomerLists } from './customer-cache';

export const CustomerFormFields = graphql(`
  fragment CustomerFormFields on Customer {
    id
    name
    contactName
    email
    phone
    street
    suburb
    state
    postcode
    address
    notes
    abn
    updatedAt
  }
`);

const CreateCustomerMutation = graphql(`
  mutation CreateCustomer($input: CreateCustomerInput!) {
    createCustomer(input: $input) {
      __typename
      ... on Customer {
        ...CustomerFormFields
      }
      ... on AppError {
        ...AppErrorFields
      }
    }
  }
`);

const UpdateCustomerMutation = graphql(`
  mutation UpdateCustomer($id: ID!, $input: UpdateCustomerInput!) {
    updateCustomer(id: $id, input: $input) {
      __typename
      ... on Customer {
        ...CustomerFormFields
      }
      ... on AppError {
        ...AppErrorFields
      }
    }
  }
`);

const FIELDS = ['name', 'contactName', 'email', 'phone', 'street', 'suburb', 'state', 'postcode', 'notes', 'abn'] as const;
type Values = Record<(typeof FIELDS)[number], string>;

const valuesOf = (c?: Partial<CustomerFormFieldsFragment> | null): Values =>
  Object.fromEntries(FIELDS.map((f) => [f, c?.[f] ?? ''])) as Values;

export interface CustomerFormProps {
  /** The customer to edit; leave out to create one. */
  customer?: CustomerFormFieldsFragment | null;
  /** A name to start a new customer with. */
  initialName?: string;
  onSaved: (customer: CustomerFormFieldsFragment) => void;
  onCancel?: () => void;
}

/** The spec's words for a customer without a company name (the server says the same). */
const NAME_REQUIRED = 'Company name is required';

/**
 * The customer's details (spec part 2 §2 and §5). The company name is required: a new customer's Create stays
 * disabled until it has one; the Edit Customer dialog's Save stays pressable and a cleared name says 'Company name is
 * required' under the field, unsent. Phone, state and postcode are checked here first by the same Australian rules as
 * the server (rules/au-contact), and the server's checks ('Company name is required', 'Enter a valid email') show
 * under their fields too. A new customer whose name is already a customer's (any case) is held back with a warning and
 * 'Create anyway'. A save refused for want of a session signs out after 2 s.
 */
export function CustomerForm({ customer, initialName, onSaved, onCancel }: CustomerFormProps) {
  const {
    values,
    set,
    errors: fieldErrors,
    setErrors: setFieldErrors,
  } = useFormFields<Values>(() => ({ ...valuesOf(customer), ...(initialName ? { name: initialName } : {}) }));
  const [error, setError] = useState<string | null>(null);
  // The name of an existing customer the new one would repeat, while the warning is up.
  const [duplicateOf, setDuplicateOf] = useState<string | null>(null);
  const client = useApolloClient();
  const signOut = useSignOut();
  const [create, created] = useMutation(CreateCustomerMutation, { update: forgetCustomerLists });
  const [update, updated] = useMutation(UpdateCustomerMutation, { update: forgetCustomerLists });
  const fallback = customer ? 'Failed to save customer' : 'Failed to create customer';

  /** The existing customer with the same name as a new one (any case, spaces collapsed), if any. A failed look-up is no reason to stop. */
  async function existingNamed(name: string): Promise<string | null> {
    const found = await client
      .query({ query: CustomerOptionsQuery, variables: { search: name.trim() }, fetchPolicy: 'network-only' })
      .catch(() => null);
    return found?.data?.customers.edges.find((e) => sameName(e.node.name, name))?.node.name ?? null;
  }

  async function submit(e: FormEvent | null, { anyway = false } = {}) {
    e?.preventDefault();
    setError(null);
    const problems: Partial<Record<keyof Values, string>> = auContactProblems(values);
    if (values.name.trim() === '') problems.name = NAME_REQUIRED;
    if (Object.keys(problems).length > 0) {
      setFieldErrors(problems);
      return;
    }
    if (!customer && !anyway) {
      const existing = await existingNamed(values.name);
      setDuplicateOf(existing);
      if (existing) return;
    }
    setDuplicateOf(null);
    try {
      const saved = customer
        ? (await update({ variables: { id: customer.id, input: values } })).data?.updateCustomer
        : (await create({ variables: { input: values } })).data?.createCustomer;
      onSaved(unwrap(saved, fallback));
    } catch (err) {
      const byField = signOutSoonOn(err, signOut) ? {} : fieldErrorsOf(err);
      setFieldErrors(byField);
      if (Object.keys(byField).length === 0) setError(messageOf(err, fallback));
    }
  }

  // No type="email": the browser's own check would speak instead of the spec's 'Enter a valid email'.
  const text = (
    field: keyof Values,
    label: string,
    props: { type?: 'text' | 'tel'; inputMode?: 'email'; autoComplete?: string; isRequired?: boolean } = {},
  ) => (
    <TextField
      label={label}
      name={field}
      value={values[field]}
      onChange={(value) => {
        set(field)(value);
        if (field === 'name') setDuplicateOf(null);
      }}
      errorMessage={fieldErrors[field]}
      {...props}
    />
  );

  return (
    // aria validation: a cleared name reaches submit, which says 'Company name is required' (the browser's own
    // required-field bubble would speak instead).
    <Form onSubmit={submit} validationBehavior="aria" aria-label={customer ? 'Edit customer' : 'New customer'}>
      {error && (
        <Banner tone="error" title={fallback}>
          {error === fallback ? null : error}
        </Banner>
      )}
      {duplicateOf && (
        <Banner
          tone="warning"
          title={`A customer named "${duplicateOf}" already exists`}
          action={
            <Button variant="secondary" size="sm" onPress={() => submit(null, { anyway: true })}>
              Create anyway
            </Button>
          }
        >
          Change the name, or create a second customer with this name.
        </Banner>
      )}
      {text('name', 'Company name', { isRequired: true, autoComplete: 'organization' })}
      <FormRow>
        {text('contactName', 'Contact name', { autoComplete: 'name' })}
        {text('phone', 'Phone', { type: 'tel', autoComplete: 'tel' })}
      </FormRow>
      {text('email', 'Email', { inputMode: 'email', autoComplete: 'email' })}
      {text('street', 'Street', { autoComplete: 'street-address' })}
      <FormRow>
        {text('suburb', 'Suburb', { autoComplete: 'address-level2' })}
        {text('state', 'State', { autoComplete: 'address-level1' })}
        {text('postcode', 'Postcode', { autoComplete: 'postal-code' })}
      </FormRow>
      {text('abn', 'ABN')}
      <TextArea label="Notes" name="notes" value={values.notes} onChange={set('notes')} errorMessage={fieldErrors.notes} rows={3} />
      <FormActions>
        {onCancel && (
          <Button variant="secondary" onPress={onCancel}>
            Cancel
          </Button>
        )}
        <Button
          type="submit"
          variant="primary"
          isDisabled={!customer && values.name.trim() === ''}
          isPending={created.loading || updated.loading}
        >
          {customer ? 'Save' : 'Create'}
        </Button>
      </FormActions>
    </Form>
  );
}
