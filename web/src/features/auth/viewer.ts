import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';

export const ViewerQuery = graphql(`
  query Viewer {
    viewer {
      id
      name
      email
      role
      color
      initials
      avatarUrl
      avatarSeed
      avatarVariant
      isOwner
      org {
        id
        name
        timeZone
        subscription {
          status
          planId
          trialEnd
          currentPeriodEnd
        }
      }
    }
  }
`);

export type Viewer = NonNullable<ReturnType<typeof useViewer>['viewer']>;

/** The signed-in user (null when signed out), loaded once and kept in Apollo's cache. */
export function useViewer() {
  const { data, loading, error, refetch } = useQuery(ViewerQuery);
  return { viewer: data?.viewer ?? null, loading: loading && !data, error, refetch };
}
