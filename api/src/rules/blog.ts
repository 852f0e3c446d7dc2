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
