// Which page loads the service worker may answer with the installed app's shell (index.html, precached), and which
// it must leave to the server. The public site, the support and owner portals and the pages a customer opens from
// an email or SMS are not the technician's app: they are never answered from the cache as app screens. The vite
// build hands this list to Workbox (web/vite-pwa.ts); src/app/offline/not-app-screens.test.ts holds it.

/** Page loads never answered with the app shell: the server's pages and the portals outside the main app. */
export const NOT_APP_SCREENS: RegExp[] = [
  // The server's own addresses: the API, GraphQL (GraphiQL), the MCP server.
  /^\/(?:api|graphql|mcp)(?:[/?]|$)/,
  // The public site, rendered by the server: blog, privacy, developer docs, feeds and indexes.
  /^\/(?:blog|privacy|developers)(?:[/?]|$)/,
  /^\/(?:sitemap\.xml|robots\.txt|llms\.txt)$/,
  // The support portal (staff and the members' ticket pages) and the business owner's portal.
  /^\/(?:support|support-admin|admin)(?:[/?]|$)/,
  // A customer's pages, opened from an email or SMS: the quote (/q/…), the invoice (/i/…) and the booking confirmation (/c/…).
  /^\/(?:q|c|i)\//,
  // The local payment pages (no Stripe key): the server renders them.
  /^\/billing\/local-(?:checkout|pay)(?:[/?.]|$)/,
  // `/` is the landing page to a signed-out visitor and the dashboard to a signed-in one: the server decides, so
  // it is asked first and the app shell answers only without a network (APP_START in vite-pwa.ts).
  /^\/$/,
];

/** Whether the service worker may answer a page load of `pathname` with the precached app shell. */
export const isAppScreen = (pathname: string) => !NOT_APP_SCREENS.some((pattern) => pattern.test(pathname));
