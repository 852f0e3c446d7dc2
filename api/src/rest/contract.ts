import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Context } from '../context.ts';
import type { Ability } from '../domain/policy.ts';

/** Who may call a route. The domain function still scopes rows by organisation. */
export type Access =
  | 'public'
  /** any signed-in member of an organisation */
  | 'user'
  /**
   * a caller holding an ability of the policy table (domain/policy.ts), whichever kind of caller its row names
   * (members by role, support staff by role, the platform owner); a staff member refused is in the audit log
   */
  | { can: Ability }
  /** a member (answered for their organisation) or, without a member's session, a caller who may `workTickets` (every organisation) */
  | 'userOrStaff';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A REST route declared as data: the router serves it and the OpenAPI document describes it. */
export interface RouteContract {
  method: Method;
  /** With {param} placeholders, as the spec writes them. */
  path: string;
  summary: string;
  access: Access;
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  /** A multipart upload with this file field; `stream`: the handler reads it as it arrives (large files). */
  file?: { field: string; stream?: true };
  /**
   * The body may also come as multipart/form-data: the body's fields named here as JSON text parts, and up to
   * `maxFiles` files (`maxBytes` in all), handed to the handler by part name; each JSON field is held to `bodyLimit`.
   * The messages say what a request over those limits was refused for (413).
   */
  form?: { jsonFields: string[]; maxFiles: number; maxBytes: number; tooManyFiles: string; tooLarge: string };
  response: z.ZodType;
  /** The body is read as raw bytes (a Buffer in `req.body`), for signatures over the exact body sent. */
  rawBody?: true;
  /** The body may also come as a plain HTML form post (application/x-www-form-urlencoded), read as its fields. */
  formBody?: true;
  /** Largest body accepted, in bytes, when smaller than the server's (413 beyond it). */
  bodyLimit?: number;
  /** Success status (default 200). */
  status?: number;
  /** The success body's media type when it is a file rather than JSON (e.g. application/pdf). */
  responseType?: string;
}

export interface UploadedFile {
  bytes: Buffer;
  filename?: string;
  mimetype?: string;
}

/** A file the handler streams on (to storage) rather than holding it whole. */
export interface StreamedFile {
  stream: Readable;
  filename?: string;
  mimetype?: string;
}

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface HandlerArgs<C extends RouteContract> {
  ctx: Context;
  body: Out<C['body']>;
  query: Out<C['query']>;
  params: Out<C['params']>;
  file: C['file'] extends { stream: true } ? StreamedFile : C['file'] extends object ? UploadedFile : undefined;
  /** The files of a multipart body (a route with `form`), by part name; empty for a JSON body. */
  files: C['form'] extends object ? Map<string, UploadedFile> : undefined;
  req: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<C extends RouteContract> = (args: HandlerArgs<C>) => Promise<z.input<C['response']>>;

export interface BoundRoute {
  contract: RouteContract;
  handler: Handler<RouteContract>;
}

export const route = <C extends RouteContract>(c: C) => c;

/** Pair each contract of an area with its handler; the compiler checks every route has one of the right shape. */
export function implement<T extends Record<string, RouteContract>>(
  contracts: T,
  handlers: { [K in keyof T]: Handler<T[K]> },
): BoundRoute[] {
  return Object.keys(contracts).map((k) => ({ contract: contracts[k], handler: handlers[k] as unknown as Handler<RouteContract> }));
}
