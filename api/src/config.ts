import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { type StorageSettings, storageSettings } from './integrations/storage/storage-config.ts';

/** The repository root (…/api/src → …; the production bundle …/api/dist is as deep, see api/scripts/build.mjs). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

const int = (fallback: number, min = 0) => z.coerce.number().int().min(min).default(fallback);

/** Every environment variable Spanner reads. Documented in docs/configuration.md. */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: int(3000),
  HOST: z.string().default('0.0.0.0'),
  /** PostgreSQL connection string; when absent the embedded PGlite database in DATA_DIR is used. */
  DATABASE_URL: z.string().url().optional(),
  /** Folder for the embedded database and uploaded files. */
  DATA_DIR: z.string().default(path.join(repoRoot, '.data')),
  /**
   * Where uploaded files live: unset or `file:` — DATA_DIR/uploads; `file:///a/folder`; or an S3-compatible store,
   * `s3://bucket[/prefix]?region=…&endpoint=https://…&pathStyle=true` (see integrations/storage/storage-config.ts).
   */
  STORAGE_URL: z.string().optional(),
  /** The object store's access key and secret (unset: the AWS SDK's own chain — AWS_* variables, instance roles). */
  STORAGE_ACCESS_KEY_ID: z.string().min(1).optional(),
  STORAGE_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Redis for cross-process pub/sub (subscriptions); in-memory when absent. */
  REDIS_URL: z.string().url().optional(),
  /**
   * Put before every Redis channel name, so deployments sharing one Redis never hear each other's events. Unset:
   * derived from DATABASE_URL's host, port and database name (`spanner:db.internal:5432/spanner`), else `spanner`.
   */
  REDIS_PREFIX: z.string().min(1).max(200).optional(),
  /**
   * Email of the demo seed's owner account. Grants nothing by itself: the platform owner is set up once by the
   * operator (`npm run setup:owner`), and registering this address makes an ordinary account.
   */
  OWNER_EMAIL: z.string().email().default('owner@spanner.com.au'),
  /**
   * Seed the demo business (public demo passwords) when the database is empty at start. Default: yes on the
   * embedded database, no on PostgreSQL (DATABASE_URL), where it must be asked for explicitly.
   */
  SEED_DEMO: bool.optional(),
  /** Browser/Android session: expires after this many minutes without use … */
  SESSION_IDLE_MINUTES: int(60 * 24 * 7, 1),
  /** … and in any case this many days after sign-in. */
  SESSION_ABSOLUTE_DAYS: int(30, 1),
  /** iOS token mode: access-token lifetime (seconds) and refresh-token lifetime (days). */
  ACCESS_TOKEN_TTL_SECONDS: int(15 * 60, 61),
  REFRESH_TOKEN_TTL_DAYS: int(60, 1),
  /**
   * How long a process reuses a session it read (seconds; 0 reads it on every request). Revocations and member
   * changes forget it at once on every process; a change made in the database by hand shows within this time.
   */
  SESSION_CACHE_SECONDS: int(10, 0),
  /** Requests each API key may make a minute, across every API process, before 429 (auth/api-key-rate-limit.ts). */
  API_KEY_REQUESTS_PER_MINUTE: int(600, 1),
  /** Mark session cookies Secure. Unset: Secure whenever the request came over HTTPS (directly or via TRUST_PROXY). */
  COOKIE_SECURE: bool.optional(),
  /** Failed logins allowed per account, and per client address, in LOGIN_WINDOW_MINUTES before 429. */
  LOGIN_MAX_FAILURES_PER_ACCOUNT: int(5, 1),
  LOGIN_MAX_FAILURES_PER_ADDRESS: int(20, 1),
  LOGIN_WINDOW_MINUTES: int(15, 1),
  /**
   * How many proxies (load balancers) stand in front of Spanner: the client address is taken that many hops from
   * the right of X-Forwarded-For, so a client cannot choose its own address. 0: the socket's address.
   */
  TRUST_PROXY: z
    .string()
    .transform((v) => (v === 'false' || v === 'no' ? '0' : v))
    .pipe(z.coerce.number<string>({ error: 'must be the number of proxies in front of Spanner, e.g. 1' }).int().min(0).max(10))
    .default(0),
  /** Registrations allowed per client address in REGISTER_WINDOW_MINUTES before 429. */
  REGISTER_MAX_PER_ADDRESS: int(10, 1),
  REGISTER_WINDOW_MINUTES: int(60, 1),
  /**
   * Newsletter subscribe requests allowed per email address a day, and per client address an hour, before 429; the
   * confirm and unsubscribe links opened per client address an hour (NEWSLETTER_MAX_LINKS_PER_ADDRESS).
   */
  NEWSLETTER_MAX_PER_EMAIL: int(5, 1),
  NEWSLETTER_MAX_PER_ADDRESS: int(20, 1),
  NEWSLETTER_MAX_LINKS_PER_ADDRESS: int(60, 1),
  /** Advertising events (POST /api/tiktok/track) accepted per client address a minute; more are dropped (429). */
  TRACKING_MAX_PER_MINUTE: int(60, 1),
  /**
   * The TikTok pixel id of the public site. Unset: no pixel script is loaded and the pages send nothing to TikTok
   * (events are still recorded by Spanner itself).
   */
  TIKTOK_PIXEL_ID: z
    .string()
    .regex(/^[A-Za-z0-9]{6,40}$/, 'must be the pixel id TikTok shows (letters and digits)')
    .optional(),
  /** A refresh token presented again this many seconds after it was spent answers the same new pair (a race). */
  REFRESH_GRACE_SECONDS: int(10, 0),
  /**
   * Other origins (scheme://host[:port], comma-separated) that may call the API from a browser with credentials:
   * credentialed CORS, WebSocket and event-stream subscriptions. The app's own origin is always allowed.
   */
  ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim().replace(/\/+$/, ''))
        .filter(Boolean),
    )
    .pipe(z.array(z.string().url())),
  /** Serve the web build's source maps (*.map). Unset: served outside production only. */
  SERVE_SOURCE_MAPS: bool.optional(),
  /** Largest upload accepted (avatars, photos, CSV), in megabytes. */
  MAX_UPLOAD_MB: int(10, 1),
  /** Largest multipart request as a whole (several photos at once), in megabytes. */
  MAX_UPLOAD_TOTAL_MB: int(100, 1),
  /** GraphQL limits: maximum query depth and cost. */
  GRAPHQL_MAX_DEPTH: int(12, 2),
  GRAPHQL_MAX_COST: int(20000, 100),
  /**
   * Answer plain JSON GraphQL requests without Yoga's fetch-API adapter (graphql/plain-json.ts); the same answers,
   * cheaper. Off only to compare the two (`npm run bench`, the tests that hold them to the same answers).
   */
  GRAPHQL_PLAIN_JSON: bool.default(true),
  /** Where the built web app lives; served with a single-page-app fallback when present. */
  WEB_DIST: z.string().default(path.join(repoRoot, 'web', 'dist')),
  /**
   * The address users reach Spanner at (https://app.example.com.au): the links in emails and SMS, the payment
   * provider's return links, Twilio's signed callbacks. Unset: the address the server listens on, once it is bound
   * (`serverUrl`; PORT=0 gives the port picked), and http://localhost:PORT before.
   */
  PUBLIC_URL: z.string().url().optional(),
  /** Stripe secret key (sk_live_… or sk_test_…). Unset: the local payment provider (a checkout page served by Spanner). */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  /** The signing secret of the Stripe webhook endpoint (whsec_…) that posts to /api/webhooks/stripe. */
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /**
   * The signing secret of the Stripe Connect webhook endpoint (whsec_…) that posts to /api/webhooks/stripe/connect:
   * the connected accounts' events (account.updated, their checkouts, payments and refunds). Without it online
   * invoice payments are not offered.
   */
  STRIPE_CONNECT_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Stripe price ids of the monthly plans (recurring, AUD, GST inclusive); unset plans are priced inline at checkout. */
  STRIPE_PRICE_SOLO: z.string().min(1).optional(),
  STRIPE_PRICE_PRO: z.string().min(1).optional(),
  STRIPE_PRICE_ENTERPRISE: z.string().min(1).optional(),
  /** Stripe host, port and protocol overrides (a local Stripe mock); unset: api.stripe.com. */
  STRIPE_API_HOST: z.string().min(1).optional(),
  STRIPE_API_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
  /** Seconds a webhook signature's timestamp may differ from now before the event is refused as stale. */
  WEBHOOK_TOLERANCE_SECONDS: int(300, 1),
  /**
   * Allow the local payment provider (a Pay button on Spanner's own page) when no STRIPE_SECRET_KEY is set. Unset:
   * allowed outside production; in production checkout answers 503 until Stripe is configured or this is `true`.
   */
  LOCAL_PAYMENTS: bool.optional(),
  /** Whether SMS and email pack credits expire: `never` (the in-app reading, default) or `6m` (six months after purchase). */
  PACK_EXPIRY: z.enum(['never', '6m']).default('never'),
  /**
   * Twilio for SMS: the account SID (AC…) and auth token (also the key that signs delivery-status callbacks), and
   * who the SMS comes from: a number or sender id (TWILIO_FROM) or a messaging service (TWILIO_MESSAGING_SERVICE_SID,
   * MG…). Unset: the local outbox provider (SMS are recorded, and shown in Settings → Messages, never sent).
   */
  TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  TWILIO_FROM: z.string().min(1).optional(),
  TWILIO_MESSAGING_SERVICE_SID: z.string().min(1).optional(),
  /** Where the Twilio SDK sends its requests instead of api.twilio.com (a local Twilio fake in tests). */
  TWILIO_API_URL: z.string().url().optional(),
  /**
   * SMTP for email (smtp://user:pass@host:587, smtps://… for TLS on connect). Unset: the local outbox provider
   * (emails, attachments included, are recorded and shown in Settings → Messages, never sent).
   */
  SMTP_URL: z.string().url().optional(),
  /** The From address of every email ("Spanner <no-reply@example.com.au>"); replies go to the organisation's email. */
  MAIL_FROM: z.string().min(3).default('Spanner <no-reply@spanner.com.au>'),
  /**
   * Webhook deliveries: allow targets on loopback, link-local and private addresses, and plain http: (local
   * development and tests only; in production targets must be public HTTPS addresses).
   */
  WEBHOOKS_ALLOW_PRIVATE: bool.default(false),
  /**
   * Whether this process runs the background job workers (api/src/jobs, docs/background-work.md) once it listens.
   * Set `false` on API processes when separate `npm run worker` processes run them; every process can still send jobs.
   */
  JOBS_WORKERS: bool.default(true),
  /**
   * Tests only: the job queue's schedules are checked this often (seconds, 1–45) instead of every 30 s, so a test
   * server's once-a-minute passes run within seconds of the minute's turn rather than up to a minute and a half after it.
   */
  JOB_CRON_SECONDS: z.coerce.number().int().min(1).max(45).optional(),
  /** A webhook target must answer within this many milliseconds. */
  WEBHOOK_TIMEOUT_MS: int(5000, 100),
  /**
   * The AI assistant's model service: an OpenAI API key (or a compatible server's), that server's address (ending in
   * /v1; unset: api.openai.com) and the model. Unset key: the assistant answers without a model (its deterministic
   * parser drafts jobs and invoices from plain requests and says when a question needs the AI service).
   */
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: z
    .string()
    .url()
    .refine((v) => /\/v1\/?$/.test(v), 'must end in /v1, e.g. https://api.openai.com/v1')
    .optional(),
  OPENAI_MODEL: z.string().min(1).default('gpt-4.1-mini'),
  /**
   * Retries the SDK makes after a failed model call (0 in tests), and how long a whole assistant turn may take with
   * all its tool rounds (seconds; the web app gives up on a request after 30).
   */
  OPENAI_MAX_RETRIES: int(1, 0),
  OPENAI_TIMEOUT_SECONDS: int(25, 1),
  /** Assistant requests a member may make a minute (429 beyond). */
  ASSISTANT_REQUESTS_PER_MINUTE: int(10, 1),
  /** Model requests and model tokens (prompt + completion) an organisation may use a month (402 beyond). */
  ASSISTANT_MONTHLY_REQUESTS: int(2000, 1),
  ASSISTANT_MONTHLY_TOKENS: int(2_000_000, 1),
  /** After this many model failures in a row the assistant answers the 'trouble' text at once for the cool-down. */
  ASSISTANT_BREAKER_FAILURES: int(3, 1),
  ASSISTANT_BREAKER_COOLDOWN_SECONDS: int(60, 1),
  /** How long a draft can be confirmed (minutes). */
  ASSISTANT_DRAFT_MINUTES: int(15, 1),
  /**
   * Xero, for the accounting sync (docs/accounting.md): the app's OAuth client id and secret (developer.xero.com →
   * My Apps; redirect URI PUBLIC_URL/api/accounting/xero/callback) and its webhook key (verifies x-xero-signature).
   * Unset client id: Settings → Accounting says what an operator sets, and nothing connects.
   */
  XERO_CLIENT_ID: z.string().min(1).optional(),
  XERO_CLIENT_SECRET: z.string().min(1).optional(),
  XERO_WEBHOOK_KEY: z.string().min(1).optional(),
  /** Where Xero's identity server and API are (a local Xero fake in tests); unset: Xero's own. */
  XERO_IDENTITY_URL: z.string().url().default('https://identity.xero.com'),
  XERO_API_URL: z.string().url().default('https://api.xero.com'),
  /**
   * MYOB Business / AccountRight, for the accounting sync (docs/accounting.md "MYOB"): the app's API key (client id)
   * and secret (my.MYOB → Developer; redirect URI PUBLIC_URL/api/accounting/myob/callback). Unset: Settings →
   * Accounting names what an operator sets, and nothing connects.
   */
  MYOB_CLIENT_ID: z.string().min(1).optional(),
  MYOB_CLIENT_SECRET: z.string().min(1).optional(),
  /** Where MYOB's sign-in (secure.myob.com) and API (api.myob.com) are (a local MYOB fake in tests). */
  MYOB_IDENTITY_URL: z.string().url().default('https://secure.myob.com'),
  MYOB_API_URL: z.string().url().default('https://api.myob.com'),
  /**
   * The key the accounting connections' OAuth tokens are sealed with at rest (AES-256-GCM; at least 32 characters,
   * e.g. `openssl rand -hex 32`). Required to connect Xero or MYOB; changing it means reconnecting.
   */
  ACCOUNTING_TOKEN_KEY: z.string().min(32, 'must be at least 32 characters (e.g. `openssl rand -hex 32`)').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * The bearer token Prometheus sends to scrape GET /metrics (`Authorization: Bearer …`, at least 32 characters).
   * Unset: /metrics answers 404 in production and is open outside production (a developer's machine).
   */
  METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters (e.g. `openssl rand -hex 32`)').optional(),
  /**
   * On SIGTERM a process stops accepting connections, answers /api/ready 503, tells live subscribers to reconnect
   * elsewhere and lets in-flight requests finish; after this many milliseconds it exits regardless.
   */
  SHUTDOWN_TIMEOUT_MS: int(10_000, 100),
  /**
   * A process that starts while its database is out of reach (a restart, compose starting everything at once) waits
   * this many milliseconds for it before it gives up and exits.
   */
  DATABASE_WAIT_MS: int(60_000, 0),
});

