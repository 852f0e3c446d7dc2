import { ApolloLink } from '@apollo/client/link';
import { type MockedResponse, MockLink, type MockSubscriptionLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { getMainDefinition } from '@apollo/client/utilities';
import { DesignSystemProvider } from '@spanner/design-system';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ViewerDocument } from './gql/graphql';
import { createCache } from './lib/apollo-cache';
import type { Viewer, ViewerAbilities } from './lib/viewer';

/**
 * Render inside the providers the app has: Apollo (mocked), a router at `path`, the design system. With `live`, every
 * subscription goes to that link instead of the mocks, and the test says when an event arrives (`simulateResult`).
 */
export function renderApp(
  ui: ReactNode,
  { path = '/', mocks = [] as MockedResponse[], live }: { path?: string; mocks?: MockedResponse[]; live?: MockSubscriptionLink } = {},
) {
  const link = live
    ? ApolloLink.split(
        ({ query }) => {
          const main = getMainDefinition(query);
          return main.kind === 'OperationDefinition' && main.operation === 'subscription';
        },
        live,
        new MockLink(mocks),
      )
    : undefined;
  return render(
    <MockedProvider mocks={mocks} link={link} cache={createCache()}>
      <MemoryRouter initialEntries={[path]}>
        <DesignSystemProvider>
          <Routes>
            <Route path="*" element={ui} />
          </Routes>
        </DesignSystemProvider>
      </MemoryRouter>
    </MockedProvider>,
  );
}

/**
 * Search for `text` in a debounced search box as one change (a paste), the way the test means it: typed letter by
 * letter on a busy machine, a pause longer than the debounce between two letters asks the server for a prefix that
 * no mock holds, and the answer the test waits for comes a render or two later.
 */
export async function searchFor(box: HTMLElement, text: string) {
  await userEvent.click(box);
  await userEvent.paste(text);
}

export function makeViewer(overrides: Partial<Viewer> = {}): Viewer {
  return {
    __typename: 'User',
    id: 'u1',
    name: 'Tina Tech',
    email: 'tina@example.test',
    role: 'technician',
    color: '#3b82f6',
    initials: 'TT',
    avatarUrl: null,
    avatarSeed: null,
    avatarVariant: null,
    isOwner: false,
    org: {
      __typename: 'Organization',
      id: 'o1',
      name: 'Coolair',
      timeZone: 'Australia/Melbourne',
      subscription: {
        __typename: 'BillingSubscription',
        status: 'trial',
        planId: 'pro',
        trialEnd: '2099-01-01T00:00:00Z',
        currentPeriodEnd: null,
      },
    },
    ...overrides,
  } as Viewer;
}

type Role = 'admin' | 'manager' | 'technician';

/**
 * What the server answers in `viewerCan` for a member of this role (api/src/domain/policy.ts): admin and manager
 * have every ability but managing admins, which only an admin has; a technician only sees usage. Test data only: the
 * app itself never maps a role to a right.
 */
export function abilitiesFor(role: Role, overrides: Partial<ViewerAbilities> = {}): ViewerAbilities & { __typename: 'ViewerCan' } {
  const office = role !== 'technician';
  return {
    __typename: 'ViewerCan',
    manageOrganisation: office,
    seeBankDetails: office,
    seeConfirmationTokens: office,
    seeMessages: office,
    deleteCustomers: office,
    deleteEquipment: office,
    deleteJobs: office,
    importCsv: office,
    managePriceList: office,
    manageTeam: office,
    manageAdmins: role === 'admin',
    seeUsage: true,
    seeAllJobs: office,
    openOfficePages: office,
    manageQuotes: office,
    manageInvoices: office,
    recordPayments: office,
    refundPayments: role === 'admin',
    managePayouts: role === 'admin',
    manageAccounting: role === 'admin',
    syncAccounting: office,
    managePaymentReminders: role === 'admin',
    pausePaymentReminders: office,
    manageBilling: office,
    seeAssistantUsage: role === 'admin',
    manageApiKeys: role === 'admin',
    exportData: role === 'admin',
    manageWebhooks: role === 'admin',
    seeServiceBoard: true,
    bookService: office,
    manageFormTemplates: office,
    fillForms: true,
    signOffJobs: true,
    keepTimesheet: true,
    reviewTimesheets: office,
    seeJobProfit: office,
    seeFormReports: office,
    manageCostRates: role === 'admin',
    ...overrides,
  };
}

/** The viewer query answered for a signed-in member of this role (their profile and their abilities). */
export const viewerMock = (role: Role, overrides: Partial<Viewer> = {}): MockedResponse => ({
  request: { query: ViewerDocument },
  result: { data: { viewer: makeViewer({ role, ...overrides }), viewerCan: abilitiesFor(role) } },
  maxUsageCount: 10,
});
