import { randomUUID } from 'node:crypto';
import type { EventBus } from '../events.ts';
import type { Metrics } from './metrics.ts';

/** How often a process sends itself a probe over the event bus. */
const PROBE_EVERY_MS = 5000;

/**
 * The event bus's lag, measured: every few seconds this process publishes a probe and times it until the bus hands
 * it back (through Redis when configured, so the figure is what a subscription event waits). Answers the stop.
 */
export function probeBusLag(events: EventBus, metrics: Metrics): () => Promise<void> {
  const me = randomUUID();
  const probes = events.subscribe('bus:probe');
  void (async () => {
    for await (const probe of probes) {
      if (probe.from === me) metrics.busLag.observe((performance.now() - probe.sentAt) / 1000);
    }
  })().catch(() => {});
  const timer = setInterval(() => events.publish('bus:probe', { from: me, sentAt: performance.now() }), PROBE_EVERY_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await probes.return?.();
  };
}
