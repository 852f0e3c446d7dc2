// The developer documentation's addresses and sections: the server serves and indexes them (llms.txt, the sitemap),
// the public site's pages link them.

export const DEVELOPER_LINKS = {
  docs: '/developers',
  restReference: '/developers/rest',
  openApi: '/api/openapi.json',
  schema: '/developers/schema.graphql',
  graphiql: '/graphql',
  llms: '/llms.txt',
} as const;

/** The Model Context Protocol server for an API key's AI client (Streamable HTTP, POST only). */
export const MCP_PATH = '/mcp';

/** The sections of /developers, in order, each with what it tells (llms.txt's index uses the same words). */
export const DEVELOPER_SECTIONS = [
  { id: 'authentication', title: 'Authentication', summary: 'API keys (Authorization: Bearer spk_…), their roles and revocation' },
  { id: 'rate-limits', title: 'Rate limits', summary: 'Requests a minute per key, the RateLimit headers, and 429 with Retry-After' },
  { id: 'errors', title: 'Errors', summary: 'REST statuses and error bodies; GraphQL AppError results and request errors' },
  { id: 'pagination', title: 'Pagination', summary: 'GraphQL connections (first/after) and REST limit/offset with Link headers' },
  { id: 'webhooks', title: 'Webhooks', summary: 'Events, payloads, Standard Webhooks signatures and how to verify them, retries' },
  {
    id: 'mcp',
    title: 'AI clients (MCP)',
    summary: 'The Model Context Protocol server at /mcp: connect an AI client with an API key; its writes are drafts a person confirms',
  },
  { id: 'examples', title: 'Examples', summary: 'Copy-paste requests in curl and TypeScript (openapi-fetch, fetch for GraphQL)' },
  { id: 'reference', title: 'Reference and downloads', summary: 'The REST reference, the OpenAPI document, schema.graphql and GraphiQL' },
] as const;
