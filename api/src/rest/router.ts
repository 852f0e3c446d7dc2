import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireUser } from '../auth/guards.ts';
import type { Context } from '../context.ts';
import { watchingWrites } from '../db/writes-seen.ts';
import { recordKeyWrite } from '../domain/api-keys/record-key-write.ts';
import { requireWriteRights } from '../domain/policy.ts';
import { requireAbilityAudited } from '../domain/support/refused-staff-action.ts';
import { AppError, parseInput } from '../errors.ts';
import { refuseNul } from '../http/nul-bytes.ts';
import type { uploadLimits } from '../http/upload-limits.ts';
import type { Access, BoundRoute, RouteContract, StreamedFile, UploadedFile } from './contract.ts';
import { idempotentRoute } from './idempotent-route.ts';

const MB = 1024 * 1024;

type UploadLimits = ReturnType<typeof uploadLimits>['rest'];

type ContextFactory = (req: FastifyRequest, reply: FastifyReply) => Promise<Context>;

async function checkAccess(ctx: Context, access: Access, attempted: string) {
  if (typeof access === 'object') return requireAbilityAudited(ctx, access.can, attempted);
  switch (access) {
    case 'public':
      return;
    case 'user':
      return void requireUser(ctx);
    case 'userOrStaff':
      return ctx.user || !ctx.staff ? void requireUser(ctx) : requireAbilityAudited(ctx, 'workTickets', attempted);
  }
}

/**
 * The one file a route takes, streamed against the upload limits (one part): a second part makes the parser throw
 * (413), and a part under another name is refused unread.
 */
async function readFile(req: FastifyRequest, field: string, limits: UploadLimits): Promise<UploadedFile> {
  if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', `Send the file as multipart/form-data in the field "${field}"`);
  let file: UploadedFile | undefined;
  for await (const part of req.parts({ limits })) {
    refuseNul(part.fieldname, part.type === 'file' ? part.filename : part.value);
    if (part.type !== 'file' || part.fieldname !== field) break;
    file = { bytes: await part.toBuffer(), filename: part.filename, mimetype: part.mimetype };
  }
  if (!file) throw new AppError('VALIDATION', `No file in the field "${field}"`);
  return file;
}

/**
 * The one file a streaming route takes: its stream is handed to the handler unread (the parser holds at most a chunk;
 * the size limit still applies as it is read). Any part before it, or under another name, is refused.
 */
async function streamFile(req: FastifyRequest, field: string, limits: UploadLimits): Promise<StreamedFile> {
  if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', `Send the file as multipart/form-data in the field "${field}"`);
  const part = await req.file({ limits });
  if (!part || part.fieldname !== field) {
    part?.file.resume();
    throw new AppError('VALIDATION', `No file in the field "${field}"`);
  }
  refuseNul(part.fieldname, part.filename);
  return { stream: part.file, filename: part.filename, mimetype: part.mimetype };
}

type Form = NonNullable<RouteContract['form']>;
const badFields = (form: Form) =>
  `Send only the field${form.jsonFields.length > 1 ? 's' : ''} ${form.jsonFields.join(', ')} besides the files`;
/** A parser limit reached while reading a form, as the route's own message. */
const FORM_LIMITS: Record<string, (form: Form) => string> = {
  FST_FILES_LIMIT: (f) => f.tooManyFiles,
  FST_PARTS_LIMIT: (f) => f.tooManyFiles,
  FST_REQ_FILE_TOO_LARGE: (f) => f.tooLarge,
  FST_FIELDS_LIMIT: badFields,
};

/**
 * A route's body sent as multipart/form-data (a route with `form`): its JSON fields parsed into the body, its files
 * read whole (within the route's count and bytes) and kept by part name. A part sent twice under one name is refused.
 */
