import { z } from 'zod';
import type { BlogPostRecord } from '../domain/blog/blog-post-record.ts';
import { postHtml } from '../domain/blog/post-html.ts';
import { readTimeMinutes } from '../rules/blog.ts';

// The public blog's posts as JSON (spec part 2 §3 "Blog post"): the REST routes and the public site's pages.

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

export const toBlogPostSummaryJson = (p: BlogPostRecord): z.input<typeof blogPostSummaryJson> => ({
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

export const toBlogPostJson = (p: BlogPostRecord): z.input<typeof blogPostJson> => ({
  ...toBlogPostSummaryJson(p),
  content: postHtml(p.content, p.contentFormat),
});
