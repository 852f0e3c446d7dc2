import { createStore } from './store';

/**
 * Whether the app's graphql-ws socket is connected now (apollo.ts keeps it): screens with a live subscription poll
 * at the spec's intervals only while it is not (the fallback where no subscription is open).
 */
export const liveSocket = createStore(false);
