import { useMutation, useQuery } from '@apollo/client/react';
import { Banner, Button, Card, Form, FormActions, type Key, Select, Skeleton, Stack } from '@spanner/design-system';
import { useEffect, useState } from 'react';
import { graphql } from '../../gql';
import { messageOf } from '../../lib/error-message';
import { fieldErrorsOf, unwrap } from '../../lib/mutation-result';

/** What is chosen (or defaulted): read with the file's options, and answered by a save. */
export const AccountingMappingValues = graphql(`
  fragment AccountingMappingValues on AccountingMappings {
    saved
    salesAccountCode
    gstTaxType
    gstFreeTaxType
    cardFeesAccountCode
    clearingAccountCode
    trackingSource
    trackingCategoryId
    contactsSource
  }
`);

export const AccountingMappingsQuery = graphql(`
  query AccountingMappings {
    accountingMappings {
      __typename
      ... on AccountingMappings {
        ...AccountingMappingValues
        accounts {
          code
          name
          accountClass
          takesPayments
        }
        taxRates {
          taxType
          name
          appliesToRevenue
        }
        trackingCategories {
          id
          name
          options
        }
      }
      ... on AppError {
        message
      }
    }
  }
`);

const UpdateAccountingMappings = graphql(`
  mutation UpdateAccountingMappings($input: AccountingMappingsInput!) {
    updateAccountingMappings(input: $input) {
      __typename
      ... on AccountingMappings {
        ...AccountingMappingValues
      }
      ... on AppError {
        message
        code
        fieldErrors {
          field
          message
        }
      }
    }
  }
`);

type Values = {
  salesAccountCode: string | null;
  gstTaxType: string | null;
  gstFreeTaxType: string | null;
  cardFeesAccountCode: string | null;
  clearingAccountCode: string | null;
  trackingSource: string;
  trackingCategoryId: string | null;
  contactsSource: string;
};

/** The mappings chosen from the file's codes (the tracking source and contacts' owner are not codes). */
type CodeKey = Exclude<keyof Values, 'trackingSource' | 'contactsSource'>;

const NONE = '__none__';

/** What each invoice line's tracking option is named after (the server's trackingSource words). */
const TRACKING_SOURCES = [
  { id: 'none', label: 'No tracking' },
  { id: 'job_type', label: 'Job type (Service, Repair, Installation, Other)' },
  { id: 'technician', label: 'Technician (who completed the job)' },
];
const str = (k: Key | null) => (k === null || k === NONE ? null : String(k));

/** Who owns customers' details: Spanner (edits go to the books) or the books (edits made there come back). */
const contactsOwners = (books: string) => [
  { id: 'spanner', label: 'Spanner' },
  { id: 'books', label: books },
];

/**
 * Settings → Accounting → Mappings (admins): the sales account, GST on Income and GST-free tax rates, the account
 * payments go to and the card-fees account Stripe's fee is posted to (or none: no fee posted) — each chosen from the
 * connected file, with its defaults until saved; the server checks each is in the file — the tracking category each
 * invoice line carries its job's type or technician in (Xero, offered when the file has categories), and which side
 * owns customers' details (docs/accounting.md).
 */
