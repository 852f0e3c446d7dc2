import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, type CallToolResult, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import type { Context } from '../context.ts';
import { recordKeyWrite } from '../domain/api-keys/record-key-write.ts';
import { draftConfirmPath } from '../domain/assistant/draft-path.ts';
import { isDraftTool, runTool, type ToolState, toolsFor } from '../domain/assistant/tools.ts';
import { publicLink } from '../domain/messaging/public-link.ts';

// The MCP server an API key talks to (Model Context Protocol, official SDK): the AI assistant's own tools
// (domain/assistant/tools.ts) run as the key — its role, its tenant client, its field policy — and nothing else.
// The propose_* tools write only a draft; their answer names the draft and the Spanner page where a person
// confirms it (a key never confirms: useAssistant is not a key's). Each draft is audited as the key's write.

export const MCP_SERVER_INFO = { name: 'spanner', version: '1.0.0' } as const;

const INSTRUCTIONS =
  "Spanner's jobs, customers, equipment, schedule, quotes and invoices, as the API key's role may see them. " +
  'Tools named propose_* only prepare a draft: nothing happens until a person opens confirmUrl in Spanner and presses Confirm.';

type JsonSchema = { type?: unknown; properties?: Record<string, { type?: unknown }>; required?: string[] };

const takesNull = (p: { type?: unknown } | undefined) => Array.isArray(p?.type) && p.type.includes('null');

/**
 * The assistant's schemas are strict (every property required, null for "not given", as the model's API wants);
 * an MCP client may leave such a property out instead: it is optional here and read as null.
 */
function optionalNulls(schema: JsonSchema): JsonSchema {
  const props = schema.properties ?? {};
  return { ...schema, required: (schema.required ?? []).filter((k) => !takesNull(props[k])) };
}

function withNulls(schema: JsonSchema, args: Record<string, unknown>): Record<string, unknown> {
  const filled = { ...args };
  for (const [k, p] of Object.entries(schema.properties ?? {})) if (!(k in filled) && takesNull(p)) filled[k] = null;
  return filled;
}

const text = (t: string, isError = false): CallToolResult => ({ content: [{ type: 'text', text: t }], ...(isError ? { isError } : {}) });

/** One stateless MCP server for one request's caller (an API key's context). */
export function mcpServerFor(ctx: Context): Server {
  const server = new Server(MCP_SERVER_INFO, { capabilities: { tools: {} }, instructions: INSTRUCTIONS });
  const offered = () =>
    new Map<string, { name: string; description: string; parameters: unknown }>(toolsFor(ctx).map((t) => [t.function.name, t.function]));

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: [...offered().values()].map((t) => ({
      name: t.name,
      description: t.description,
      inputSchema: optionalNulls(t.parameters as JsonSchema) as { type: 'object' },
      annotations: { readOnlyHint: !isDraftTool(t.name), destructiveHint: false, openWorldHint: false },
    })),
  }));

  server.setRequestHandler(CallToolRequestSchema, async ({ params }) => {
    const schema = offered().get(params.name)?.parameters as JsonSchema | undefined;
    const args = schema ? withNulls(schema, params.arguments ?? {}) : (params.arguments ?? {});
    const state: ToolState = { returned: new Map(), draft: null };
    const answer = await runTool(ctx, params.name, JSON.stringify(args), state);
    if (answer.refused) return text(answer.content, true);
    if (!state.draft) return text(answer.content);
    const { id, title, fields, totals, smsText, expiresAt } = state.draft;
    await recordKeyWrite(ctx, `mcp ${params.name}`, { draftId: id });
    return text(
      JSON.stringify({
        draft: { id, title, fields, totals, smsText, expiresAt },
        confirmUrl: publicLink(ctx.config, draftConfirmPath(id)),
        note: 'Nothing is done yet: a person opens confirmUrl in Spanner and presses Confirm (before expiresAt).',
      }),
    );
  });
  return server;
}