async function readForm(req: FastifyRequest, form: Form, fieldSize: number) {
  const fields: Record<string, unknown> = {};
  const files = new Map<string, UploadedFile>();
  const count = form.jsonFields.length;
  const limits = { fileSize: form.maxBytes, files: form.maxFiles, fields: count, parts: form.maxFiles + count, fieldSize };
  try {
    for await (const part of req.parts({ limits })) {
      refuseNul(part.fieldname, part.type === 'file' ? part.filename : part.value);
      if (files.has(part.fieldname) || part.fieldname in fields)
        throw new AppError('VALIDATION', `The part "${part.fieldname}" is sent twice: each part has a name of its own`);
      if (part.type === 'file') {
        files.set(part.fieldname, { bytes: await part.toBuffer(), filename: part.filename, mimetype: part.mimetype });
      } else if (form.jsonFields.includes(part.fieldname)) {
        if (part.valueTruncated) throw new AppError('PAYLOAD_TOO_LARGE', `The field "${part.fieldname}" is larger than this route takes`);
        try {
          fields[part.fieldname] = JSON.parse(String(part.value));
        } catch {
          throw new AppError('VALIDATION', `The field "${part.fieldname}" must be JSON`);
        }
      } else throw new AppError('VALIDATION', badFields(form));
    }
  } catch (e) {
    const limit = FORM_LIMITS[(e as { code?: string }).code ?? ''];
    throw limit ? new AppError('PAYLOAD_TOO_LARGE', limit(form)) : e;
  }
  return { fields, files };
}

/** Serve each declared route: access check, zod-parsed input, handler, and (outside production) a checked response. */
export function registerRoutes(
  app: FastifyInstance,
  routes: BoundRoute[],
  makeContext: ContextFactory,
  opts: { checkResponses: boolean; uploadLimits: UploadLimits },
) {
  const route = (scope: FastifyInstance, { contract, handler }: BoundRoute) =>
    scope.route({
      method: contract.method,
      url: contract.path.replace(/\{(\w+)\}/g, ':$1'),
      ...(contract.bodyLimit ? { bodyLimit: contract.bodyLimit } : {}),
      handler: async (req, reply) => {
        const ctx = await makeContext(req, reply);
        await checkAccess(ctx, contract.access, `${contract.method} ${contract.path}`);
        // Every route but GET may write: a caller holding no write ability is refused before anything runs.
        if (contract.method !== 'GET') requireWriteRights(ctx);
        const form = contract.form && req.isMultipart() ? await readForm(req, contract.form, contract.bodyLimit ?? MB) : undefined;
        const files = contract.form ? (form?.files ?? new Map<string, UploadedFile>()) : undefined;
        const body = contract.body ? parseInput(contract.body, form?.fields ?? req.body ?? {}) : undefined;
        const query = contract.query ? parseInput(contract.query, req.query ?? {}) : undefined;
        const params = contract.params ? parseInput(contract.params, req.params ?? {}) : undefined;
        const file = !contract.file
          ? undefined
          : contract.file.stream
            ? await streamFile(req, contract.file.field, opts.uploadLimits)
            : await readFile(req, contract.file.field, opts.uploadLimits);
        const operation = `${contract.method} ${contract.path}`;
        const run = async (upload: typeof file) => {
          const call = () => handler({ ctx, body, query, params, file: upload, files, req, reply } as never);
          // A key's call other than GET that changed a row is its write, in the audit log (nothing else is watched).
          const watched = ctx.user?.apiKey && contract.method !== 'GET';
          const { result, wrote } = watched ? await watchingWrites(call) : { result: await call(), wrote: false };
          if (wrote) await recordKeyWrite(ctx, operation, params ? { params } : {});
          if (reply.sent) return undefined;
          return opts.checkResponses ? contract.response.parse(result) : result;
        };
        const status = contract.status ?? 200;
        if (contract.method === 'GET') {
          const out = await run(file);
          return reply.sent ? reply : reply.status(status).send(out);
        }
        return idempotentRoute(ctx, req, reply, { operation, params, query, body, file }, status, run);
      },
    });
  for (const r of routes.filter((r) => !r.contract.rawBody && !r.contract.formBody)) route(app, r);
  // Routes a page without JavaScript posts to: its form's fields, besides JSON.
  const forms = routes.filter((r) => r.contract.formBody);
  if (forms.length) {
    app.register(async (scope) => {
      scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
        done(null, Object.fromEntries(new URLSearchParams(String(body)))),
      );
      for (const r of forms) route(scope, r);
    });
  }
  // Routes that verify a signature over the body get it as sent: bytes, whatever the content type.
  const raw = routes.filter((r) => r.contract.rawBody);
  if (raw.length) {
    app.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
      for (const r of raw) route(scope, r);
    });
  }
}
