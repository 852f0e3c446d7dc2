import { z } from 'zod';
import {
  AUTHOR_MAX,
  BLOG_CATEGORIES,
  BLOG_LAST_PAGE,
  BLOG_PAGE_MAX,
  BLOG_PAGE_SIZE,
  BLOG_POST_STATUSES,
  BLOG_SEARCH_MAX,
  blogTexts,
  CONTENT_MAX,
  COVER_ALT_MAX,
  EXCERPT_MAX,
  isBlogCategory,
  META_MAX,
  normaliseTags,
  SLUG_MAX,
  SLUG_PATTERN,
  TAG_MAX,
  TAGS_MAX,
  TITLE_MAX,
} from '../../rules/blog.ts';

/** The blog list's filters: search words, one category ('All' or none for every category), a page. */
export const listPublicPostsSchema = z.object({
  search: z
    .string()
    .trim()
    .max(BLOG_SEARCH_MAX, `search must be at most ${BLOG_SEARCH_MAX} characters`)
    .optional()
    .transform((s) => s || undefined),
  category: z
    .string()
    .optional()
    .transform((c) => (c && c !== 'All' ? c : undefined))
    .refine((c) => c === undefined || isBlogCategory(c), 'Unknown category'),
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, `page must be 1 to ${BLOG_LAST_PAGE}`)
    .max(BLOG_LAST_PAGE, `page must be 1 to ${BLOG_LAST_PAGE}`)
    .default(1),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, `limit must be 1 to ${BLOG_PAGE_MAX}`)
    .max(BLOG_PAGE_MAX, `limit must be 1 to ${BLOG_PAGE_MAX}`)
    .default(BLOG_PAGE_SIZE),
});
export type ListPublicPostsInput = z.input<typeof listPublicPostsSchema>;

/** A slug as the owner portal writes them: lower-case words joined by dashes. */
export const postSlugSchema = z.string().min(1).max(200);

// ── The owner portal's editor

const optionalText = (max: number, name: string) =>
  z
    .string()
    .trim()
    .max(max, `${name} must be at most ${max} characters`)
    .nullish()
    .transform((s) => s || null);

/** The owner's list: every post, any status, newest change first. */
export const listAdminPostsSchema = z.object({
  search: z
    .string()
    .trim()
    .max(BLOG_SEARCH_MAX, `search must be at most ${BLOG_SEARCH_MAX} characters`)
    .nullish()
    .transform((s) => s || undefined),
  status: z
    .enum([...BLOG_POST_STATUSES, 'all'], { error: 'status must be draft, scheduled, published or all' })
    .nullish()
    .transform((s) => (s && s !== 'all' ? s : undefined)),
  page: listPublicPostsSchema.shape.page,
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, `limit must be 1 to ${BLOG_PAGE_MAX}`)
    .max(BLOG_PAGE_MAX, `limit must be 1 to ${BLOG_PAGE_MAX}`)
    .default(20),
});
export type ListAdminPostsInput = z.input<typeof listAdminPostsSchema>;

/**
 * A post as the editor saves it. `status` says what happens to its publication: `draft` (not public, also how a
 * published post is unpublished), `published` (public now; a post already published keeps its date) or `scheduled`
 * (public from `publishAt`, which must be in the future). The slug is made from the title when none is given.
 */
export const savePostSchema = z.object({
  title: z
    .string({ error: blogTexts.titleRequired })
    .trim()
    .min(1, blogTexts.titleRequired)
    .max(TITLE_MAX, `Title must be at most ${TITLE_MAX} characters`),
  slug: z
    .string()
    .trim()
    .max(SLUG_MAX, `Slug must be at most ${SLUG_MAX} characters`)
    .refine((s) => s === '' || SLUG_PATTERN.test(s), blogTexts.slugInvalid)
    .nullish(),
  excerpt: optionalText(EXCERPT_MAX, 'Excerpt'),
  content: z.string({ error: 'content must be text' }).max(CONTENT_MAX, `Content must be at most ${CONTENT_MAX} characters`).default(''),
  category: z.string({ error: 'Choose a category' }).refine(isBlogCategory, `Category must be one of ${BLOG_CATEGORIES.join(', ')}`),
  tags: z
    .array(z.string().max(TAG_MAX, `Tags must be at most ${TAG_MAX} characters each`), { error: 'tags must be a list of words' })
    .max(TAGS_MAX, `At most ${TAGS_MAX} tags`)
    .default([])
    .transform(normaliseTags),
  authorName: z
    .string({ error: 'Author name is required' })
    .trim()
    .min(1, 'Author name is required')
    .max(AUTHOR_MAX, `Author name must be at most ${AUTHOR_MAX} characters`),
  coverImageAlt: optionalText(COVER_ALT_MAX, 'Alt text'),
  /** Only null: removes the cover (a cover is set by uploading one). */
  coverImageUrl: z.null({ error: 'Upload a cover image to set one; send null to remove it' }).optional(),
  metaTitle: optionalText(META_MAX, 'Meta title'),
  metaDescription: optionalText(META_MAX, 'Meta description'),
  status: z.enum(BLOG_POST_STATUSES, { error: 'status must be draft, published or scheduled' }).default('draft'),
  publishAt: z.coerce.date({ error: 'publishAt must be a date and time' }).nullish(),
});
export type SavePostInput = z.input<typeof savePostSchema>;

/** The preview's input: Markdown as the editor holds it. */
export const previewPostSchema = z.object({
  content: z.string({ error: 'content must be text' }).max(CONTENT_MAX, `Content must be at most ${CONTENT_MAX} characters`),
});
