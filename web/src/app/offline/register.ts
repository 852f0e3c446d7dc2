import { registerSW } from 'virtual:pwa-register';
import { waitingUpdate } from './update-store';

/** How often an open app asks the server whether a new version was deployed (an app left open all day). */
const CHECK_FOR_UPDATE_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (web/vite-pwa.ts) once the page has loaded, so it never competes with the first
 * screen for the network. A new version waits until the user picks "Reload to update".
 */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  const updateSW = registerSW({
    immediate: false,
    onNeedRefresh: () => waitingUpdate.set({ apply: () => updateSW(true) }),
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine) void registration.update().catch(() => {});
      }, CHECK_FOR_UPDATE_MS);
    },
  });
}
