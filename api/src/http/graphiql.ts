import type { FastifyInstance } from 'fastify';

// GraphiQL from our own origin: graphql-yoga's default page loads its editor from unpkg.com, so a signed-in
// integrator's session ran a third party's script. The editor ships in @graphql-yoga/render-graphiql (the same
// GraphiQL, built as one script, one style sheet and three editor workers); we serve those as files under
// /graphiql/ and render a page that loads only them, so GraphiQL's CSP allows scripts, workers and fetches from
// 'self' alone (http/security-headers.ts). The bundle (about 9 MB) is loaded on the first request for it.

export const GRAPHIQL_ASSETS = '/graphiql';

/** The three editor workers Monaco asks for, by the label it names them with. */
const WORKERS = { editorWorkerService: 'editorWorkerService', json: 'jsonWorker', graphql: 'graphqlWorker' } as const;

type Bundle = typeof import('@graphql-yoga/render-graphiql/graphiql');
let bundle: Promise<Bundle> | undefined;
const loadBundle = () => {
  bundle ??= import('@graphql-yoga/render-graphiql/graphiql');
  return bundle;
};

/** Starts the editor: workers from our origin, the options the page carries as JSON (never run as script). */
const START = `self.MonacoEnvironment = {
  globalAPI: false,
  getWorkerUrl: function (_moduleId, label) {
    return '${GRAPHIQL_ASSETS}/workers/' + (${JSON.stringify(Object.keys(WORKERS))}.indexOf(label) >= 0 ? label : 'editorWorkerService') + '.js';
  },
};
YogaGraphiQL.renderYogaGraphiQL(
  document.getElementById('root'),
  JSON.parse(document.getElementById('graphiql-options').textContent),
);
`;

/** JSON safe inside a <script> element: no "</script>" or "<!--" can close or bend it. */
const scriptJson = (value: unknown) => JSON.stringify(value ?? {}).replace(/</g, '\\u003c');

/** Yoga's renderGraphiQL: the page, with every script and style from GRAPHIQL_ASSETS. */
export function renderGraphiQL(options?: { title?: string } & Record<string, unknown>): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>${(options?.title ?? 'Spanner GraphiQL').replace(/[<&>"]/g, '')}</title>
    <link rel="icon" href="${GRAPHIQL_ASSETS}/favicon.ico" />
    <link rel="stylesheet" href="${GRAPHIQL_ASSETS}/graphiql.css" />
  </head>
  <body id="body" class="no-focus-outline">
    <noscript>You need to enable JavaScript to run GraphiQL.</noscript>
    <div id="root"></div>
    <script id="graphiql-options" type="application/json">${scriptJson(options)}</script>
    <script src="${GRAPHIQL_ASSETS}/graphiql.js"></script>
    <script src="${GRAPHIQL_ASSETS}/start.js"></script>
  </body>
</html>
`;
}

/** GraphiQL's files: public (they hold no data), cached for a day. */
export function registerGraphiQLAssets(app: FastifyInstance) {
  const CACHE = 'public, max-age=86400';
  const js = 'text/javascript; charset=utf-8';
  app.get(`${GRAPHIQL_ASSETS}/start.js`, (_req, reply) => reply.header('cache-control', CACHE).type(js).send(START));
  app.get(`${GRAPHIQL_ASSETS}/graphiql.js`, async (_req, reply) =>
    reply
      .header('cache-control', CACHE)
      .type(js)
      .send((await loadBundle()).js),
  );
  app.get(`${GRAPHIQL_ASSETS}/graphiql.css`, async (_req, reply) =>
    reply
      .header('cache-control', CACHE)
      .type('text/css; charset=utf-8')
      .send((await loadBundle()).css),
  );
  app.get(`${GRAPHIQL_ASSETS}/favicon.ico`, async (_req, reply) => {
    const icon = (await loadBundle()).favicon.replace(/^data:[^,]*,/, '');
    return reply.header('cache-control', CACHE).type('image/x-icon').send(Buffer.from(icon, 'base64'));
  });
  app.get<{ Params: { label: string } }>(`${GRAPHIQL_ASSETS}/workers/:label`, async (req, reply) => {
    const label = req.params.label.replace(/\.js$/, '');
    if (!Object.hasOwn(WORKERS, label)) return reply.status(404).send({ error: 'Not found' });
    const source = (await loadBundle())[WORKERS[label as keyof typeof WORKERS]];
    return reply.header('cache-control', CACHE).type(js).send(source);
  });
}
