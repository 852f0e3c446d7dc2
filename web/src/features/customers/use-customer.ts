import { CombinedGraphQLErrors } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';

export const CustomerProfileQuery = graphql(`
  query CustomerProfile($id: ID!) {
    customer(id: $id) {
      ...CustomerFormFields
      createdAt
      noPaymentReminders
      equipment {
        id
        name
        make
        model
        serial
        serviceIntervalMonths
        serviceIntervalHours
        nextServiceDueAt
      }
      jobs {
        ...JobHistoryFields
      }
      ...CustomerServiceReportsFields
    }
  }
`);

/** One customer for the profile and edit screens; `notFound` for an unknown id or another organisation's. */
export function useCustomer(id: string) {
  const { data, loading, error } = useQuery(CustomerProfileQuery, { variables: { id } });
  const notFound = CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'NOT_FOUND');
  return { customer: data?.customer ?? null, loading: loading && !data, notFound, error: notFound ? undefined : error };
}
