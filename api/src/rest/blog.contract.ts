import { z } from 'zod';
import type { BlogPost } from '../db/generated/client.ts';
import { postHtml } from '../domain/blog/post-html.ts';
import { listPublicPostsSchema } from '../domain/blog/schemas.ts';
import { readTimeMinutes } from '../rules/blog.ts';
import { route } from './contract.ts';

// The public blog (spec part 2 §3 "Blog post", §7 "Public"): published posts only, no sign-in.

/** A post as a card of the list shows it: everything but the content, with its read time. */
export const blogPostSummaryJson = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string().nullable(),
  category: z.string(),
  tags: z.array(z.string()),
  authorName: z.string(),
  publishedAt: z.string(),
  updatedAt: z.string(),
  coverImageUrl: z.string().nullable(),
  /** The cover's text alternative (posts written in the owner portal always have one with a cover). */
  coverImageAlt: z.string().nullable(),
  metaTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
  /** minutes: words / 200, rounded up */
  readTime: z.number().int(),
});

/** A whole post: its content is HTML, sanitised on the server (plain text arrives as paragraphs). */
export const blogPostJson = blogPostSummaryJson.extend({ content: z.string() });

export const blogPaginationJson = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
});

export const toBlogPostSummaryJson = (p: BlogPost): z.input<typeof blogPostSummaryJson> => ({
  id: p.id,
  slug: p.slug,
  title: p.title,
  excerpt: p.excerpt,
  category: p.category,
  tags: p.tags,
  authorName: p.authorName,
  // Only published posts reach a view.
  publishedAt: (p.publishedAt ?? p.createdAt).toISOString(),
  updatedAt: p.updatedAt.toISOString(),
  coverImageUrl: p.coverImageUrl,
  coverImageAlt: p.coverImageAlt,
  metaTitle: p.metaTitle,
  metaDescription: p.metaDescription,
  readTime: readTimeMinutes(p.content),
});

export const toBlogPostJson = (p: BlogPost): z.input<typeof blogPostJson> => ({
  ...toBlogPostSummaryJson(p),
  content: postHtml(p.content, p.contentFormat),
});

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
