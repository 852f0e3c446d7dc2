// The whole HTML document of a public page: the head (pageHead), the server-rendered body, the page's data for
// hydration and the public entry's script and style sheets. Plain strings: React renders only the body.
import type { PublicPage } from './data';
import { type PageHead, pageHead } from './head';
import { SITE_NAME } from './site';

/** The built files a public page loads (from the client build's manifest). */
export interface PublicAssets {
  script: string;
  css: string[];
  /** Chunks the script imports, fetched in parallel with it. */
  preload: string[];
}

export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside a <script> element: `<` escaped so no text of a post can close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const meta = (attr: 'name' | 'property', key: string, content: string) => `<meta ${attr}="${key}" content="${escapeHtml(content)}">`;

function headTags(head: PageHead, origin: string): string[] {
  const url = `${origin}${head.canonicalPath}`;
  const image = new URL(head.image, origin).href;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    ...(head.noindex ? [meta('name', 'robots', 'noindex')] : []),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    ...(head.imageAlt ? [meta('property', 'og:image:alt', head.imageAlt)] : []),
    meta('property', 'og:locale', 'en_AU'),
    ...(head.article
      ? [
          meta('property', 'article:published_time', head.article.publishedTime),
          meta('property', 'article:modified_time', head.article.modifiedTime),
          meta('property', 'article:section', head.article.section),
          ...head.article.tags.map((tag) => meta('property', 'article:tag', tag)),
        ]
      : []),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image),
    ...(head.imageAlt ? [meta('name', 'twitter:image:alt', head.imageAlt)] : []),
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ];
}

export function renderDocument(page: PublicPage, body: string, origin: string, assets: PublicAssets): string {
  const head = pageHead(page, origin);
  return [
    '<!doctype html>',
    '<html lang="en-AU">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="theme-color" content="#ffffff">',
    ...headTags(head, origin),
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    ...assets.css.map((href) => `<link rel="stylesheet" href="${href}">`),
    `<script type="module" src="${assets.script}"></script>`,
    ...assets.preload.map((href) => `<link rel="modulepreload" href="${href}">`),
    '</head>',
    '<body>',
    `<div id="public-root">${body}</div>`,
    `<script type="application/json" id="public-page">${scriptJson(page)}</script>`,
    '</body>',
    '</html>',
  ].join('\n');
}
