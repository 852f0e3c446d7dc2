import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for a provider's API (Twilio, Stripe, OpenAI), listening on a free loopback port. It keeps idle
 * connections as long as such services do behind their load balancers (60 s and more), not Node's 5 s: the SDKs'
 * agents drop an idle socket after 30 s, so they never write a request on a socket the server is closing that very
 * moment — a race (ECONNRESET on a reused socket) that real providers do not have and a busy test machine hits.
 */
export async function startProviderServer(handler: http.RequestListener): Promise<{ server: http.Server; url: string }> {
  const server = http.createServer({ keepAliveTimeout: 65_000 }, handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}` };
}
