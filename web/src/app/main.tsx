import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { whenIdle } from '../lib/after-first-paint';
import { onScreenQuery } from '../lib/screen-query';
import { markHydrated, serverState } from '../lib/server-state';
import { onSignIn } from '../lib/sign-in';
import { AssumedWidth } from '../lib/viewport';
import { loadMatchedRoutes } from '../ssr/load-matched-routes';
import { routes } from './router';

// No GraphQL client here: the routes that use it load it (apollo-root.tsx), so the sign-in page stays small.
// The first render is a transition, so React renders in slices and the page stays responsive while it does (the
// router's own updates are transitions too).
const container = document.getElementById('root')!;

// The jobs saved on this device for offline use belong to one user: when another signs in, the previous user's copy
// goes (the store's code is loaded then, so the sign-in page's first load goes without it).
onSignIn((user) => import('../offline/cache/device-store').then((m) => m.keepOnlyCopyOf(user.id)).catch(() => {}));
// A route starts its screen's first query on the Apollo client, loaded for it (lib/screen-query.ts).
onScreenQuery(() => import('./apollo-root').then((m) => m.preloadQuery));
const rendered = serverState();

/**
 * Tells the app React has hydrated the server's page: after its first commit's effects (the screens' queries have
 * subscribed, reading the server's answers), Apollo's queries ask the network again. It wraps the app rather than
 * standing beside it: a sibling would make the client's tree another shape than the server's, and every `useId` below
 * would then differ from the server's (a tab's `aria-controls` naming a panel id the page does not have).
 */
function Hydrated({ children }: { children: ReactNode }) {
  useEffect(() => void setTimeout(markHydrated), []);
  return children;
}

async function start() {
  if (rendered) {
    // A signed-in screen the server rendered with its data (ssr/entry-server.tsx): the matched routes' code is in
    // before the router is made, so React's first render is the server's page, hydrated in slices, not replaced.
    await loadMatchedRoutes(routes, window.location);
    const router = createBrowserRouter(routes, { hydrationData: rendered.router });
    const app = (
      <StrictMode>
        <AssumedWidth value={rendered.width}>
          <Hydrated>
            <RouterProvider router={router} />
          </Hydrated>
        </AssumedWidth>
      </StrictMode>
    );
    startTransition(() => void hydrateRoot(container, app));
    return;
  }
  const router = createBrowserRouter(routes);
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    ),
  );
}
void start();

// The installable app's service worker (web/vite-pwa.ts): its registration's code is loaded and run once the page has
// loaded and the browser is idle, so neither competes with the first screen. A server-rendered screen starts this code
// after its paint (web/public/start-after-paint.js), possibly once the page has loaded already.
const registerServiceWorker = () => whenIdle(() => void import('./offline/register').then((m) => m.registerServiceWorker()));
if (document.readyState === 'complete') registerServiceWorker();
else window.addEventListener('load', registerServiceWorker, { once: true });
