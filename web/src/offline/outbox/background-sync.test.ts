import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { OUTBOX_SYNC_TAG } from './sync';
import { SYNC_MESSAGE } from './use-outbox';

// The service worker's Background Sync (public/sw-outbox-sync.js, imported by the Workbox worker): when the browser
// fires the outbox's tag, each open window of the app is asked to send, and the sync fails while changes still wait.

type Client = { postMessage(message: unknown, ports: MessagePort[]): void };

/** The worker's script run against a fake worker scope with these windows open; answers its sync handler. */
function worker(windows: Client[]) {
  const handlers: Record<string, (event: unknown) => void> = {};
  const scope = {
    addEventListener: (type: string, handler: (event: unknown) => void) => {
      handlers[type] = handler;
    },
    clients: { matchAll: async () => windows },
  };
  const script = fs.readFileSync(path.resolve(import.meta.dirname, '../../../public/sw-outbox-sync.js'), 'utf8');
  vm.runInNewContext(script, { self: scope, MessageChannel, setTimeout, clearTimeout });
  return (tag: string) => {
    let done: Promise<unknown> | undefined;
    handlers.sync({ tag, waitUntil: (p: Promise<unknown>) => (done = p) });
    return done;
  };
}

/** A window that answers the worker with how many changes still wait. */
const windowLeaving = (waiting: number, asked: unknown[] = []): Client => ({
  postMessage(message, [port]) {
    asked.push(message);
    port.postMessage({ waiting });
  },
});

describe('Background Sync in the service worker', () => {
  it('asks the open app to send its outbox, and is done once it has', async () => {
    const asked: unknown[] = [];
    await expect(worker([windowLeaving(0, asked)])(OUTBOX_SYNC_TAG)).resolves.toBeUndefined();
    expect(asked).toEqual([{ type: SYNC_MESSAGE }]);
  });

  it('fails while changes still wait, so the browser tries again later', async () => {
    await expect(worker([windowLeaving(2)])(OUTBOX_SYNC_TAG)).rejects.toThrow('still has changes waiting');
  });

  it('leaves other tags alone, and with no window open has nothing to ask', async () => {
    expect(worker([windowLeaving(0)])('another-tag')).toBeUndefined();
    await expect(worker([])(OUTBOX_SYNC_TAG)).resolves.toBeUndefined();
  });
});
