import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import { startProviderServer } from '../provider-server.ts';

// A local, stateful stand-in for Xero that the real xero-node SDK talks to (XERO_IDENTITY_URL and XERO_API_URL point
// here). This file is its core: the server, the organisations (tenants) it holds, the access tokens it has issued and
// the checks every API call passes (bearer token known and unexpired, xero-tenant-id one the token reaches).
// The identity side (OIDC discovery, consent, token and refresh, JWKS, /connections) is in identity.ts; the accounting
// API (/api.xro/2.0/…: contacts, invoices, payments, accounts, tax rates; idempotency, rate limits) in accounting.ts.
// Each registers its routes with `route`.

export interface FakeTenant {
  tenantId: string;
  tenantName: string;
}

export interface IssuedToken {
  accessToken: string;
  tenantIds: string[];
  expiresAt: number;
}

export type FakeRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: string;
};

export type FakeAnswer = { status: number; body?: unknown; headers?: Record<string, string> };

type Handler = (req: FakeRequest, match: RegExpMatchArray) => FakeAnswer | Promise<FakeAnswer>;

/** Xero's access tokens live 30 minutes. */
export const ACCESS_TOKEN_SECONDS = 30 * 60;

export class FakeXero {
  readonly url: string;
  readonly #server: http.Server;
  readonly #routes: { method: string; pattern: RegExp; handler: Handler }[] = [];
  readonly tenants = new Map<string, FakeTenant>();
  readonly tokens = new Map<string, IssuedToken>();
  /** Every request, in order (method, path, headers, body), for tests to assert on. */
  readonly requests: FakeRequest[] = [];
  /** The fake's clock (ms): tests move it to expire tokens without waiting. */
  now = () => Date.now();

  private constructor(server: http.Server, url: string) {
    this.#server = server;
    this.url = url;
  }

  static async start(): Promise<FakeXero> {
    let fake: FakeXero | undefined;
    const { server, url } = await startProviderServer((req, res) => void fake?.handle(req, res));
    fake = new FakeXero(server, url);
    return fake;
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      this.#server.closeAllConnections();
      this.#server.close(() => resolve());
    });
  }

  route(method: string, pattern: RegExp, handler: Handler): void {
    this.#routes.push({ method, pattern, handler });
  }

  addTenant(tenantName: string, tenantId: string = randomUUID()): FakeTenant {
    const tenant = { tenantId, tenantName };
    this.tenants.set(tenantId, tenant);
    return tenant;
  }

  /** An access token reaching these tenants, as the token endpoint issues one. */
  issueToken(tenantIds: string[], seconds = ACCESS_TOKEN_SECONDS): IssuedToken {
    const token = { accessToken: `fake-xero-at-${randomUUID()}`, tenantIds, expiresAt: this.now() + seconds * 1000 };
    this.tokens.set(token.accessToken, token);
    return token;
  }

  /** The token a request carries, if known and unexpired; else the 401 Xero answers. */
  bearer(req: FakeRequest): IssuedToken | FakeAnswer {
    const value = /^Bearer (.+)$/.exec(String(req.headers.authorization ?? ''))?.[1];
    const token = value ? this.tokens.get(value) : undefined;
    if (!token || token.expiresAt <= this.now()) {
      return { status: 401, body: { Type: null, Title: 'Unauthorized', Status: 401, Detail: 'TokenExpired: token expired' } };
    }
    return token;
  }

  /** The tenant an API call is for (its xero-tenant-id, reached by its token); else Xero's 401 or 403. */
  tenantOf(req: FakeRequest): FakeTenant | FakeAnswer {
    const token = this.bearer(req);
    if ('status' in token) return token;
    const tenantId = String(req.headers['xero-tenant-id'] ?? '');
    const tenant = this.tenants.get(tenantId);
    if (!tenant || !token.tenantIds.includes(tenantId)) {
      return { status: 403, body: { Type: null, Title: 'Forbidden', Status: 403, Detail: 'AuthenticationUnsuccessful' } };
    }
    return tenant;
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', this.url);
    const request: FakeRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    };
    this.requests.push(request);
    let answer: FakeAnswer = { status: 404, body: { Title: 'Not Found', Status: 404 } };
    for (const { method, pattern, handler } of this.#routes) {
      const match = request.path.match(pattern);
      if (method === request.method && match) {
        try {
          answer = await handler(request, match);
        } catch (err) {
          answer = { status: 500, body: { Title: 'fake Xero failed', Detail: String(err) } };
        }
        break;
      }
    }
    const headers: Record<string, string> = { ...answer.headers };
    let body = '';
    if (answer.body !== undefined) {
      if (typeof answer.body === 'string') body = answer.body;
      else {
        body = JSON.stringify(answer.body);
        headers['content-type'] ??= 'application/json; charset=utf-8';
      }
    }
    res.writeHead(answer.status, headers);
    res.end(body);
  }
}
