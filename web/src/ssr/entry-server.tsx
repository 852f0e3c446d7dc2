// The server's one entry (built with `vite build --ssr`, loaded by the API's one renderer of pages,
// api/src/http/web-pages.ts): every page the server renders with React.
// - A public page (/, /blog, a post, /privacy, the developer docs): the whole document, with the data the API read;
//   public/entry-client.tsx hydrates it.
// - A technician's screen with its first data, so a phone paints the day's jobs from the HTML and React only hydrates
//   what is there. The data is read by the API through its own GraphQL schema, with the request's session and rights
//   (`run`); the browser's Apollo cache starts from the same answers (lib/server-state.ts), so it asks nothing again.
// - The app's loading screen, for the app page of every other signed-in screen.
import { ApolloClient, ApolloLink, type OperationVariables } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { lightTheme } from '@spanner/design-system';
import type { DocumentNode, FormattedExecutionResult } from 'graphql';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Observable } from 'rxjs';
import { createCache } from '../app/apollo';
import { routes } from '../app/router';
import { FullPageSpinner } from '../kit/shell/FullPageSpinner';
import { operationKey } from '../lib/operation-key';
import { type ServerState, SSR_STATE_ID } from '../lib/server-state';
import { AssumedWidth, DESKTOP_WIDTH, PHONE_WIDTH } from '../lib/viewport';
import type { PublicPage } from '../public/data';
import { type PublicAssets, renderDocument, scriptJson } from '../public/document';
import { PublicApp } from '../public/PublicApp';

/** Runs one GraphQL operation as the request's user (the API's schema, context and rights). */
export type RunOperation = (document: DocumentNode, variables: OperationVariables) => Promise<FormattedExecutionResult>;

export interface RenderedScreen {
  /** The app's markup, for `<div id="root">`. */
  html: string;
  /** The state the browser starts from: a `<script type="application/json">` for the end of `<body>`. */
  state: string;
}

/** A link that answers each operation in process, with the request's user. */
const inProcess = (run: RunOperation) =>
  new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        run(operation.query, operation.variables).then(
          (result) => {
            observer.next(result as ApolloLink.Result);
            observer.complete();
          },
          (error: unknown) => observer.error(error),
        );
      }),
  );

/**
 * The screen at `url` rendered with its data, for a phone's width or a desktop's, or null when the router would not show a screen there (a redirect).
 * An answer with an error is rendered as the browser would render it (the screen's own error state).
 */
export async function renderScreen(url: string, run: RunOperation, { phone }: { phone: boolean }): Promise<RenderedScreen | null> {
  const width = phone ? PHONE_WIDTH : DESKTOP_WIDTH;
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  // A redirect, or an error the router would show: the browser's own render.
  if (context instanceof Response || context.errors) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const operations = new Set<string>();
  const cache = createCache();
  const client = new ApolloClient({
    ssrMode: true,
    cache,
    link: new ApolloLink((operation, forward) => {
      operations.add(operationKey(operation.query, operation.variables));
      return forward(operation);
    }).concat(inProcess(run)),
  });
  const { result } = await prerenderStatic({
    tree: (
      <AssumedWidth value={width}>
        <ApolloProvider client={client}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </ApolloProvider>
      </AssumedWidth>
    ),
    renderFunction: renderToString,
  });
  // No frame: the portal waits for what a server render does not read (an admin's usage, over REST), so the page
  // would hold the loading screen and the state for nothing. The browser renders it, as for any other screen.
  if (!result.includes('<nav')) return null;
  const state: ServerState = {
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
    apollo: cache.extract(),
    operations: [...operations],
    width,
  };
  return { html: result, state: `<script type="application/json" id="${SSR_STATE_ID}">${scriptJson(state)}</script>` };
}

/** The theme's class, which the server puts on `<html>` as the app does once it runs (DesignSystemProvider). */
export { lightTheme as themeClass };

/** A public page's whole HTML document, with the page's data read by the API. */
export function renderPublicPage(page: PublicPage, origin: string, assets: PublicAssets): string {
  return renderDocument(page, renderToString(<PublicApp page={page} />), origin, assets);
}

/**
 * The signed-in app's loading screen, as the app itself first paints it (FullPageSpinner): the server puts it in the
 * app page of a browser with a session, so the page shows it as soon as its style sheets are in, not only once the
 * app's code has run. The same for every user; React replaces it on its first render.
 */
export function renderAppLoading(): string {
  // In the theme's class: the app puts it on <html> once it runs (DesignSystemProvider).
  return renderToString(
    <div className={lightTheme}>
      <FullPageSpinner />
    </div>,
  );
}