export function MappingsCard({ books = 'Xero' }: { books?: 'Xero' | 'MYOB' }) {
  const { data, loading, error } = useQuery(AccountingMappingsQuery, { fetchPolicy: 'cache-and-network' });
  const [update, updating] = useMutation(UpdateAccountingMappings);
  const [values, setValues] = useState<Values | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [savedNote, setSavedNote] = useState(false);
  const m = data?.accountingMappings;
  const file = m?.__typename === 'AccountingMappings' ? m : null;

  useEffect(() => {
    if (file && !values) setValues({ ...file });
  }, [file, values]);

  if (!file || !values) {
    if (loading) return <Skeleton height={320} />;
    const message = m?.__typename === 'AppError' ? m.message : messageOf(error, 'Failed to load your Xero accounts');
    return <Banner tone="error" title={message} />;
  }
  const set = (patch: Partial<Values>) => {
    setSavedNote(false);
    setValues({ ...values, ...patch });
  };
  const revenue = file.accounts.filter((a) => a.accountClass === 'REVENUE').map((a) => ({ id: a.code, label: `${a.code} · ${a.name}` }));
  const payable = file.accounts.filter((a) => a.takesPayments).map((a) => ({ id: a.code, label: `${a.code} · ${a.name}` }));
  const rates = file.taxRates.filter((r) => r.appliesToRevenue).map((r) => ({ id: r.taxType, label: r.name }));
  /** One mapping chosen from the file's items, with the server's word on it. */
  const expenses = [
    { id: NONE, label: 'None: Stripe’s fees are not posted' },
    ...file.accounts.filter((a) => a.accountClass === 'EXPENSE').map((a) => ({ id: a.code, label: `${a.code} · ${a.name}` })),
  ];
  const choose = (key: CodeKey, label: string, items: { id: string; label: string }[], description?: string) => (
    <Select
      label={label}
      description={description}
      items={items}
      value={values[key] ?? NONE}
      onChange={(k) => set({ [key]: str(k) })}
      errorMessage={fieldErrors[key]}
    />
  );

  const categories = file.trackingCategories.map((c) => ({ id: c.id, label: `${c.name} (${c.options.join(', ') || 'no options'})` }));
  const tracking = categories.length ? (
    <>
      <Select
        label="Track invoice lines by"
        description="Every line of an invoice made from a job carries, as an option of the category below, the job's type or the name of the technician who completed it (else its first technician). Spanner never adds options in Xero: an invoice whose option the category lacks is not sent, and says so, until you add the option in Xero. Invoices without a job go untracked."
        items={TRACKING_SOURCES}
        value={values.trackingSource}
        onChange={(k) => set({ trackingSource: String(k ?? 'none'), trackingCategoryId: values.trackingCategoryId ?? categories[0].id })}
        errorMessage={fieldErrors.trackingSource}
      />
      {values.trackingSource !== 'none' && choose('trackingCategoryId', 'Tracking category', categories)}
    </>
  ) : (
    <p>Your file has no tracking categories: add one in Xero to track invoice lines by job type or technician.</p>
  );

  async function save() {
    if (!values) return;
    setFailure(null);
    setFieldErrors({});
    try {
      unwrap(
        (
          await update({
            variables: {
              input: {
                salesAccountCode: values.salesAccountCode ?? '',
                gstTaxType: values.gstTaxType ?? '',
                gstFreeTaxType: values.gstFreeTaxType ?? '',
                cardFeesAccountCode: values.cardFeesAccountCode,
                clearingAccountCode: values.clearingAccountCode ?? '',
                trackingSource: values.trackingSource as 'none',
                trackingCategoryId: values.trackingSource === 'none' ? null : values.trackingCategoryId,
                contactsSource: values.contactsSource as 'spanner' | 'books',
              },
            },
          })
        ).data?.updateAccountingMappings,
        'Failed to save the mappings',
      );
      setSavedNote(true);
    } catch (err) {
      setFailure(messageOf(err, 'Failed to save the mappings'));
      setFieldErrors(fieldErrorsOf(err));
    }
  }

  return (
    <Card title="Mappings" headingLevel={2}>
      <Form
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <Stack>
          {!file.saved && <Banner tone="info" title={`These are the defaults read from your ${books} file. Check them and save.`} />}
          {choose('salesAccountCode', 'Sales account', revenue)}
          {choose('gstTaxType', 'GST on Income', rates)}
          {choose('gstFreeTaxType', 'GST-free income', rates)}
          {choose('clearingAccountCode', 'Clearing account for online payments', payable)}
          {choose(
            'cardFeesAccountCode',
            'Card fees account',
            expenses,
            `Stripe’s fee on each online payment is posted here as a bank fee, spent from the clearing account${books === 'Xero' ? ' (Xero takes it from a bank account only)' : ''}. None: no fee is posted.`,
          )}
          {tracking}
          <Select
            label="Customer details come from"
            description={
              values.contactsSource === 'books'
                ? `A customer's name, email, ABN, phone and street address changed in ${books} replace Spanner's within five minutes; Spanner no longer sends its own edits to ${books}. Customers not in ${books} yet are sent with their first invoice.`
                : `A customer's name, email, ABN, phone and street address changed in Spanner are sent to ${books}; changes made in ${books} stay there.`
            }
            items={contactsOwners(books)}
            value={values.contactsSource}
            onChange={(k) => set({ contactsSource: String(k) })}
            errorMessage={fieldErrors.contactsSource}
          />
          {failure && <Banner tone="error" title={failure} />}
          {savedNote && <Banner tone="info" title="Mappings saved." />}
          <FormActions>
            <Button type="submit" variant="primary" isPending={updating.loading}>
              Save mappings
            </Button>
          </FormActions>
        </Stack>
      </Form>
    </Card>
  );
}
