// The public blog's constants and pure rules (spec part 2 §2, §5 and §9). Shared by the API and the public site.

/** Posts on a page of the blog list. */
export const BLOG_PAGE_SIZE = 10;
/** The largest page size a caller may ask for. */
export const BLOG_PAGE_MAX = 50;
/** Pages beyond this are refused (a page number is not a way to make the database skip a billion rows). */
export const BLOG_LAST_PAGE = 1000;
/** A search box longer than this is refused rather than searched. */
export const BLOG_SEARCH_MAX = 200;

/** The category chips of the blog list, in order; 'All' is no category. */
export const BLOG_CATEGORIES = ['Business Growth', 'Customer Experience', 'Technology', 'Operations', 'Equipment'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];
export const isBlogCategory = (value: string): value is BlogCategory => (BLOG_CATEGORIES as readonly string[]).includes(value);

/** Reading speed behind the read time. */
export const WORDS_PER_MINUTE = 200;

/** A post's content is HTML when it has a tag; otherwise it is plain text (paragraphs on blank lines). */
export const isHtmlContent = (content: string) => /<[a-z][^>]*>/i.test(content);

/** The words a reader reads: tags are not words, a non-breaking space separates, other entities are letters. */
export function wordCount(content: string): number {
  const text = isHtmlContent(content)
    ? content
        .replace(/<[^>]*>/g, ' ')
        .replace(/&(nbsp|#160|#xa0);/gi, ' ')
        .replace(/&[#\w]+;/g, 'x')
    : content;
  return text.split(/\s+/).filter(Boolean).length;
}

/** Read time in minutes: words / 200 rounded up, and at least a minute for any post. */
export const readTimeMinutes = (content: string) => Math.max(1, Math.ceil(wordCount(content) / WORDS_PER_MINUTE));

/** A post is public once it has a publication time that has come; drafts (no time) and future posts are not. */
export const isPublished = (publishedAt: Date | null | undefined, now: Date = new Date()) =>
  !!publishedAt && publishedAt.getTime() <= now.getTime();

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Plain-text content as HTML: a paragraph per blank-line-separated block, single newlines as line breaks. */
export function plainTextToHtml(content: string): string {
  return content
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${block.split('\n').map(escapeHtml).join('<br>')}</p>`)
    .join('\n');
}

// ── The owner portal's editor: shared by the API (validation) and the editor (live hints).

/** Recommended lengths shown beside the SEO fields; longer is a warning (search engines cut it), never an error. */
export const META_TITLE_RECOMMENDED = 60;
export const META_DESCRIPTION_RECOMMENDED = 160;
/** Hard limits: beyond these the input is refused. */
export const TITLE_MAX = 200;
export const SLUG_MAX = 120;
export const EXCERPT_MAX = 500;
export const CONTENT_MAX = 200_000;
export const META_MAX = 500;
export const AUTHOR_MAX = 100;
export const COVER_ALT_MAX = 300;
export const TAG_MAX = 40;
export const TAGS_MAX = 20;
/** Covers are resized to at most this width (kept in proportion, never enlarged) and re-encoded as JPEG. */
export const COVER_MAX_WIDTH = 1600;
/** A larger image (in pixels) is refused before it is decoded: a small file can still be a huge picture. */
export const COVER_MAX_PIXELS = 40_000_000;

/** A slug: lower-case letters and digits, words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const blogTexts = {
  titleRequired: 'Title is required',
  slugTaken: 'That slug is taken',
  slugInvalid: 'Slug may only contain lowercase letters, numbers and hyphens',
  coverAltRequired: 'Alt text is required for the cover image',
  scheduleInPast: 'Choose a time in the future to schedule this post',
  scheduleRequired: 'Choose when to publish this post',
  postNotFound: 'Post not found',
  coverNotImage: 'Cover images must be PNG, JPEG, WebP or GIF images',
  coverEmpty: 'Please choose an image file',
  coverUnreadable: 'That image could not be read. Please choose another file',
  coverTooManyPixels: `Cover images must be at most ${COVER_MAX_PIXELS / 1_000_000} megapixels`,
  coverTooLarge: (mb: number) => `Cover images must be ${mb} MB or smaller`,
} as const;

/** A slug made from a title: 'Five Tips for Tradies!' → 'five-tips-for-tradies' (accents dropped, at most SLUG_MAX). */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
}

export const BLOG_POST_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type BlogPostStatus = (typeof BLOG_POST_STATUSES)[number];

/** A post's status: a draft has no publication time, a scheduled post's time is still to come. */
export const postStatus = (publishedAt: Date | null | undefined, now: Date = new Date()): BlogPostStatus =>
  !publishedAt ? 'draft' : isPublished(publishedAt, now) ? 'published' : 'scheduled';

/** The tags as stored: trimmed, lower case, no blanks or repeats. */
export const normaliseTags = (tags: readonly string[]) => [...new Set(tags.map((t) => t.trim().toLowerCase()).filter(Boolean))];
