import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { DesignSystemProvider } from '@spanner/design-system';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { Viewer } from './features/auth/viewer';

/** Render inside the providers the app has: Apollo (mocked), a router at `path`, the design system. */
export function renderApp(ui: ReactNode, { path = '/', mocks = [] as MockedResponse[] } = {}) {
  return render(
    <MockedProvider mocks={mocks}>
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
