import sanitizeHtml from 'sanitize-html';
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

/** A post's content as HTML safe to put in a visitor's page: HTML is sanitised, plain text becomes paragraphs. */
export function postHtml(content: string): string {
  return isHtmlContent(content) ? sanitizeHtml(content, POST_HTML) : plainTextToHtml(content);
}
