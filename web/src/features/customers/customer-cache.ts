import type { ApolloCache } from '@apollo/client';

/**
 * After a customer is added, changed or removed, every cached customer list (any search, any page) is stale:
 * drop them so the next screen that shows one loads it again. Without a broadcast, so the screen still open
 * (the form, the profile being deleted) does not refetch on its way out.
 */
export function forgetCustomerLists(cache: ApolloCache) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'customers', broadcast: false });
  cache.gc();
}

/** A deleted customer: gone from the cache, so opening its profile again asks the server (and hears 'Customer not found'). */
export function forgetCustomer(cache: ApolloCache, id: string) {
  cache.evict({ id: cache.identify({ __typename: 'Customer', id }), broadcast: false });
  forgetCustomerLists(cache);
}
