import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
  path: string;
  /** When it arrived (Date.now()). */
  at: number;
}

export interface Answer {
  status: number;
  body?: string;
  headers?: Record<string, string>;
}

/**
 * A local HTTP receiver for webhook deliveries: records every request as it arrives and answers with what `answer`
 * says for the request (by default 200 "ok") — once that promise settles, for a receiver that is slow to answer.
 */
export async function startReceiver(answer: (r: Received, n: number) => Answer | Promise<Answer> = () => ({ status: 200, body: 'ok' })) {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const r = { headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), path: req.url ?? '/', at: Date.now() };
      received.push(r);
      const a = await answer(r, received.length);
      res.writeHead(a.status, a.headers);
      res.end(a.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    received,
    // Kept-alive connections (the senders' agents keep theirs open) and requests still held are cut, so closing never
    // waits on a sender.
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
