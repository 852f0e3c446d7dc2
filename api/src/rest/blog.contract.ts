import { z } from 'zod';
import { listPublicPostsSchema } from '../domain/blog/schemas.ts';
import { blogPaginationJson, blogPostJson, blogPostSummaryJson } from '../views/blog.views.ts';
import { route } from './contract.ts';

// The public blog (spec part 2 §3 "Blog post", §7 "Public"): published posts only, no sign-in.

export const blogContract = {
  list: route({
    method: 'GET',
    path: '/api/public/blog',
    summary:
      'Published posts, newest first: ?search (every word in the title, excerpt, content or tags), ?category (omit for All), ?page (from 1), ?limit (default 10)',
    access: 'public',
    query: listPublicPostsSchema,
    response: z.object({ posts: z.array(blogPostSummaryJson), pagination: blogPaginationJson }),
  }),
  get: route({
    method: 'GET',
    path: '/api/public/blog/{slug}',
    summary: "One published post by its slug, content as sanitised HTML (404 'Post Not Found' for a draft, a future or an unknown post)",
    access: 'public',
    params: z.object({ slug: z.string() }),
    response: z.object({ post: blogPostJson }),
  }),
} as const;
