import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { schema } from '../graphql/schema.ts';
import { DEVELOPER_LINKS, DEVELOPER_SECTIONS, MCP_PATH } from '../rules/developer-docs.ts';

// What the developer documentation offers for download and for AI tools, served with or without the web build:
// schema.graphql (printed from the schema the server runs, as `npm run print-schema` writes the checked-in file)
// and llms.txt (https://llmstxt.org: an index of the docs in Markdown).

const CACHE = 'public, max-age=300';

// graphql-js checks types with instanceof, so the schema must be printed by the copy of graphql that built it:
// packages (Pothos) load graphql's CommonJS build, which a plain import here may not be under Vite's resolution.
const { lexicographicSortSchema, printSchema } = createRequire(import.meta.url)('graphql') as typeof import('graphql');

export function llmsTxt(origin: string): string {
  const link = (title: string, path: string, summary: string) => `- [${title}](${origin}${path}): ${summary}`;
  return [
    '# Spanner',
    '',
    '> Spanner is job management for Australian trade businesses: jobs, scheduling, customers and equipment, quotes,',
    '> invoices and SMS. Its API is the one the app uses: GraphQL at /graphql and REST under /api, authenticated with',
    '> API keys, with signed webhooks for changes.',
    '',
    '## Docs',
    '',
    ...DEVELOPER_SECTIONS.map((s) => link(s.title, `${DEVELOPER_LINKS.docs}#${s.id}`, s.summary)),
    '',
    '## Reference',
    '',
    link('OpenAPI document', DEVELOPER_LINKS.openApi, 'every REST operation, its parameters, bodies and answers (OpenAPI 3.1, JSON)'),
    link('GraphQL schema', DEVELOPER_LINKS.schema, 'the whole GraphQL schema in SDL, with descriptions'),
    link('REST API reference', DEVELOPER_LINKS.restReference, 'the OpenAPI document rendered for people'),
    link(
      'MCP server',
      MCP_PATH,
      "Model Context Protocol over Streamable HTTP (POST, Authorization: Bearer spk_…): the assistant's tools, drafts a person confirms",
    ),
    '',
  ].join('\n');
}

export function registerDeveloperDocs(app: FastifyInstance, config: Config) {
  const sdl = `${printSchema(lexicographicSortSchema(schema))}\n`;
  app.get(DEVELOPER_LINKS.schema, (_req, reply) => reply.header('cache-control', CACHE).type('text/plain; charset=utf-8').send(sdl));
  app.get(DEVELOPER_LINKS.llms, (_req, reply) =>
    reply.header('cache-control', CACHE).type('text/plain; charset=utf-8').send(llmsTxt(config.PUBLIC_URL)),
  );
}
