import { ApolloClient, ApolloLink, CombinedGraphQLErrors, HttpLink } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { getMainDefinition } from '@apollo/client/utilities';
import { Kind, OperationTypeNode } from 'graphql';
import { createClient } from 'graphql-ws';
import { createCache } from '../lib/apollo-cache';
import { appFetch } from '../lib/http';
import { liveSocket } from '../lib/live-socket';
import { serverState, whenHydrated } from '../lib/server-state';
import { onSignIn } from '../lib/sign-in';
import { promptFromCode } from '../lib/subscription-errors';
import { subscriptionPrompt } from '../lib/subscription-prompt-store';

/** The app's cache (lib/apollo-cache.ts: tests render with it too); the server render makes its own from it. */
export { createCache };

/** Queries and mutations over HTTP with the product's request behaviour; subscriptions over graphql-ws. */
export function createApolloClient() {
  const http = new HttpLink({ uri: '/graphql', fetch: (input, init) => appFetch(input, init), credentials: 'include' });

  const ws = new GraphQLWsLink(
    createClient({
      url: () => `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`,
      lazy: true,
      retryAttempts: 5,
      on: { connected: () => liveSocket.set(true), closed: () => liveSocket.set(false) },
    }),
  );

  // TRIAL_EXPIRED and SUBSCRIPTION_REQUIRED from GraphQL open the same modals as an HTTP 402.
  const subscriptionErrors = new ErrorLink(({ error }) => {
    if (!CombinedGraphQLErrors.is(error)) return;
    for (const e of error.errors) {
      const prompt = promptFromCode(e.extensions?.code, e.message, e.extensions?.action);
      if (prompt) subscriptionPrompt.set(prompt);
    }
  });

  const transport = ApolloLink.split(
    ({ query }) => {
      const def = getMainDefinition(query);
      return def.kind === Kind.OPERATION_DEFINITION && def.operation === OperationTypeNode.SUBSCRIPTION;
    },
    ws,
    http,
  );

  return new ApolloClient({
    link: ApolloLink.from([subscriptionErrors, transport]),
    cache: createCache(),
    // Spec part 1 §7: queries do not refetch on focus or interval and do not retry.
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-first' } },
  });
}

let shared: ApolloClient | undefined;

/** The browser's one client, created on first use (the sign-in page never creates it); a sign-in clears its cache. */
export function sharedApolloClient(): ApolloClient {
  if (!shared) {
    const client = createApolloClient();
    // A screen the server rendered: the cache starts from the answers it was rendered with (ssr/entry-server.tsx),
    // and until React has hydrated it, queries read them as the server did (a `cache-and-network` screen would
    // otherwise render as loading, unlike the server's page); later reads and refetches ask the network as usual.
    const rendered = serverState();
    if (rendered) {
      client.cache.restore(rendered.apollo);
      client.prioritizeCacheValues = true;
      whenHydrated(() => {
        client.prioritizeCacheValues = false;
      });
    }
    onSignIn(() => client.clearStore());
    shared = client;
  }
  return shared;
}
