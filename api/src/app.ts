import type { IncomingMessage } from 'node:http';
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { ApiKeyRateLimiter, keyRateLimited, keyRateLimitedOnSocket, rateLimitHeaders } from './auth/api-key-rate-limit.ts';
import { API_KEY_PREFIX } from './auth/api-key-token.ts';
import { CLOSE_CODES, LiveStreams, StreamConnection } from './auth/live-streams.ts';
import { userSessionCache } from './auth/sessions.ts';
import { backgroundWork } from './background.ts';
import { type Config, serverUrl } from './config.ts';
import {
  type Context,
  type CookieWriter,
  type RequestCredentials,
  contextFor as requestContextFor,
  resolveViewers,
  SESSION_COOKIE,
  type Services,
} from './context.ts';
import type { Database } from './db/client.ts';
import { AppError } from './errors.ts';
import { createEventBus } from './events.ts';
import { inProcessQueries } from './graphql/in-process.ts';
import { plainJsonGraphQL, validDocuments } from './graphql/plain-json.ts';
import { createGraphQLServer, errorMasker, hasNul, nulRefusal, type ServerContext } from './graphql/yoga.ts';
import { guardCrossOrigin } from './http/cross-origin.ts';
import { registerDeveloperDocs } from './http/developer-docs.ts';
import { registerGraphiQLAssets } from './http/graphiql.ts';
import { registerHealth } from './http/health.ts';
import { registerLocalCheckout } from './http/local-checkout.ts';
import { registerLocalInvoicePay } from './http/local-invoice-pay.ts';
import { registerMcp } from './http/mcp.ts';
import { guardNulBytes } from './http/nul-bytes.ts';
import { isAllowedOrigin, isApiPath, requestHost } from './http/origins.ts';
import { providePublicNotice } from './http/public-notice.ts';
import { registerPublicSite } from './http/public-site.ts';
import { loggerOptions, logRequests } from './http/request-log.ts';
import { addSecurityHeaders } from './http/security-headers.ts';
import { guardUploadSize, uploadLimits } from './http/upload-limits.ts';
import { registerWebApp } from './http/web-app.ts';
import { openStorage } from './integrations/storage/storage-config.ts';
import { JobQueue } from './jobs/job-queue.ts';
import { JOB_KINDS } from './jobs/kinds.ts';
import type { BossTiming } from './jobs/open-boss.ts';
import { probeBusLag } from './metrics/bus-lag.ts';
import { graphqlMetrics } from './metrics/graphql-metrics.ts';
import { recordRequests } from './metrics/http-metrics.ts';
import { jobCounts } from './metrics/job-counts.ts';
import { createMetrics } from './metrics/metrics.ts';
import { queueDepths } from './metrics/queue-depths.ts';
import { registerMetricsRoute } from './metrics/serve-metrics.ts';
import { sendError } from './rest/errors.ts';
import { buildOpenApi } from './rest/openapi.ts';
import { registerRoutes } from './rest/router.ts';
import { restRoutes } from './rest/routes.ts';

/** How long a closing graphql-ws socket may take to answer its close frame before it is cut. */
const SOCKET_CLOSE_GRACE_MS = 2000;

/**
 * One server: GraphQL (HTTP and graphql-ws on the same port), the REST compatibility routes, and the built web
 * app with a single-page-app fallback.
 */
