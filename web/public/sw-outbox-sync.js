// Background Sync for the outbox, imported by the Workbox service worker (web/vite-pwa.ts, `importScripts`). Where the
// browser has Background Sync (Chrome, Edge, Android; not Safari or iOS), the app registers the tag below whenever a
// change is kept (src/offline/outbox/sync.ts); the browser fires it here once the network is back, even while the app
// sits in the background. The worker asks each open window of the app to send its outbox (the page's own code sends
// it, with its keys, in order) and waits for the answer: when changes are still waiting, the sync fails, so the
// browser tries again later. With no window open there is nothing to ask: the outbox waits for the app to be opened.

const OUTBOX_SYNC_TAG = 'spanner-outbox';
const SYNC_MESSAGE = 'spanner-outbox-sync';
/** How long a window has to send its outbox before the worker gives up on it (the browser retries the sync). */
const ANSWER_WITHIN_MS = 5 * 60 * 1000;

/** Ask one window to send its outbox; resolves with how many changes it says are still waiting. */
function askToSend(client) {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(-1), ANSWER_WITHIN_MS);
    channel.port1.onmessage = (event) => {
      clearTimeout(timer);
      resolve(typeof event.data?.waiting === 'number' ? event.data.waiting : -1);
    };
    client.postMessage({ type: SYNC_MESSAGE }, [channel.port2]);
  });
}

async function sendOutbox() {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  if (!windows.length) return;
  const answers = await Promise.all(windows.map(askToSend));
  // One window's answer is enough (they share one outbox); none sent everything: let the browser try again.
  if (!answers.some((waiting) => waiting === 0)) throw new Error('The outbox still has changes waiting');
}

self.addEventListener('sync', (event) => {
  if (event.tag === OUTBOX_SYNC_TAG) event.waitUntil(sendOutbox());
});
