import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';

// Two small network pieces for the fault test (faults.test.ts, scripts/bench/faults.ts):
// - a round-robin load balancer in front of several API processes, for HTTP requests and WebSocket upgrades;
// - a TCP gate in front of a server (PostgreSQL), which can cut every connection and refuse new ones for a while —
//   what the API processes see when that server restarts.

export interface RoundRobinProxy {
  url: string;
  /** The processes behind it now (base URLs); a process added or taken out takes part from the next request. */
  targets: string[];
  close(): Promise<void>;
}

/**
 * Forwards each request and each WebSocket upgrade to the next target in turn. A target that refuses the connection
 * (a process that died) is skipped for the next one, as a load balancer's health check would, so only requests
 * already under way on a dying process fail (502).
 */
export async function startRoundRobinProxy(targets: string[]): Promise<RoundRobinProxy> {
  let next = 0;
  const sockets = new Set<net.Socket>();
  const advance = () => {
    next = (next + 1) % Math.max(targets.length, 1);
  };

  const server = http.createServer((req, res) => {
    const body: Buffer[] = [];
    req.on('data', (c: Buffer) => body.push(c));
    req.on('end', () => {
      const payload = Buffer.concat(body);
      const start = next;
      advance();
      const attempt = (tried: number) => {
        if (tried >= targets.length) {
          res.writeHead(502, { 'content-type': 'application/json' }).end('{"error":"no API process answered"}');
          return;
        }
        const target = new URL(targets[(start + tried) % targets.length]);
        const upstream = http.request(
          { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers, agent: false },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
            answer.on('error', () => res.destroy());
          },
        );
        let sent = false;
        upstream.on('socket', (s) => s.once('connect', () => (sent = true)));
        upstream.on('error', (error: NodeJS.ErrnoException) => {
          if (!sent && error.code === 'ECONNREFUSED') return attempt(tried + 1);
          if (!res.headersSent)
            res
              .writeHead(502, { 'content-type': 'application/json' })
              .end(JSON.stringify({ error: `API process failed: ${error.code ?? error.message}` }));
          else res.destroy();
        });
        upstream.end(payload);
      };
      attempt(0);
    });
  });

  server.on('upgrade', (req: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    const start = next;
    advance();
    const attempt = (tried: number) => {
      if (tried >= targets.length) return client.destroy();
      const target = new URL(targets[(start + tried) % targets.length]);
      const upstream = net.connect(Number(target.port), target.hostname);
      sockets.add(upstream);
      upstream.on('close', () => sockets.delete(upstream));
      let connected = false;
      upstream.once('connect', () => {
        connected = true;
        const lines = [`${req.method} ${req.url} HTTP/1.1`];
        for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
        upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
        if (head.length) upstream.write(head);
        upstream.pipe(client);
        client.pipe(upstream);
      });
      upstream.on('error', (error: NodeJS.ErrnoException) => {
        if (!connected && error.code === 'ECONNREFUSED') return attempt(tried + 1);
        client.destroy();
      });
      upstream.on('close', () => client.destroy());
      client.on('error', () => upstream.destroy());
      client.on('close', () => upstream.destroy());
    };
    attempt(0);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    targets,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

export interface TcpGate {
  host: string;
  port: number;
  /**
   * The server behind goes away: every open connection is cut at once, and new ones are refused (accepted and
   * closed before a byte is answered) until `open`.
   */
  shut(): void;
  open(): void;
  /** Connections cut by `shut` so far. */
  cut: number;
  /** Resolves when the gate next refuses a connection (someone tried while it was shut). */
  refusal(): Promise<void>;
  close(): Promise<void>;
}

/** A TCP pass-through to `upstream` (host:port) that can be shut and opened again. */
export async function startTcpGate(upstream: { host: string; port: number }): Promise<TcpGate> {
  const pairs = new Set<[net.Socket, net.Socket]>();
  let shut = false;
  const refused: (() => void)[] = [];
  const server = net.createServer((client) => {
    if (shut) {
      client.destroy();
      for (const resolve of refused.splice(0)) resolve();
      return;
    }
    const server = net.connect(upstream.port, upstream.host);
    const pair: [net.Socket, net.Socket] = [client, server];
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      server.destroy();
    };
    client.pipe(server);
    server.pipe(client);
    client.on('error', end).on('close', end);
    server.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const gate: TcpGate = {
    host: '127.0.0.1',
    port,
    cut: 0,
    refusal: () => new Promise<void>((resolve) => refused.push(resolve)),
    shut() {
      shut = true;
      for (const [client, server] of [...pairs]) {
        gate.cut++;
        client.destroy();
        server.destroy();
      }
      pairs.clear();
    },
    open() {
      shut = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        gate.shut();
        server.close(() => resolve());
      }),
  };
  return gate;
}
