import { createStore } from '../../lib/store';

/**
 * A new version of the app has been downloaded and waits: `apply` swaps it in and reloads. Null while none waits.
 * Set by the service worker's registration (register.ts); the prompt (UpdatePrompt.tsx) offers it, and only the
 * user's choice applies it, so a page is never reloaded under someone filling in a form.
 */
export const waitingUpdate = createStore<{ apply: () => Promise<void> } | null>(null);
