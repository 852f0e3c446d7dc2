import { createHash, generateKeyPairSync, randomBytes, randomUUID, sign } from 'node:crypto';
import { ACCESS_TOKEN_SECONDS, type FakeAnswer, type FakeRequest, type FakeXero } from './fake-xero.ts';

// The fake's identity side, as xero-node's openid-client meets Xero's: OIDC discovery, the consent page (called by a
// test as a browser would: it answers a redirect to the app's redirect_uri with code and state), the token endpoint
// (authorization_code with PKCE S256 checked; refresh_token with rotation: a refresh token works once), an RS256
// id_token checked against the JWKS, revocation, and on the API side the connections a grant reaches.

/** One user's consent to the app: the tenants it reaches and the tokens issued under it. */
interface Grant {
  id: string;
  /** Shared with every access token issued under the grant: deleting a connection takes the tenant from them all. */
  tenantIds: string[];
  connectionIds: Map<string, string>;
  revoked: boolean;
}

/** What the consent page does with the next authorisation request. */
export interface Consent {
  /** The user presses "Cancel": the app gets error=access_denied. */
  deny?: boolean;
  /** The organisations the user ticks (default: every tenant of the fake). */
  tenantIds?: string[];
}

export const FAKE_XERO_CLIENT = { id: 'fake-xero-client-id', secret: 'fake-xero-client-secret' };

const b64url = (v: Buffer | string) => Buffer.from(v).toString('base64url');
const oauthError = (error: string, status = 400): FakeAnswer => ({ status, body: { error } });

export class FakeXeroIdentity {
  readonly #keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  readonly #kid = randomUUID();
  readonly #codes = new Map<string, { redirectUri: string; challenge: string; grant: Grant; used: boolean }>();
  readonly #refreshTokens = new Map<string, { grant: Grant; used: boolean }>();
  readonly #grantOfToken = new Map<string, Grant>();
  /** The consent the next /connect/authorize gives (then reset to every tenant, accepted). */
  nextConsent: Consent = {};
  /** Token calls by grant type, for tests to count refreshes. */
  readonly grants: string[] = [];
  /** While set, a refresh_token grant waits for it before answering (a test holds a refresh in flight). */
  holdRefresh: Promise<void> | null = null;
  /** Refresh tokens and access tokens revoked through /connect/revocation. */
  readonly revoked: string[] = [];

