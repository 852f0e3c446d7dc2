import type { BlogPostPage, BlogPostRecord } from '../../domain/blog/blog-post-record.ts';
import { deletePost } from '../../domain/blog/delete-post.ts';
import { getAdminPost } from '../../domain/blog/get-admin-post.ts';
import { listAdminPosts } from '../../domain/blog/list-admin-posts.ts';
import { previewPost } from '../../domain/blog/preview-post.ts';
import { savePost } from '../../domain/blog/save-post.ts';
import { uploadCover } from '../../domain/blog/upload-cover.ts';
import { BLOG_POST_STATUSES, postStatus, readTimeMinutes } from '../../rules/blog.ts';
import { builder } from '../builder.ts';
import { appErrors } from './errors.ts';

// The owner portal's blog editor, the same domain functions as REST (rest/owner-blog.*). Owner
// only (writeBlog): everyone else gets NOT_FOUND. The public blog itself is read over REST and the rendered pages.

const BlogPostStatusEnum = builder.enumType('BlogPostStatus', {
  values: BLOG_POST_STATUSES,
  description: 'draft: no publication time; scheduled: public from a time to come; published: public',
});
const BlogContentFormatEnum = builder.enumType('BlogContentFormat', {
  values: ['html', 'markdown'] as const,
  description: 'markdown: written in the editor; html: HTML or plain text, from before the editor',
});

const BlogPostRef = builder.objectRef<BlogPostRecord>('BlogPost').implement({
  description: 'A post of the blog, any status (owner only)',
  fields: (t) => ({
    id: t.exposeID('id'),
    slug: t.exposeString('slug'),
    title: t.exposeString('title'),
    excerpt: t.exposeString('excerpt', { nullable: true }),
    content: t.exposeString('content', { description: 'As written: Markdown, or the HTML of a post from before the editor' }),
    contentFormat: t.expose('contentFormat', { type: BlogContentFormatEnum }),
    category: t.exposeString('category'),
    tags: t.exposeStringList('tags'),
    authorName: t.exposeString('authorName'),
    coverImageUrl: t.exposeString('coverImageUrl', { nullable: true }),
    coverImageAlt: t.exposeString('coverImageAlt', { nullable: true }),
    metaTitle: t.exposeString('metaTitle', { nullable: true }),
    metaDescription: t.exposeString('metaDescription', { nullable: true }),
    status: t.field({ type: BlogPostStatusEnum, resolve: (p) => postStatus(p.publishedAt) }),
    publishedAt: t.expose('publishedAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    readTime: t.int({ description: 'Minutes: words / 200, rounded up', resolve: (p) => readTimeMinutes(p.content) }),
  }),
});

const BlogPostPageRef = builder.objectRef<BlogPostPage>('BlogPostPage').implement({
  fields: (t) => ({
    posts: t.field({ type: [BlogPostRef], resolve: (p) => p.posts }),
    page: t.int({ resolve: (p) => p.pagination.page }),
    limit: t.int({ resolve: (p) => p.pagination.limit }),
    total: t.int({ resolve: (p) => p.pagination.total }),
    pages: t.int({ resolve: (p) => p.pagination.pages }),
  }),
});

const DeleteBlogPostPayload = builder.objectRef<{ id: string }>('DeleteBlogPostPayload').implement({
  fields: (t) => ({ id: t.exposeID('id') }),
});

const BlogPostPreview = builder.objectRef<{ html: string }>('BlogPostPreview').implement({
  fields: (t) => ({ html: t.exposeString('html', { description: 'Sanitised HTML, exactly as the public page shows it' }) }),
});

const BlogPostInput = builder.inputType('BlogPostInput', {
  description: "A post as the editor saves it; the slug is made from the title when omitted (unique: CONFLICT 'That slug is taken')",
  fields: (t) => ({
    title: t.string({ required: true }),
    slug: t.string(),
    excerpt: t.string(),
    content: t.string({ description: 'Markdown' }),
    category: t.string({ required: true, description: 'One of the blog categories' }),
    tags: t.stringList(),
    authorName: t.string({ required: true }),
    coverImageAlt: t.string({ description: 'Required while the post has a cover' }),
    removeCover: t.boolean({ description: 'true removes the cover (a cover is set by uploadBlogCover)' }),
    metaTitle: t.string({ description: '60 characters recommended' }),
    metaDescription: t.string({ description: '160 characters recommended' }),
    status: t.field({
      type: BlogPostStatusEnum,
      description: 'draft (default; also unpublishes), published (now, or its first time), scheduled (at publishAt)',
    }),
    publishAt: t.field({ type: 'DateTime', description: 'When a scheduled post goes public: in the future' }),
  }),
});

type Input = typeof BlogPostInput.$inferInput;
/** The GraphQL input in the domain's shape (the REST body's). */
const saveInput = ({ removeCover, ...input }: Input) => ({ ...input, ...(removeCover ? { coverImageUrl: null } : {}) });

builder.queryFields((t) => ({
  adminBlogPosts: t.field({
    type: BlogPostPageRef,
    authScopes: { can: 'writeBlog' },
    description: 'Every post with its status, most recently changed first: search (title, slug, excerpt, tags), status, a page',
    args: { search: t.arg.string(), status: t.arg({ type: BlogPostStatusEnum }), page: t.arg.int(), limit: t.arg.int() },
    resolve: (_root, args, ctx) => listAdminPosts(ctx, { ...args, page: args.page ?? undefined, limit: args.limit ?? undefined }),
  }),
  adminBlogPost: t.field({
    type: BlogPostRef,
    errors: appErrors,
    authScopes: { can: 'writeBlog' },
    description: 'One post, any status',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => getAdminPost(ctx, id),
  }),
  blogPostPreview: t.field({
    type: BlogPostPreview,
    errors: appErrors,
    authScopes: { can: 'writeBlog' },
    description: 'Markdown as the public page renders it (sanitised HTML)',
    args: { content: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => previewPost(ctx, args),
  }),
}));

builder.mutationFields((t) => ({
  createBlogPost: t.field({
    type: BlogPostRef,
    errors: appErrors,
    authScopes: { can: 'writeBlog' },
    description: 'Write a post (Markdown), as a draft, published now or scheduled',
    args: { input: t.arg({ type: BlogPostInput, required: true }) },
    resolve: (_root, { input }, ctx) => savePost(ctx, null, saveInput(input)),
  }),
  updateBlogPost: t.field({
    type: BlogPostRef,
    errors: appErrors,
    authScopes: { can: 'writeBlog' },
    description: 'Save a post; status draft unpublishes it',
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: BlogPostInput, required: true }) },
    resolve: (_root, { id, input }, ctx) => savePost(ctx, id, saveInput(input)),
  }),
  deleteBlogPost: t.field({
    type: DeleteBlogPostPayload,
    errors: appErrors,
    authScopes: { can: 'writeBlog' },
    description: 'Delete a post and its uploaded cover',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => deletePost(ctx, id),
  }),
  uploadBlogCover: t.field({
    type: BlogPostRef,
    errors: appErrors,
    authScopes: { can: 'writeBlog' },
    description:
      'The cover image (GraphQL multipart request): PNG, JPEG, WebP or GIF up to MAX_UPLOAD_MB, resized to 1600 px wide at most and re-encoded as JPEG; alt text required unless the post has one',
    args: { id: t.arg.id({ required: true }), file: t.arg({ type: 'File', required: true }), alt: t.arg.string() },
    resolve: async (_root, { id, file, alt }, ctx) => uploadCover(ctx, id, { bytes: new Uint8Array(await file.arrayBuffer()) }, alt),
  }),
}));
