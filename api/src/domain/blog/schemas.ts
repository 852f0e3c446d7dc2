import { z } from 'zod';
import { BLOG_LAST_PAGE, BLOG_PAGE_MAX, BLOG_PAGE_SIZE, BLOG_SEARCH_MAX, isBlogCategory } from '../../rules/blog.ts';

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
