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

export function useSupportViewer() {
  const { data, loading } = useQuery(SupportViewerQuery);
  return { staff: data?.supportViewer ?? null, loading: loading && !data };
}