/** Every variable the configuration reads (deployment files are checked against it). */
export const CONFIG_VARIABLES = Object.keys(schema.shape) as (keyof z.infer<typeof schema>)[];

/** The variables a deployment must set: no default, not optional. */
export const REQUIRED_VARIABLES = CONFIG_VARIABLES.filter((name) => !schema.shape[name].safeParse(undefined).success);

/**
 * What a production deployment of several API processes behind a load balancer sets besides the required ones
 * (compose.yaml is checked against this list in api/test/deployment.test.ts): the shared database and event bus,
 * the address users reach it at, the load balancer counted as a proxy, and the metrics scrape token.
 */
export const SCALE_OUT_VARIABLES = [
  'NODE_ENV',
  'DATABASE_URL',
  'REDIS_URL',
  'STORAGE_URL',
  'PUBLIC_URL',
  'TRUST_PROXY',
  'METRICS_TOKEN',
] as const satisfies readonly (typeof CONFIG_VARIABLES)[number][];

export type Config = Omit<z.infer<typeof schema>, 'SEED_DEMO' | 'LOCAL_PAYMENTS' | 'PUBLIC_URL'> & {
  SEED_DEMO: boolean;
  LOCAL_PAYMENTS: boolean;
  PUBLIC_URL: string;
  /** PUBLIC_URL was not set: `start()` makes it the server's own address once it listens. */
  publicUrlFollowsServer: boolean;
  uploadDir: string;
  /** Where files live, from STORAGE_URL. */
  storage: StorageSettings;
  redisPrefix: string;
};

