// The outbox changed: screens showing it read it again, in this tab and in the app's other tabs.

type Listener = () => void;
const listeners = new Set<Listener>();
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('spanner-outbox');
channel?.addEventListener('message', () => {
  for (const l of listeners) l();
});

export function onOutboxChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function outboxChanged(): void {
  for (const l of listeners) l();
  channel?.postMessage('changed');
}
