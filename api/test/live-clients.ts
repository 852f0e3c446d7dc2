import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import type { TestApp } from './harness.ts';

// Two kinds of live client for the tests: a graphql-ws socket and a server-sent-events response, each holding one
// subscription. Both keep what they received in order and say how they ended.

export interface LiveClient {
  /** The `data` of every event received so far. */
  received: unknown[];
  /** The next event (waits up to 5 s). */
  next(): Promise<unknown>;
  /** How the stream ended: a socket's close code, or 'ended' when the server finished the event stream. */
  ended: Promise<number | 'ended'>;
  dispose(): Promise<void>;
}

function inbox() {
  const received: unknown[] = [];
  let read = 0;
  const waiting: (() => void)[] = [];
  return {
    received,
    push(data: unknown) {
      received.push(data);
      for (const w of waiting.splice(0)) w();
    },
    next(): Promise<unknown> {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no event arrived; received ${JSON.stringify(received)}`)), 5000);
        const take = () => {
          if (read < received.length) {
            clearTimeout(timer);
            resolve(received[read++]);
          } else waiting.push(take);
        };
        take();
      });
    },
  };
}

/** A graphql-ws socket signed in with a bearer token, subscribed to `query`. */
export function wsClient(baseUrl: string, token: string, query: string): LiveClient {
  const box = inbox();
  const client = createClient({
    url: `${baseUrl.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    connectionParams: { authorization: `Bearer ${token}` },
  });
  const ended = new Promise<number>((resolve) => client.on('closed', (e) => resolve((e as { code: number }).code)));
  client.subscribe({ query }, { next: (v) => box.push(v.data), error: () => {}, complete: () => {} });
  return { received: box.received, next: box.next, ended, dispose: () => client.dispose() as Promise<void> };
}

/**
 * A server-sent-events subscription (POST /graphql, Accept: text/event-stream) signed in with a bearer token, or
 * with a cookie (`{ cookie }`).
 */
export async function sseClient(baseUrl: string, token: string | { cookie: string }, query: string): Promise<LiveClient> {
  const box = inbox();
  const abort = new AbortController();
  const res = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      ...(typeof token === 'string' ? { authorization: `Bearer ${token}` } : token),
    },
    body: JSON.stringify({ query }),
    signal: abort.signal,
  });
  if (res.status !== 200) throw new Error(`SSE refused: ${res.status}`);
  const reader = res.body!.getReader();
  const ended = (async () => {
    const decoder = new TextDecoder();
    let text = '';
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true as const, value: undefined }));
      if (chunk.done) return 'ended' as const;
      text += decoder.decode(chunk.value, { stream: true });
      let cut = text.indexOf('\n\n');
      while (cut >= 0) {
        const message = text.slice(0, cut);
        text = text.slice(cut + 2);
        const data = message.match(/^event: next\ndata: (.*)$/m)?.[1];
        if (data) box.push(JSON.parse(data).data);
        cut = text.indexOf('\n\n');
      }
    }
  })();
  return {
    received: box.received,
    next: box.next,
    ended,
    async dispose() {
      abort.abort();
      await reader.cancel().catch(() => {});
    },
  };
}

/** Give a new subscription a moment to reach Redis (graphql-ws has no "subscribed" acknowledgement). */
export const settle = () => new Promise((r) => setTimeout(r, 250));

/** Until a member has exactly `n` streams listening on this server (no fixed wait: it polls the server's count). */
export async function listening(t: TestApp, userId: string, n: number): Promise<void> {
  while (t.app.services.live.streamsOf(userId) !== n) await new Promise((r) => setTimeout(r, 10));
}
