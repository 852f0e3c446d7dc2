import { z } from 'zod';
import { forbidden, notFound, unauthenticated } from '../errors.ts';
import { implement, route } from './contract.ts';

export const filesContract = {
  avatar: route({
    method: 'GET',
    path: '/api/files/avatars/{name}',
    summary: 'An avatar image (signed-in users and support staff)',
    access: 'public',
    params: z.object({ name: z.string().regex(/^[\w.-]+$/, 'Invalid file name') }),
    response: z.unknown(),
  }),
  blogCover: route({
    method: 'GET',
    path: '/api/files/blog-covers/{name}',
    summary: "A blog post's cover image (public: the blog shows it; names are random and never reused, so kept a year)",
    access: 'public',
    params: z.object({ name: z.string().regex(/^[\w-]+\.\w+$/, 'Invalid file name') }),
    response: z.unknown(),
  }),
} as const;

export const filesRoutes = implement(filesContract, {
  async avatar({ ctx, params, reply }) {
    if (!ctx.user && !ctx.staff) throw unauthenticated();
    if (params.name.startsWith('.')) throw forbidden();
    const file = await ctx.storage.get(`avatars/${params.name}`);
    if (!file) throw notFound('File not found');
    reply.header('cache-control', 'private, max-age=86400').type(file.contentType);
    return reply.send(file.stream);
  },
  async blogCover({ ctx, params, reply }) {
    const file = await ctx.storage.get(`blog-covers/${params.name}`);
    if (!file) throw notFound('File not found');
    reply.header('cache-control', 'public, max-age=31536000, immutable').type(file.contentType);
    return reply.send(file.stream);
  },
});
