export { OutboxCount } from './OutboxCount';
export { wipeOutbox } from './outbox-store';
export { PendingChanges } from './PendingChanges';
export { photoToKeep } from './photo-to-keep';
export { outboxRoutes } from './routes';
export { useSignOutWarning } from './SignOutWarning';
export { unsent } from './unsent';
export { useOutbox, useOutboxSync } from './use-outbox';
export { useQueueChange } from './use-queue-change';
