import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { isPrivateAddress } from './private-address.ts';

// The one HTTP call a webhook delivery makes, guarded against server-side request forgery: the target must be an
// HTTPS URL whose every resolved address is public (checked on the address the socket connects to, after DNS, so a
// name that resolves to 127.0.0.1 or the cloud metadata address is refused); redirects are never followed (a 3xx
// answer fails the attempt); the whole exchange has a short time-out and reading the answer stops at a size cap.
// `allowPrivate` (WEBHOOKS_ALLOW_PRIVATE, for local development and tests) lifts the address rule and allows http:.

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
