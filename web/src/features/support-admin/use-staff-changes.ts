import { useSubscription } from '@apollo/client/react';
import { graphql } from '../../gql';

const StaffChanges = graphql(`
  subscription SupportStaffChanges {
    supportStaffChanged {
      kind
      staffId
    }
  }
`);

/** Refresh a staff list when the team changes anywhere (a join, a role, a deactivation), without polling. */
export function useStaffChanges(refresh: () => unknown): void {
  useSubscription(StaffChanges, { onData: () => void refresh() });
}
