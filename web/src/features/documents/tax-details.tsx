import { useQuery } from '@apollo/client/react';
import { missingTaxDetails, missingTaxDetailsMessage, TAX_DETAILS_SETTINGS_PATH, type TaxDetail } from '@rules/tax-details';
import { Banner, Card, Link, Stack } from '@spanner/design-system';
import { graphql } from '../../gql';
import { TaxDetailsForm } from '../settings';
import type { DocumentKind } from './kind';

// What the business still needs before it sends a quote or invoice: the API's own rule (rules/tax-details.ts) over
// the organisation's details, so the app says so before the API would refuse the send.

const TaxDetailsQuery = graphql(`
  query TaxDetails {
    viewer {
      id
      org {
        id
        abn
        street
        suburb
        state
        postcode
        phone
        email
        bsb
        accountNumber
        paymentInstructions
      }
    }
  }
`);

/** The missing details for this kind of document; empty while loading (the API still refuses a send). */
export function useMissingTaxDetails(kind: DocumentKind): readonly TaxDetail[] {
  const { data } = useQuery(TaxDetailsQuery);
  const org = data?.viewer?.org;
  if (!org) return [];
  return missingTaxDetails(
    {
      abn: org.abn ?? null,
      street: org.street ?? null,
      suburb: org.suburb ?? null,
      state: org.state ?? null,
      postcode: org.postcode ?? null,
      phone: org.phone ?? null,
      email: org.email ?? null,
      bsb: org.bsb ?? null,
      accountNumber: org.accountNumber ?? null,
      paymentInstructions: org.paymentInstructions ?? null,
    },
    kind,
  );
}

/** 'Add your ABN, business address … in Settings before you send this invoice.' with a link to the Business tab. */
export function TaxDetailsBanner({ kind, missing }: { kind: DocumentKind; missing: readonly TaxDetail[] }) {
  if (missing.length === 0) return null;
  return (
    <Banner tone="warning" title={missingTaxDetailsMessage(missing, kind)}>
      <Link href={TAX_DETAILS_SETTINGS_PATH} variant="inline">
        Open Business settings
      </Link>
    </Banner>
  );
}

/**
 * On a new quote or invoice: the missing details asked for right there, above the editor, so the first document
 * can be sent once saved (Stripe and Xero ask for business details in place rather than sending the user away).
 */
export function TaxDetailsPanel({ kind }: { kind: DocumentKind }) {
  const missing = useMissingTaxDetails(kind);
  if (missing.length === 0) return null;
  return (
    <Card title="Your business details" headingLevel={2}>
      <Stack gap="3">
        <TaxDetailsBanner kind={kind} missing={missing} />
        <TaxDetailsForm missing={missing} />
      </Stack>
    </Card>
  );
}
