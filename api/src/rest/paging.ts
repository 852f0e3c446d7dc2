import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

// Paged REST lists (jobs, completed jobs, customers): ?limit= (default 100, at most 500) and ?offset=; a Link
// header (rel="next") points to the next page, so the spec's clients follow it to read a whole list.

export const PAGE_DEFAULT = 100;
export const PAGE_MAX = 500;

export const paging = {
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, `limit must be 1 to ${PAGE_MAX}`)
    .max(PAGE_MAX, `limit must be 1 to ${PAGE_MAX}`)
    .optional(),
  offset: z.coerce
    .number({ error: 'offset must be a number' })
    .int('offset must be a whole number')
    .min(0, 'offset must be 0 or more')
    .optional(),
};

/** The rows to read for a page: one more than the page tells whether there is a next one. */
export const pageQuery = ({ limit = PAGE_DEFAULT, offset = 0 }: { limit?: number; offset?: number }) => ({
  limit,
  offset,
  take: limit + 1,
  skip: offset,
});

/** The page of rows read with `pageQuery`; when there are more, the Link header points to the next page. */
export function page<T>(rows: T[], at: { limit: number; offset: number }, req: FastifyRequest, reply: FastifyReply): T[] {
  if (rows.length <= at.limit) return rows;
  nextPageLink(req, reply, at);
  return rows.slice(0, at.limit);
}

/** The Link header (rel="next") to the page after this one, for a list that knows there is one. */
export function nextPageLink(req: FastifyRequest, reply: FastifyReply, at: { limit: number; offset: number }) {
  const next = new URL(req.url, 'http://local');
  next.searchParams.set('limit', String(at.limit));
  next.searchParams.set('offset', String(at.offset + at.limit));
  reply.header('link', `<${next.pathname}${next.search}>; rel="next"`);
}
