import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Context } from '../context.ts';
import { unauthenticated } from '../errors.ts';
import { mcpServerFor } from '../mcp/tool-server.ts';
import { MCP_PATH } from '../rules/developer-docs.ts';

export const mcpMessages = {
  keyRequired: 'The MCP server takes an API key: send Authorization: Bearer spk_…',
  postOnly: 'This MCP server is stateless: POST JSON-RPC messages to /mcp (no event stream, no session to end)',
};

/**
 * The Model Context Protocol over Streamable HTTP at /mcp, stateless: each POST gets its own server and transport,
 * answered as JSON. Only an API key is let in (`Authorization: Bearer spk_…`), resolved, rate limited and revoked
 * exactly as on REST and GraphQL (the request's one context); a session cookie or a person's token is refused (401),
 * and a browser page of another site is refused by the cross-origin guard like on every API path.
 */
export function registerMcp(app: FastifyInstance, requestContext: (req: FastifyRequest, reply: FastifyReply) => Promise<Context>) {
  app.post(MCP_PATH, async (req, reply) => {
    const ctx = await requestContext(req, reply);
    if (!ctx.user?.apiKey) {
      reply.header('www-authenticate', 'Bearer');
      throw unauthenticated(mcpMessages.keyRequired);
    }
    const server = mcpServerFor(ctx);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    reply.raw.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    // The headers Fastify set so far (RateLimit-*) go out with the SDK's own answer.
    for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) reply.raw.setHeader(name, value);
    reply.hijack();
    await transport.handleRequest(req.raw, reply.raw, req.body);
  });
  const refuse = async (_req: FastifyRequest, reply: FastifyReply) =>
    reply.status(405).header('allow', 'POST').send({ error: mcpMessages.postOnly });
  app.get(MCP_PATH, refuse);
  app.delete(MCP_PATH, refuse);
}
