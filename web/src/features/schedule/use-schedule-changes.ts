import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { graphql } from '../../gql';
import type { ScheduleChangedSubscription } from '../../gql/graphql';

export const ScheduleChangedDocument = graphql(`
  subscription ScheduleChanged {
    scheduleChanged {
      kind
      jobId
      job {
        id
        ...JobCard
        ...ScheduleJob
      }
    }
  }
`);

export type ScheduleChange = ScheduleChangedSubscription['scheduleChanged'];

/**
 * Live updates from other people's changes (the `scheduleChanged` subscription). A changed job is written to
 * Apollo's cache by the subscription result itself, so every screen showing it re-renders; a deleted job (or one
 * the viewer may no longer see) is evicted. `onChange` lets a screen do more, e.g. refetch when a new job falls
 * into its view. `skip` leaves the subscription to another screen (a view that is not shown).
 */
export function useScheduleChanges(onChange?: (change: ScheduleChange) => void, skip = false) {
  const client = useApolloClient();
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useSubscription(ScheduleChangedDocument, {
    skip,
    // The cache carries the change to the screens; the hook's own result is not needed.
    ignoreResults: true,
    onData: ({ data }) => {
      const change = data.data?.scheduleChanged;
      if (!change) return;
      if (change.kind === 'DELETED' || !change.job) {
        const id = client.cache.identify({ __typename: 'Job', id: change.jobId });
        if (id && client.cache.evict({ id })) client.cache.gc();
      }
      latest.current?.(change);
    },
  });
}
