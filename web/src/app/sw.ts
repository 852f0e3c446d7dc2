import { cleanupOutdatedCaches, createHandlerBoundToURL, PrecacheFallbackPlugin, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { backgroundSync } from '../offline/outbox/background-sync';
import { NOT_APP_SCREENS } from './offline/not-app-screens';

// The installable app's service worker, bundled by the Vite build (web/vite-pwa.ts, Workbox injectManifest):
// - the app shell (index.html and every script and style the main app loads) precached, so it opens with no signal;
// - page loads of the app answered with that index.html, except NOT_APP_SCREENS (the server's pages, the portals);
// - `/` asked of the server first (landing page or dashboard), the app shell answering only with no network;
// - a new version waits until the app asks it to take over ("Reload to update");
// - Background Sync: when the network is back, the outbox is sent from here, with or without a window open.

interface WorkerScope {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
  skipWaiting(): Promise<void>;
  addEventListener(type: string, listener: (event: never) => void): void;
}
// The worker's own global (the app's TypeScript is compiled with the DOM's types, not the worker's).
declare const self: WorkerScope;
const worker = self;

// Workbox writes the precache list here at build time (it looks for `self.__WB_MANIFEST` literally). Without a
// directory index: Workbox's default ('index.html') would answer `/` with the cached app shell before the route below
// asks the server, so a visitor's home page would be the sign-in form for good once the app had been opened.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '' });
cleanupOutdatedCaches();

registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: NOT_APP_SCREENS }));
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.pathname === '/',
  new NetworkOnly({ plugins: [new PrecacheFallbackPlugin({ fallbackURL: '/index.html' })] }),
);

worker.addEventListener('message', (event: MessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void worker.skipWaiting();
});

backgroundSync(worker);