export async function buildApp(
  config: Config,
  database: Database,
  {
    logStream,
    jobTiming,
  }: {
    logStream?: NodeJS.WritableStream;
    /** The job queue's clocks (tests look for due jobs more often than a server's default poll). */
    jobTiming?: Partial<BossTiming>;
  } = {},
) {
  const bus = createEventBus(config.REDIS_URL, config.redisPrefix);
  // Background jobs (docs/background-work.md): every process sends; workers run when it listens, unless JOBS_WORKERS=false.
  const jobs = new JobQueue(database, {
    databaseUrl: config.DATABASE_URL,
    kinds: JOB_KINDS,
    timing: { ...(config.JOB_CRON_SECONDS ? { cronSeconds: config.JOB_CRON_SECONDS } : {}), ...jobTiming },
    log: (err, message) => app.log.error({ err }, message),
  });
  const services: Services = {
    db: database.db,
    config,
    events: bus.events,
    storage: openStorage(config.storage),
    live: new LiveStreams(database.db, config),
    sessions: userSessionCache(config.SESSION_CACHE_SECONDS * 1000),
    background: backgroundWork((err, what) => app.log.error({ err }, `${what} failed`)),
    jobs,
  };
  const stopHearingRevocations = services.live.listen(bus.events);
  const stopCachingSessions = services.sessions.listen(bus.events);
  // The bus may have dropped events (Redis went away, or came back): a revocation may be missed, so cached sessions
  // are read again; live clients are told to reconnect (1012, as on shutdown), so a client knows its stream had a
  // gap: it subscribes again and reads afresh what it shows.
  const stopHearingGaps = bus.onGap(() => {
    services.sessions.forgetAll();
    services.live.closeAll();
  });
  /** From SIGTERM (`stop`) on: /api/ready answers 503 while in-flight requests finish. */
  let draining = false;
  const metrics = createMetrics();
  const stopProbingBus = probeBusLag(bus.events, metrics);
  const stopTimingStatements = database.onStatement((ms) => metrics.dbStatements.observe(ms / 1000));

  const app = Fastify({
    ...loggerOptions(config.LOG_LEVEL, logStream),
    // Believe exactly TRUST_PROXY hops of X-Forwarded-For (counted from the socket), never what the client added.
    trustProxy: (_address: string, hop: number) => hop < config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // While draining (stop), a request that still arrives on a kept-alive connection is served, with Connection:
    // close so the client's next one goes elsewhere, rather than refused; /api/ready answers 503 itself.
    return503OnClosing: false,
  });
  providePublicNotice(app);
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, { limits: uploadLimits(config).rest });
  // The HTTP edge, for every route: security headers, cross-site request refusal and CORS, upload size, NUL bytes.
  if (config.LOG_LEVEL !== 'silent') logRequests(app);
  recordRequests(app, metrics);
  addSecurityHeaders(app, config);
  guardCrossOrigin(app, config);
  guardUploadSize(app, config);
  guardNulBytes(app);
  // Each API key's requests a minute, on every API route (GraphQL, its streams, REST) and graphql-ws subscribe
  // message, shared by every process: RateLimit headers, then 429.
  const keyLimiter = new ApiKeyRateLimiter(database.db, config.API_KEY_REQUESTS_PER_MINUTE);
  app.addHook('preHandler', async (req, reply) => {
    if (!req.headers.authorization?.startsWith(`Bearer ${API_KEY_PREFIX}`) || !isApiPath(req.url)) return;
    const key = (await requestContext(req, reply)).user?.apiKey;
    if (!key) return;
    const allowance = await keyLimiter.take(key.id);
    reply.headers(rateLimitHeaders(allowance));
    if (allowance.over) throw keyRateLimited(allowance);
  });

  const cookieWriter = (reply: FastifyReply): CookieWriter => ({
    set: (name, value, maxAge) =>
      void reply.setCookie(name, value, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: config.COOKIE_SECURE ?? reply.request.protocol === 'https',
        maxAge,
      }),
    clear: (name) => void reply.clearCookie(name, { path: '/' }),
  });
  const noCookies: CookieWriter = { set: () => {}, clear: () => {} };

  async function contextFor(creds: RequestCredentials, cookies: CookieWriter, connection?: StreamConnection): Promise<Context> {
    const { user, staff } = await resolveViewers(services, creds);
    return requestContextFor(
      services,
      { user, staff },
      { meta: creds.meta, cookies, incomingSessionToken: creds.cookies[SESSION_COOKIE], connection },
    );
  }

  // One context per HTTP request, shared by REST and GraphQL.
  const contexts = new WeakMap<FastifyRequest, Promise<Context>>();
  function requestContext(req: FastifyRequest, reply: FastifyReply): Promise<Context> {
    let ctx = contexts.get(req);
    if (!ctx) {
      ctx = contextFor(
        { headers: req.headers, cookies: req.cookies, meta: { ip: req.ip, userAgent: req.headers['user-agent'] } },
        cookieWriter(reply),
      );
      contexts.set(req, ctx);
    }
    return ctx;
  }

  // ── GraphQL over HTTP
  const documents = config.GRAPHQL_PLAIN_JSON ? validDocuments() : null;
  const graphqlContext = async (server: ServerContext) => {
    if (server.reply) return requestContext(server.req as FastifyRequest, server.reply as FastifyReply);
    throw new Error('GraphQL context needs a request');
  };
  const yoga = createGraphQLServer(config, graphqlContext, [graphqlMetrics(metrics), ...(documents ? [documents.plugin] : [])]);
  const plainJson = documents && plainJsonGraphQL(yoga, documents, errorMasker(config.NODE_ENV === 'production'), graphqlContext);
  app.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    handler: async (req, reply) => {
      const plain = await plainJson?.(req, { req, reply });
      if (plain) return reply.status(plain.status).headers(plain.headers).send(plain.body);
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie') reply.header(key, value);
      });
      reply.status(response.status);
      // A single result is sent as text, so the compression threshold applies and no stream is set up for it;
      // incremental delivery and server-sent events stay streams.
      const type = response.headers.get('content-type') ?? '';
      if (type.startsWith('application/json') || type.startsWith('application/graphql-response+json')) {
        return reply.send(await response.text());
      }
      return reply.send(response.body);
    },
  });

  // ── REST compatibility routes and their OpenAPI document
  registerRoutes(app, restRoutes, requestContext, {
    checkResponses: config.NODE_ENV !== 'production',
    uploadLimits: uploadLimits(config).rest,
  });
  // Its servers entry is PUBLIC_URL, known only once the server listens when it follows the server's address.
  let openApiDoc = { url: '', doc: {} as ReturnType<typeof buildOpenApi> };
  const openApi = () => {
    if (openApiDoc.url !== config.PUBLIC_URL) openApiDoc = { url: config.PUBLIC_URL, doc: buildOpenApi(restRoutes, config.PUBLIC_URL) };
    return openApiDoc.doc;
  };
  app.get('/api/openapi.json', async () => openApi());
  registerDeveloperDocs(app, config);
  registerGraphiQLAssets(app);
  // ── The MCP server for an API key's AI client (the assistant's tools, drafts a person confirms)
  registerMcp(app, requestContext);
  registerHealth(app, { database, redis: bus.ping, storage: services.storage, draining: () => draining });
  registerMetricsRoute(app, config, metrics);
  registerLocalCheckout(app, config, requestContext);
  registerLocalInvoicePay(app, config, requestContext);
  app.setErrorHandler((err, req, reply) => sendError(err, req, reply));

  // ── The web app (precompressed, hashed assets immutable) with a single-page-app fallback
  const webPages = await registerWebApp(app, config, inProcessQueries(yoga, requestContext));
  // ── The public site rendered on the server (/, /blog, /blog/{slug}, /privacy), sitemap.xml and robots.txt
  const stopPublicSite = await registerPublicSite(app, config, requestContext, bus.events, webPages);

  // ── graphql-ws on the same port, sharing authentication
  let wss: WebSocketServer | undefined;
  let wsCleanup: { dispose: () => void | Promise<void> } | undefined;
  metrics.observe({
    pool: database.pool,
    live: () => ({ connections: wss?.clients.size ?? 0, subscriptions: services.live.streamCount() }),
    queues: queueDepths(database),
    jobs: jobCounts(jobs),
    draining: () => draining,
  });

  async function attachWebSocket() {
    wss = new WebSocketServer({
      server: app.server,
      path: '/graphql',
      // A browser always names the page's origin on the upgrade: only our own (or ALLOWED_ORIGINS) may open a socket
      // with the user's cookie. Native clients send no Origin and authenticate with a token.
      verifyClient: (
        { origin, req }: { origin?: string; req: IncomingMessage },
        done: (ok: boolean, status?: number, message?: string) => void,
      ) => {
        if (!origin || isAllowedOrigin(origin, requestHost(req.headers, config.TRUST_PROXY), config)) return done(true);
        app.log.warn({ origin }, 'WebSocket from another origin refused (add the origin to ALLOWED_ORIGINS if it is yours)');
        done(false, 403, 'Forbidden');
      },
    });
    wsCleanup = useServer<Record<string, unknown>, { ctx?: Context; untrack?: () => void }>(
      {
        // A socket with no valid session (user or support staff) is refused at connection time. A member's socket is
        // tracked so that revoking their session closes it (auth/live-streams.ts).
        onConnect: async (socket) => {
          const req = socket.extra.request;
          const connection = new StreamConnection((reason) =>
            socket.extra.socket.close(CLOSE_CODES[reason].code, CLOSE_CODES[reason].reason),
          );
          const params = socket.connectionParams ?? {};
          const authorization = typeof params.authorization === 'string' ? params.authorization : req.headers.authorization;
          try {
            const ctx = await contextFor(
              {
                headers: { ...req.headers, authorization },
                cookies: app.parseCookie(req.headers.cookie ?? ''),
                meta: { ip: req.socket.remoteAddress, userAgent: req.headers['user-agent'] },
              },
              noCookies,
              connection,
            );
            if (!ctx.user && !ctx.staff) return false;
            socket.extra.ctx = ctx;
            const untrack = [
              ctx.user && services.live.track(ctx.user, connection),
              ctx.staff && services.live.trackStaff(ctx.staff, connection),
            ];
            socket.extra.untrack = () => {
              for (const undo of untrack) if (undo) undo();
            };
            return true;
          } catch {
            return false;
          }
        },
        onClose: (socket) => socket.extra.untrack?.(),
        onSubscribe: async (socket, _id, payload) => {
          if (hasNul(payload)) return [nulRefusal()];
          const key = socket.extra.ctx?.user?.apiKey;
          if (key) {
            const allowance = await keyLimiter.take(key.id);
            if (allowance.over) return [keyRateLimitedOnSocket(allowance)];
          }
          const { schema, execute, subscribe, parse, validate } = yoga.getEnveloped({ req: socket.extra.request });
          const document = parse(payload.query);
          const errors = validate(schema, document);
          if (errors.length) return errors;
          return {
            schema,
            document,
            operationName: payload.operationName,
            variableValues: payload.variables,
            contextValue: socket.extra.ctx,
            rootValue: { execute, subscribe },
          };
        },
        execute: (args) => (args.rootValue as { execute: typeof import('graphql').execute }).execute(args),
        subscribe: (args) => (args.rootValue as { subscribe: typeof import('graphql').subscribe }).subscribe(args),
      },
      wss,
    );
  }

  /** Every graphql-ws socket closed with 1012 (reconnect elsewhere); one that has not closed within a moment is cut. */
  async function closeSockets() {
    const sockets = [...(wss?.clients ?? [])];
    const closed = sockets.map((socket) =>
      socket.readyState === socket.CLOSED ? null : new Promise((resolve) => socket.once('close', resolve)),
    );
    for (const socket of sockets) socket.close(CLOSE_CODES.restarting.code, CLOSE_CODES.restarting.reason);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([Promise.all(closed), new Promise((resolve) => (timer = setTimeout(resolve, SOCKET_CLOSE_GRACE_MS)))]);
    clearTimeout(timer);
    for (const socket of sockets) socket.terminate();
  }

  /** The queue, its schedules (they live in the database: any serving process sets them) and, unless JOBS_WORKERS=false, its workers; false when the database could not be reached. */
  async function startBackgroundWork(): Promise<boolean> {
    try {
      await jobs.start();
      await jobs.applySchedules();
      if (config.JOBS_WORKERS && !draining) await jobs.startWorkers(services);
      return true;
    } catch (err) {
      app.log.warn({ err }, 'background work not started yet: trying again');
      return false;
    }
  }
  let backgroundStarting: Promise<void> | undefined;
  async function keepStartingBackgroundWork() {
    for (let wait = 500; !draining; wait = Math.min(2 * wait, 10_000)) {
      await new Promise((resolve) => setTimeout(resolve, wait));
      if (draining || (await startBackgroundWork())) return;
    }
  }

  return {
    app,
    services,
    openApi,
    /** Listen on PORT (0 picks a free port); resolves to the base URL, which is PUBLIC_URL too when that is unset. */
    async start(port = config.PORT, host = config.HOST): Promise<string> {
      await app.listen({ port, host });
      await attachWebSocket();
      // A server that starts while its database is restarting serves (503s) and starts its background work once it
      // can, rather than exiting: the first try is awaited, later ones run behind.
      if (!(await startBackgroundWork())) backgroundStarting = keepStartingBackgroundWork();
      const address = app.server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      const url = serverUrl(host, actualPort);
      if (config.publicUrlFollowsServer) config.PUBLIC_URL = url;
      return url;
    },
    /** For in-process tests: no listening socket. */
    async ready() {
      await app.ready();
      // The queue's tables made now when the database is there; without it the app still answers (503s), and the
      // first send or read starts the queue once the database is back.
      if (jobs.kinds.length) await jobs.start().catch((err) => app.log.warn({ err }, 'job queue not started yet'));
    },
    /** The first step of `stop`: /api/ready answers 503 from here on, and every live connection is told to reconnect. */
    async drain() {
      draining = true;
      services.live.closeAll();
      await closeSockets();
    },
    /**
     * Graceful: /api/ready answers 503 from here on; live connections are closed telling clients to reconnect
     * elsewhere (graphql-ws 1012, server-sent events end); the job workers start nothing more and finish the jobs under
     * way; the server stops accepting and the requests under way finish (Fastify answers
     * 503 to a new request on a kept-alive connection meanwhile); then the work started after answers, the bus.
     * main.ts bounds it all by SHUTDOWN_TIMEOUT_MS.
     */
    async stop() {
      await Promise.all([this.drain(), backgroundStarting, app.close()]);
      await jobs.stopWorkers();
      await wsCleanup?.dispose();
      await services.background.settled();
      await jobs.stop();
      stopTimingStatements();
      await stopProbingBus();
      await stopHearingRevocations();
      stopHearingGaps();
      await stopCachingSessions();
      await stopPublicSite();
      await bus.close();
    },
  };
}

export type App = Awaited<ReturnType<typeof buildApp>>;
export { AppError };
