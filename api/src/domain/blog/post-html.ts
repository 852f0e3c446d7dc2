import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';
import type { BlogContentFormat } from '../../db/generated/enums.ts';
import { isHtmlContent, plainTextToHtml } from '../../rules/blog.ts';

/**
 * What a post's HTML may contain: text structure, links and images, nothing that runs. Script and style elements
 * go with their content; SVG, iframes, forms and every other tag are dropped (their text kept); no attribute but
 * the listed ones survives, so no event handler or style does; links and images only over http(s) (links also
 * mailto: and tel:), so `javascript:` and `data:` URLs are removed. Links open with rel="noopener noreferrer nofollow".
 */
const POST_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'code',
    'pre',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel'], img: ['src', 'alt', 'width', 'height'], th: ['scope'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'svg', 'math', 'iframe', 'object', 'template'],
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }),
    // The page's own heading is the post title (h1): a heading inside the content starts at h2.
    h1: 'h2',
  },
};

/**
 * Markdown as the owner portal's editor writes it (CommonMark, tables and strikethrough, bare links made links).
 * Raw HTML inside the Markdown is allowed through markdown-it and then sanitised like every post (so a `<figure>`
 * works and a `<script>` never does); markdown-it's own link check already refuses `javascript:` and `data:` links.
 */
const markdown = new MarkdownIt({ html: true, linkify: true, typographer: false });

/**
 * A post's content as HTML safe to put in a visitor's page. Markdown (posts written in the owner portal) is rendered
 * then sanitised; posts from before the editor are HTML (sanitised) or plain text (paragraphs). The owner portal's
 * preview calls this too, so it shows exactly what the public page will.
 */
export function postHtml(content: string, format: BlogContentFormat = 'html'): string {
  if (format === 'markdown') return sanitizeHtml(markdown.render(content), POST_HTML);
  return isHtmlContent(content) ? sanitizeHtml(content, POST_HTML) : plainTextToHtml(content);
}
