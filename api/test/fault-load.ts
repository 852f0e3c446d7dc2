import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { CSRF_HEADER } from '../src/http/origins.ts';

// The clients of the fault run (fault-run.ts): HTTP calls through the load balancer that say whether a write was
// acknowledged, refused or left uncertain, and live subscribers that keep every event with the connection (segment)
// it arrived on, so what each one saw can be checked against what was written.

/** How a call ended: answered 2xx (acknowledged), answered 4xx (refused: nothing was written), or uncertain. */
export type Outcome = 'acked' | 'refused' | 'uncertain';

export interface Answer {
  outcome: Outcome;
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: answers are read field by field
  body: any;
}

export interface Caller {
  /**
   * Every call that did not end 2xx, by the fault under way when it ended, by status (0: no answer): a call made just
   * before the kill and cut by it counts against the kill, not against the calm before it.
   */
  errors: Map<string, Map<number, number>>;
  /** The first answer of each kind of failure, by phase and status. */
  samples: Map<string, string>;
  phase: string;
  call(
    method: string,
    path: string,
    opts?: { auth?: string; json?: unknown; raw?: { payload: Buffer; headers: Record<string, string> } },
  ): Promise<Answer>;
}

export function caller(baseUrl: string): Caller {
  const count = (phase: string, status: number, body: string, what: string) => {
    const key = `${phase}: ${status || 'no answer'} (${what})`;
    if (!c.samples.has(key)) c.samples.set(key, body.slice(0, 200));
    const byStatus = c.errors.get(phase) ?? new Map<number, number>();
    byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    c.errors.set(phase, byStatus);
  };
  const c: Caller = {
    errors: new Map(),
    samples: new Map(),
    phase: 'before faults',
    async call(method, path, { auth, json, raw } = {}) {
      const headers: Record<string, string> = { [CSRF_HEADER]: '1' };
      if (auth?.startsWith('Bearer ')) headers.authorization = auth;
      else if (auth) headers.cookie = auth;
      let body: BodyInit | undefined;
      if (json !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(json);
      } else if (raw) {
        Object.assign(headers, raw.headers);
        body = new Uint8Array(raw.payload);
      }
      try {
        const res = await fetch(`${baseUrl}${path}`, { method, headers, body });
        const text = await res.text();
        let parsed: unknown = text;
        try {
          parsed = JSON.parse(text);
        } catch {}
        const outcome: Outcome = res.status < 300 ? 'acked' : res.status < 500 && res.status !== 429 ? 'refused' : 'uncertain';
        if (outcome !== 'acked') count(c.phase, res.status, text, `${method} ${path}`);
        return { outcome, status: res.status, body: parsed };
      } catch (error) {
        count(c.phase, 0, String(error), `${method} ${path}`);
        return { outcome: 'uncertain', status: 0, body: String(error) };
      }
    },
  };
  return c;
}

export interface Segment {
  connectedAt: number;
  closedAt?: number;
  closeCode?: number;
  /** When its first event arrived: from then on its subscription is certainly registered on the server. */
  firstEventAt?: number;
  // biome-ignore lint/suspicious/noExplicitAny: events are read field by field
  events: { at: number; data: any }[];
}

export interface Subscriber {
  name: string;
  segments: Segment[];
  /** Errors that ended the subscription (it is not subscribed again while its socket stays open). */
  failures: unknown[];
  /** The current connection, while connected. */
  open(): Segment | undefined;
  dispose(): Promise<void>;
}

/**
 * A graphql-ws subscriber through the load balancer that reconnects whenever its socket closes (as the web app does)
 * and subscribes again; every connection is a new segment.
 */
export function subscriber(name: string, baseUrl: string, token: string, query: string, variables?: Record<string, unknown>): Subscriber {
  const segments: Segment[] = [];
  const failures: unknown[] = [];
  let current: Segment | undefined;
  const client = createClient({
    url: `${baseUrl.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    lazy: false,
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: () => true,
    retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, Math.min(50 * 2 ** retries, 1000))),
    connectionParams: { authorization: `Bearer ${token}` },
  });
  client.on('connected', () => {
    current = { connectedAt: Date.now(), events: [] };
    segments.push(current);
  });
  client.on('closed', (event) => {
    if (!current) return;
    current.closedAt = Date.now();
    current.closeCode = (event as { code?: number }).code;
    current = undefined;
  });
  client.subscribe(
    { query, variables },
    {
      next: (value) => {
        const at = Date.now();
        if (!current) return;
        current.firstEventAt ??= at;
        current.events.push({ at, data: value.data });
      },
      // The server ended the subscription with an error while the socket stayed open: it hears nothing more.
      error: (error) => {
        failures.push(error);
      },
      complete: () => {},
    },
  );
  return { name, segments, failures, open: () => current, dispose: () => client.dispose() as Promise<void> };
}
