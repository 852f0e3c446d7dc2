import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';

export const SupportViewerQuery = graphql(`
  query SupportViewer {
    supportViewer {
      id
      name
      email
      role
      initials
      avatarUrl
      can {
        manageStaff
      }
    }
  }
`);

/** The spec's message when the signed-in support user cannot be read (part 1 §8). */
export const SUPPORT_USER_FAILED = 'Failed to fetch support user';

/**
 * The signed-in support staff member (null when nobody is signed in to the portal). `error` is set when the
 * question itself failed (network, server), which is not the same as not being signed in; `retry` asks again.
 */
export function useSupportViewer() {
  const { data, loading, error, refetch } = useQuery(SupportViewerQuery, { notifyOnNetworkStatusChange: true });
  return {
    staff: data?.supportViewer ?? null,
    loading: loading && !data && !error,
    error: data ? undefined : error,
    retrying: loading && !!error,
    retry: () => void refetch().catch(() => {}),
  };
}