/** The default channel prefix: one per database, since a deployment is its database (credentials left out). */
export function defaultRedisPrefix(databaseUrl: string | undefined): string {
  if (!databaseUrl) return 'spanner';
  const url = new URL(databaseUrl);
  return `spanner:${url.hostname}:${url.port || '5432'}${url.pathname || '/'}`;
}

/** The address of a server listening on host:port, as this machine reaches it (a wildcard host: localhost). */
export function serverUrl(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/** Parse the environment once; a bad value stops the process with a clear list of what is wrong. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const uploadDir = path.join(c.DATA_DIR, 'uploads');
  let storage: StorageSettings;
  try {
    storage = storageSettings(c, uploadDir);
  } catch (err) {
    throw new Error(`Invalid configuration:\n  STORAGE_URL: ${(err as Error).message}`);
  }
  return {
    ...c,
    SEED_DEMO: c.SEED_DEMO ?? !c.DATABASE_URL,
    // The embedded database is the local demo (like SEED_DEMO): its checkout is the local page; a production
    // deployment on PostgreSQL charges through Stripe only, unless asked.
    LOCAL_PAYMENTS: c.LOCAL_PAYMENTS ?? (c.NODE_ENV !== 'production' || !c.DATABASE_URL),
    PUBLIC_URL: (c.PUBLIC_URL ?? serverUrl(c.HOST, c.PORT)).replace(/\/+$/, ''),
    publicUrlFollowsServer: !c.PUBLIC_URL,
    uploadDir,
    storage,
    redisPrefix: c.REDIS_PREFIX ?? defaultRedisPrefix(c.DATABASE_URL),
  };
}