  constructor(readonly fake: FakeXero) {
    const r = fake.route.bind(fake);
    r('GET', /^\/\.well-known\/openid-configuration$/, () => ({ status: 200, body: this.discovery() }));
    r('GET', /^\/\.well-known\/openid-configuration\/jwks$/, () => ({
      status: 200,
      body: { keys: [{ ...this.#keys.publicKey.export({ format: 'jwk' }), kid: this.#kid, use: 'sig', alg: 'RS256' }] },
    }));
    r('GET', /^\/connect\/authorize$/, (req) => this.authorize(req));
    r('POST', /^\/connect\/token$/, (req) => this.token(req));
    r('POST', /^\/connect\/revocation$/, (req) => this.revoke(req));
    r('GET', /^\/connections$/, (req) => this.connections(req));
    r('DELETE', /^\/connections\/([\w-]+)$/, (req, m) => this.deleteConnection(req, m[1]));
  }

  private discovery() {
    const u = this.fake.url;
    return {
      issuer: u,
      authorization_endpoint: `${u}/connect/authorize`,
      token_endpoint: `${u}/connect/token`,
      userinfo_endpoint: `${u}/connect/userinfo`,
      revocation_endpoint: `${u}/connect/revocation`,
      jwks_uri: `${u}/.well-known/openid-configuration/jwks`,
      response_types_supported: ['code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
    };
  }

  /** Xero's consent page, answered at once with the redirect the user's choice makes. */
  private authorize(req: FakeRequest): FakeAnswer {
    const q = req.query;
    const consent = this.nextConsent;
    this.nextConsent = {};
    const redirectUri = q.get('redirect_uri') ?? '';
    if (q.get('client_id') !== FAKE_XERO_CLIENT.id || !redirectUri) return { status: 400, body: 'unauthorized_client' };
    const back = new URL(redirectUri);
    const state = q.get('state');
    if (state) back.searchParams.set('state', state);
    if (q.get('code_challenge_method') !== 'S256' || !q.get('code_challenge')) back.searchParams.set('error', 'invalid_request');
    else if (consent.deny) back.searchParams.set('error', 'access_denied');
    else {
      const tenantIds = consent.tenantIds ?? [...this.fake.tenants.keys()];
      const grant: Grant = {
        id: randomUUID(),
        tenantIds: [...tenantIds],
        connectionIds: new Map(tenantIds.map((t) => [t, randomUUID()])),
        revoked: false,
      };
      const code = b64url(randomBytes(24));
      this.#codes.set(code, { redirectUri, challenge: q.get('code_challenge') ?? '', grant, used: false });
      back.searchParams.set('code', code);
      back.searchParams.set('scope', q.get('scope') ?? '');
    }
    return { status: 302, headers: { location: back.toString() } };
  }

  private clientOk(req: FakeRequest, form: URLSearchParams): boolean {
    const basic = /^Basic (.+)$/.exec(String(req.headers.authorization ?? ''))?.[1];
    const [id, secret] = basic
      ? Buffer.from(basic, 'base64').toString('utf8').split(':').map(decodeURIComponent)
      : [form.get('client_id'), form.get('client_secret')];
    return id === FAKE_XERO_CLIENT.id && secret === FAKE_XERO_CLIENT.secret;
  }

  private async token(req: FakeRequest): Promise<FakeAnswer> {
    const form = new URLSearchParams(req.body);
    if (!this.clientOk(req, form)) return oauthError('invalid_client', 401);
    const grantType = form.get('grant_type') ?? '';
    this.grants.push(grantType);
    if (grantType === 'authorization_code') {
      const code = this.#codes.get(form.get('code') ?? '');
      if (!code || code.used || code.redirectUri !== form.get('redirect_uri')) return oauthError('invalid_grant');
      code.used = true;
      const verifier = form.get('code_verifier') ?? '';
      if (b64url(createHash('sha256').update(verifier).digest()) !== code.challenge) return oauthError('invalid_grant');
      return { status: 200, body: { ...this.tokens(code.grant), id_token: this.idToken() } };
    }
    if (grantType === 'refresh_token') {
      if (this.holdRefresh) await this.holdRefresh;
      const refresh = this.#refreshTokens.get(form.get('refresh_token') ?? '');
      // Rotation: a refresh token is good once; Xero refuses it again as invalid_grant.
      if (!refresh || refresh.used || refresh.grant.revoked) return oauthError('invalid_grant');
      refresh.used = true;
      return { status: 200, body: this.tokens(refresh.grant) };
    }
    return oauthError('unsupported_grant_type');
  }

  private tokens(grant: Grant) {
    const access = this.fake.issueToken(grant.tenantIds);
    // The grant's own list: a connection deleted later is gone from this token too.
    access.tenantIds = grant.tenantIds;
    this.#grantOfToken.set(access.accessToken, grant);
    const refreshToken = `fake-xero-rt-${b64url(randomBytes(24))}`;
    this.#refreshTokens.set(refreshToken, { grant, used: false });
    return {
      access_token: access.accessToken,
      refresh_token: refreshToken,
      token_type: 'Bearer',
      expires_in: ACCESS_TOKEN_SECONDS,
      scope:
        'openid profile email offline_access accounting.invoices accounting.payments accounting.banktransactions accounting.contacts accounting.settings.read payroll.employees.read payroll.settings.read payroll.timesheets',
    };
  }

  /** An RS256 id_token for the app (real time: openid-client checks it against its own clock). */
  private idToken(): string {
    const now = Math.floor(Date.now() / 1000);
    const header = b64url(JSON.stringify({ alg: 'RS256', kid: this.#kid, typ: 'JWT' }));
    const payload = b64url(
      JSON.stringify({
        iss: this.fake.url,
        aud: FAKE_XERO_CLIENT.id,
        sub: 'fake-xero-user',
        iat: now,
        nbf: now,
        auth_time: now,
        exp: now + 300,
        email: 'owner@books.test',
        given_name: 'Book',
        family_name: 'Keeper',
      }),
    );
    const signature = sign('sha256', Buffer.from(`${header}.${payload}`), this.#keys.privateKey);
    return `${header}.${payload}.${b64url(signature)}`;
  }

  /** Revoking a refresh token ends its grant: its refresh tokens, access tokens and connections. */
  private revoke(req: FakeRequest): FakeAnswer {
    const form = new URLSearchParams(req.body);
    if (!this.clientOk(req, form)) return oauthError('invalid_client', 401);
    const token = form.get('token') ?? '';
    this.revoked.push(token);
    const grant = this.#refreshTokens.get(token)?.grant ?? this.#grantOfToken.get(token);
    if (grant) {
      grant.revoked = true;
      grant.tenantIds.splice(0);
      for (const [access, g] of this.#grantOfToken) if (g === grant) this.fake.tokens.delete(access);
    }
    return { status: 200 };
  }

  private connections(req: FakeRequest): FakeAnswer {
    const token = this.fake.bearer(req);
    if ('status' in token) return token;
    const grant = this.#grantOfToken.get(token.accessToken);
    const rows = (grant?.tenantIds ?? []).map((tenantId) => ({
      id: grant?.connectionIds.get(tenantId),
      authEventId: grant?.id,
      tenantId,
      tenantType: 'ORGANISATION',
      tenantName: this.fake.tenants.get(tenantId)?.tenantName ?? null,
      createdDateUtc: new Date().toISOString(),
      updatedDateUtc: new Date().toISOString(),
    }));
    return { status: 200, body: rows };
  }

  private deleteConnection(req: FakeRequest, id: string): FakeAnswer {
    const token = this.fake.bearer(req);
    if ('status' in token) return token;
    const grant = this.#grantOfToken.get(token.accessToken);
    const tenantId = [...(grant?.connectionIds ?? [])].find(([, c]) => c === id)?.[0];
    if (!grant || !tenantId || !grant.tenantIds.includes(tenantId)) return { status: 404, body: { Title: 'Not Found', Status: 404 } };
    grant.tenantIds.splice(grant.tenantIds.indexOf(tenantId), 1);
    return { status: 204 };
  }

  /** The tenants a connection of this grant still reaches (by one of its access tokens). */
  connectedTenants(accessToken: string): string[] {
    return [...(this.#grantOfToken.get(accessToken)?.tenantIds ?? [])];
  }
}
