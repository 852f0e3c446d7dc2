import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';

// The one HTTP call a webhook delivery makes, guarded against server-side request forgery: the target must be an
// HTTPS URL whose every resolved address is public (checked on the address the socket connects to, after DNS, so a
// name that resolves to 127.0.0.1 or the cloud metadata address is refused); redirects are never followed (a 3xx
// answer fails the attempt); the whole exchange has a short time-out and reading the answer stops at a size cap.
// `allowPrivate` (WEBHOOKS_ALLOW_PRIVATE, for local development and tests) lifts the address rule and allows http:.

const BLOCKED = new net.BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata at 169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  BLOCKED.addSubnet(address, prefix, 'ipv4');
for (const [address, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
  ['64:ff9b::', 96], // NAT64 (may reach IPv4 private space)
  ['2002::', 16], // 6to4 (embeds an IPv4 address)
] as const)
  BLOCKED.addSubnet(address, prefix, 'ipv6');

/** Whether an IP address is loopback, link-local, private or otherwise not on the public internet. */
export function isPrivateAddress(address: string): boolean {
  const mapped = address.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i)?.[1];
  if (mapped) return BLOCKED.check(mapped, 'ipv4');
  if (net.isIPv4(address)) return BLOCKED.check(address, 'ipv4');
  if (net.isIPv6(address)) return BLOCKED.check(address, 'ipv6') || /^::ffff:/i.test(address);
  return true;
}

export const webhookUrlMessages = {
  invalid: 'Enter a full URL, like https://example.com/webhooks',
  httpsOnly: 'Webhook URLs must start with https://',
  privateAddress: 'Webhook URLs must reach a public internet address, not a private, loopback or link-local one',
  unresolved: (host: string) => `${host} could not be found`,
} as const;

export interface TargetRules {
  allowPrivate: boolean;
}

/** Why a URL may not be a webhook target as written (before DNS), or null. */
export function urlProblem(raw: string, rules: TargetRules): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return webhookUrlMessages.invalid;
  }
  if (url.protocol !== 'https:' && !(rules.allowPrivate && url.protocol === 'http:')) return webhookUrlMessages.httpsOnly;
  if (url.username || url.password) return webhookUrlMessages.invalid;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!rules.allowPrivate && net.isIP(host) && isPrivateAddress(host)) return webhookUrlMessages.privateAddress;
  return null;
}

/** Why a URL may not be a webhook target after resolving its name now (the check the form answers with), or null. */
export async function resolvedUrlProblem(raw: string, rules: TargetRules): Promise<string | null> {
  const problem = urlProblem(raw, rules);
  if (problem || rules.allowPrivate) return problem;
  const host = new URL(raw).hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host)) return null;
  try {
    const addresses = await dns.promises.lookup(host, { all: true });
    return addresses.some((a) => isPrivateAddress(a.address)) ? webhookUrlMessages.privateAddress : null;
  } catch {
    return webhookUrlMessages.unresolved(host);
  }
}

class PrivateAddressError extends Error {
  constructor() {
    super(webhookUrlMessages.privateAddress);
  }
}

/** dns.lookup, refusing a name any of whose addresses is private: the socket connects only to a checked address. */
const publicLookup: net.LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, '', 4);
    if (!addresses.length || addresses.some((a) => isPrivateAddress(a.address))) return callback(new PrivateAddressError(), '', 4);
    if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, addresses);
    callback(null, addresses[0].address, addresses[0].family);
  });
};

// Connections are kept alive between deliveries; a new one is only opened to an address the lookup checked.
const httpsAgents = {
  public: new https.Agent({ keepAlive: true, lookup: publicLookup }),
  any: new https.Agent({ keepAlive: true }),
};
const httpAgent = new http.Agent({ keepAlive: true });

export interface WebhookPost {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  /** Reading the answer stops after this many bytes. */
  maxResponseBytes: number;
  /** The first bytes of the answer kept as its excerpt. */
  excerptBytes: number;
  allowPrivate: boolean;
}

export interface WebhookAnswer {
  ok: boolean;
  status: number | null;
  durationMs: number;
  excerpt: string | null;
  error: string | null;
}

/** POST one delivery; never throws: a refused target, a time-out or a network error is an answer with `error`. */
export function postWebhook(post: WebhookPost): Promise<WebhookAnswer> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const failed = (error: string): WebhookAnswer => ({ ok: false, status: null, durationMs: elapsed(), excerpt: null, error });
  const problem = urlProblem(post.url, post);
  if (problem) return Promise.resolve(failed(problem));
  const url = new URL(post.url);
  const request = url.protocol === 'https:' ? https.request : http.request;
  return new Promise<WebhookAnswer>((resolve) => {
    let settled = false;
    const finish = (answer: WebhookAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(answer);
    };
    const req = request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'Spanner-Webhooks/1', ...post.headers },
      agent: url.protocol === 'https:' ? (post.allowPrivate ? httpsAgents.any : httpsAgents.public) : httpAgent,
    });
    const timer = setTimeout(() => {
      finish(failed(`No answer within ${post.timeoutMs / 1000} s`));
      req.destroy();
    }, post.timeoutMs);
    req.on('error', (err) => finish(failed(err instanceof PrivateAddressError ? err.message : `Could not connect: ${err.message}`)));
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const done = () => {
        const status = res.statusCode ?? 0;
        const excerpt = Buffer.concat(chunks).subarray(0, post.excerptBytes).toString('utf8');
        const redirect = status >= 300 && status < 400;
        finish({
          ok: status >= 200 && status < 300,
          status,
          durationMs: elapsed(),
          excerpt,
          error: redirect ? 'Redirects are not followed: point the endpoint at the final URL' : null,
        });
      };
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= post.excerptBytes) chunks.push(chunk);
        else if (chunks.reduce((n, c) => n + c.length, 0) < post.excerptBytes) chunks.push(chunk);
        if (size > post.maxResponseBytes) {
          done();
          res.destroy();
        }
      });
      res.on('end', done);
      res.on('error', done);
    });
    req.end(post.body);
  });
}
