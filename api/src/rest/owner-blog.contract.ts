import { z } from 'zod';
import type { BlogPostRecord } from '../domain/blog/blog-post-record.ts';
import { listAdminPostsSchema, previewPostSchema, savePostSchema } from '../domain/blog/schemas.ts';
import { BLOG_POST_STATUSES, postStatus, readTimeMinutes } from '../rules/blog.ts';
import { blogPaginationJson } from '../views/blog.views.ts';
import { route } from './contract.ts';

// The owner portal's blog editor: every post whatever its status, written in Markdown. Owner only;
// everyone else gets 404 (the portal is not advertised). The public blog (blog.contract.ts) shows what it publishes.

/** A post as the editor reads it: content as written (Markdown, or the HTML of a post from before the editor). */
export const adminBlogPostJson = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string().nullable(),
  content: z.string(),
  contentFormat: z.enum(['html', 'markdown']),
  category: z.string(),
  tags: z.array(z.string()),
  authorName: z.string(),
  coverImageUrl: z.string().nullable(),
  coverImageAlt: z.string().nullable(),
  metaTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
  /** draft: no publication time; scheduled: the time is to come; published: the time has passed */
  status: z.enum(BLOG_POST_STATUSES),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  readTime: z.number().int(),
});

export const toAdminBlogPostJson = (p: BlogPostRecord, now = new Date()): z.input<typeof adminBlogPostJson> => ({
  id: p.id,
  slug: p.slug,
  title: p.title,
  excerpt: p.excerpt,
  content: p.content,
  contentFormat: p.contentFormat,
  category: p.category,
  tags: p.tags,
  authorName: p.authorName,
  coverImageUrl: p.coverImageUrl,
  coverImageAlt: p.coverImageAlt,
  metaTitle: p.metaTitle,
  metaDescription: p.metaDescription,
  status: postStatus(p.publishedAt, now),
  publishedAt: p.publishedAt?.toISOString() ?? null,
  createdAt: p.createdAt.toISOString(),
  updatedAt: p.updatedAt.toISOString(),
  readTime: readTimeMinutes(p.content),
});

const idParams = z.object({ id: z.string() });
const postAnswer = z.object({ post: adminBlogPostJson });
const OWNER = { can: 'writeBlog' } as const;

export const ownerBlogContract = {
  list: route({
    method: 'GET',
    path: '/api/admin/blog',
    summary:
      'Every post with its status (draft, scheduled, published), most recently changed first: ?search (title, slug, excerpt, tags), ?status, ?page, ?limit (owner only)',
    access: OWNER,
    query: listAdminPostsSchema,
    response: z.object({ posts: z.array(adminBlogPostJson), pagination: blogPaginationJson }),
  }),
  create: route({
    method: 'POST',
    path: '/api/admin/blog',
    summary:
      "Write a post {title, slug?, excerpt, content (Markdown), category, tags, authorName, coverImageAlt, metaTitle, metaDescription, status: draft|published|scheduled, publishAt?}; 409 'That slug is taken' (owner only)",
    access: OWNER,
    body: savePostSchema,
    response: postAnswer,
    status: 201,
  }),
  get: route({
    method: 'GET',
    path: '/api/admin/blog/{id}',
    summary: 'One post, any status, content as written (owner only)',
    access: OWNER,
    params: idParams,
    response: postAnswer,
  }),
  update: route({
    method: 'PUT',
    path: '/api/admin/blog/{id}',
    summary:
      'Save a post, the same fields as creating one; status draft unpublishes, published keeps the first publication time, coverImageUrl: null removes the cover (owner only)',
    access: OWNER,
    params: idParams,
    body: savePostSchema,
    response: postAnswer,
  }),
  delete: route({
    method: 'DELETE',
    path: '/api/admin/blog/{id}',
    summary: 'Delete a post and its uploaded cover (owner only)',
    access: OWNER,
    params: idParams,
    response: z.object({ success: z.literal(true), id: z.string() }),
  }),
  cover: route({
    method: 'POST',
    path: '/api/admin/blog/{id}/cover',
    summary:
      'Upload the cover image (multipart, field file; PNG, JPEG, WebP or GIF up to MAX_UPLOAD_MB): resized to 1600 px wide at most and re-encoded as JPEG. ?alt= the alt text, required unless the post has one (owner only)',
    access: OWNER,
    params: idParams,
    query: z.object({ alt: z.string().optional() }),
    file: { field: 'file' },
    response: postAnswer,
  }),
  preview: route({
    method: 'POST',
    path: '/api/admin/blog/preview',
    summary: 'Markdown {content} as the public page renders it: sanitised HTML (owner only)',
    access: OWNER,
    body: previewPostSchema,
    response: z.object({ html: z.string() }),
  }),
} as const;
