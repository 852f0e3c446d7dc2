import { useOutboxSync } from './use-outbox';

/** Sends the signed-in user's outbox while the app is open (useOutboxSync), as a component the shell loads lazily. */
export function OutboxSync({ userId }: { userId: string }) {
  useOutboxSync(userId);
  return null;
}
