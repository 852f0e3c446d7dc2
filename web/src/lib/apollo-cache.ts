import { InMemoryCache, type TypePolicies } from '@apollo/client';
import { relayStylePagination } from '@apollo/client/utilities';
import { possibleTypes } from '../possible-types';

/**
 * Paged lists: pages fetched with `after` are appended to the list cached under the same key arguments
 * (usePagedList's Show more needs no `updateQuery`). `first` is a key too, so a picker's short list of customers
 * never stands in for the Customers page's longer one.
 */
export const typePolicies: TypePolicies = {
  Query: {
    fields: {
      customers: relayStylePagination(['search', 'first']),
      equipmentList: relayStylePagination(['search', 'customerId', 'first']),
      jobs: relayStylePagination(['view', 'status', 'search', 'first']),
      completedJobs: relayStylePagination(['first']),
      itemPresets: relayStylePagination(['search', 'first']),
      messages: relayStylePagination(['channel', 'jobId', 'first']),
      supportAuditLog: relayStylePagination(['actorId', 'action', 'from', 'to', 'first']),
    },
  },
};

/** The app's cache; tests render with the same one, so paging behaves as in the browser. */
export const createCache = () => new InMemoryCache({ possibleTypes, typePolicies });
