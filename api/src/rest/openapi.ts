import { z } from 'zod';
import { holdersOf } from '../domain/policy.ts';
import type { BoundRoute } from './contract.ts';

const statusText: Record<number, string> = {
  400: 'Invalid input',
  401: 'Not signed in',
  402: 'Subscription required',
  403: 'Not allowed',
  404: 'Not found',
  429: 'Too many requests',
};

function jsonSchema(schema: z.ZodType, io: 'input' | 'output') {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>;
  return rest;
}

/** The OpenAPI 3.1 document of every REST compatibility route, generated from the same contracts the router serves. */
export function buildOpenApi(routes: BoundRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { contract: c } of routes) {
    const params = [...c.path.matchAll(/\{(\w+)\}/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } }));
    const query = c.query
      ? Object.entries((jsonSchema(c.query, 'input').properties ?? {}) as Record<string, unknown>).map(([name, schema]) => ({
          name,
          in: 'query',
          schema,
        }))
      : [];
    const security =
      c.access === 'public'
        ? []
        : typeof c.access === 'string' && c.access.startsWith('staff')
          ? [{ supportCookie: [] }]
          : c.access === 'userOrStaff'
            ? [{ cookie: [] }, { bearer: [] }, { supportCookie: [] }]
            : [{ cookie: [] }, { bearer: [] }];
    const errors = Object.fromEntries(
      [
        400,
        ...(c.access === 'public' ? [] : [401, 403]),
        ...(c.path.includes('{') ? [404] : []),
        ...(c.path.includes('/login') ? [429] : []),
      ].map((s) => [
        s,
        {
          description: statusText[s],
          content: { 'application/json': { schema: { type: 'object', properties: { error: { type: 'string' } }, required: ['error'] } } },
        },
      ]),
    );
    const body = c.file
      ? {
          required: true,
          content: {
            'multipart/form-data': { schema: { type: 'object', properties: { [c.file.field]: { type: 'string', format: 'binary' } } } },
          },
        }
      : c.body
        ? { required: true, content: { 'application/json': { schema: jsonSchema(c.body, 'input') } } }
        : undefined;
    paths[c.path] ??= {};
    paths[c.path][c.method.toLowerCase()] = {
      summary: c.summary,
      'x-roles': typeof c.access === 'string' ? c.access : holdersOf(c.access.can),
      ...(typeof c.access === 'object' ? { 'x-ability': c.access.can } : {}),
      security,
      parameters: [...params, ...query],
      ...(body ? { requestBody: body } : {}),
      responses: {
        [c.status ?? 200]: {
          description: 'OK',
          content: c.responseType
            ? { [c.responseType]: { schema: { type: 'string', format: 'binary' } } }
            : { 'application/json': { schema: jsonSchema(c.response, 'output') } },
        },
        ...errors,
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Spanner REST compatibility API',
      version: '1.0.0',
      description: 'The documented /api paths used by the native wrappers. Integrators: prefer GraphQL at /graphql.',
    },
    components: {
      securitySchemes: {
        cookie: { type: 'apiKey', in: 'cookie', name: 'spanner_session' },
        bearer: { type: 'http', scheme: 'bearer', description: 'iOS token mode (send auth-mode: token at login)' },
        supportCookie: { type: 'apiKey', in: 'cookie', name: 'spanner_support_session' },
      },
    },
    paths,
  };
}
