import type { TaxDetail } from '@rules/tax-details';
import { FormRow, TextArea, TextField } from '@spanner/design-system';

// The business details a valid tax invoice needs (rules/tax-details.ts), laid out once: Business settings shows every
// group, the in-place panel of a new quote or invoice only the groups still missing.

export type TaxDetailField =
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

/** The fields of each missing detail. */
export const TAX_DETAIL_FIELDS: Record<TaxDetail, readonly TaxDetailField[]> = {
  abn: ['abn'],
  address: ['street', 'suburb', 'state', 'postcode'],
  phone: ['phone'],
  email: ['email'],
  payment: ['accountName', 'bsb', 'accountNumber', 'paymentInstructions'],
};

interface Props {
  values: Record<TaxDetailField, string>;
  set: (field: TaxDetailField) => (value: string) => void;
  errors: Partial<Record<TaxDetailField, string>>;
  /** The groups to show (every group when left out). */
  show?: readonly TaxDetail[];
}

export function TaxDetailFields({ values, set, errors, show }: Props) {
  const has = (detail: TaxDetail) => !show || show.includes(detail);
  const text = (field: TaxDetailField, label: string, props: { autoComplete?: string; description?: string } = {}) => (
    <TextField label={label} name={field} value={values[field]} onChange={set(field)} errorMessage={errors[field]} {...props} />
  );
  return (
    <>
      {(has('phone') || has('email')) && (
        <FormRow>
          {has('phone') && text('phone', 'Phone', { autoComplete: 'tel' })}
          {has('email') && text('email', 'Email', { autoComplete: 'email' })}
        </FormRow>
      )}
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
      {has('abn') && text('abn', 'ABN', { description: '11 digits, printed on your tax invoices' })}
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
            description="PayID, card by phone … printed on invoices; instead of a bank account or as well"
            rows={2}
          />
        </>
      )}
    </>
  );
}
