import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SupportViewerDocument } from '../../../gql/graphql';
import { renderApp } from '../../../test-utils';
import { SupportPortal } from './SupportPortal';

// The support portal's first question, who is signed in: a failure says so (spec part 1 §8) and offers Retry,
// instead of sending staff back to the login as if they were signed out.

const staff = {
  __typename: 'SupportUser',
  id: 's1',
  name: 'Sam Support',
  email: 'sam@spanner.test',
  role: 'support_staff',
  initials: 'SS',
  avatarUrl: null,
  can: { __typename: 'SupportAbilities', manageStaff: false },
};

describe('support portal', () => {
  it("shows 'Failed to fetch support user' when the support user cannot be loaded, and Retry loads it", async () => {
    renderApp(<SupportPortal />, {
      path: '/support-admin',
      mocks: [
        { request: { query: SupportViewerDocument }, error: new Error('Network error') },
        { request: { query: SupportViewerDocument }, result: { data: { supportViewer: staff } } },
      ],
    });
    expect(await screen.findByText('Failed to fetch support user')).toBeInTheDocument();
    expect(screen.getByText('Network error')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Sam Support')).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch support user')).toBeNull();
  });
});
