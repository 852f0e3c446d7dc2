import type { Change } from './changes';

// In a file of its own: the app's shell reads it (the sign-out warning) before its first paint, and `changes.ts` (every
// change's request and label) is the outbox's, loaded after the paint.

/** Changes not yet sent: what the top bar counts and sign-out warns about. */
export const unsent = (changes: Change[]) => changes.filter((c) => c.state !== 'sent');
