import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { whenIdle } from './lib/after-first-paint';
import { router } from './router';

// No GraphQL client here: the routes that use it load it (apollo-root.tsx), so the sign-in page stays small.
// The first render is a transition, so React renders in slices and the page stays responsive while it does (the
// router's own updates are transitions too).
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  ),
);

// The installable app's service worker (web/vite-pwa.ts): its registration's code is loaded and run once the page has
// loaded and the browser is idle, so neither competes with the first screen.
window.addEventListener('load', () => whenIdle(() => void import('./offline/app/register').then((m) => m.registerServiceWorker())), {
  once: true,
});
