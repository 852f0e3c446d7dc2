import { CSRF_HEADER } from '../src/http/origins.ts';
import { PASSWORD, type TestApp } from './harness.ts';

export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: test answers are read field by field
  body: any;
  headers: Record<string, string | string[] | number | undefined>;
  /** The body's bytes as sent (a PDF, an image). */
  raw: Buffer;
}

/**
 * A browser-like client over fastify.inject: keeps cookies between requests, like a real browser would, and sends
 * the CSRF header on every request, as the web app does (cross-site attacks are sent without it, by hand).
 */
export class Agent {
  readonly cookies = new Map<string, string>();
  constructor(
    private readonly t: TestApp,
    private readonly defaults: { headers?: Record<string, string>; ip?: string } = {},
  ) {}

  async request(
    method: string,
    url: string,
    opts: { body?: unknown; headers?: Record<string, string>; payload?: string | Buffer } = {},
  ): Promise<Answer> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await this.t.app.app.inject({
      method: method as 'GET',
      url,
      remoteAddress: this.defaults.ip ?? this.t.clientAddress,
      headers: { [CSRF_HEADER]: '1', ...(cookie ? { cookie } : {}), ...this.defaults.headers, ...opts.headers },
      ...(opts.payload !== undefined ? { payload: opts.payload } : opts.body !== undefined ? { payload: opts.body as object } : {}),
    });
    for (const c of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const cleared = c.value === '' || c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now());
      if (cleared) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    let body: unknown = res.body;
    try {
      body = res.json();
    } catch {}
    return { status: res.statusCode, body, headers: res.headers, raw: res.rawPayload };
  }

  get = (url: string, headers?: Record<string, string>) => this.request('GET', url, { headers });
  post = (url: string, body?: unknown, headers?: Record<string, string>) => this.request('POST', url, { body: body ?? {}, headers });
  put = (url: string, body?: unknown, headers?: Record<string, string>) => this.request('PUT', url, { body: body ?? {}, headers });

  async gql(query: string, variables?: Record<string, unknown>, headers?: Record<string, string>) {
    const res = await this.request('POST', '/graphql', {
      body: { query, variables },
      headers: { 'content-type': 'application/json', ...headers },
    });
    // biome-ignore lint/suspicious/noExplicitAny: test answers are read field by field
    return res.body as { data?: any; errors?: { message: string; extensions?: { code?: string } }[] };
  }

  async login(email: string, password: string) {
    const res = await this.post('/api/auth/login', { email, password });
    if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res;
  }
}

/** A browser signed in as `who` (with the test password). */
export async function signedIn(t: TestApp, who: { email: string }) {
  const a = new Agent(t);
  await a.login(who.email, PASSWORD);
  return a;
}
