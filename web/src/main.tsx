import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { registerServiceWorker } from './offline/app/register';
import { router } from './router';

// No GraphQL client here: the routes that use it load it (apollo-root.tsx), so the sign-in page stays small.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);

// The installable app's service worker (web/vite-pwa.ts): registered after the page has loaded.
registerServiceWorker();
