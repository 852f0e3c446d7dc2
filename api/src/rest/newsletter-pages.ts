import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { renderPublicNotice } from '../http/public-notice.ts';

// The newsletter links opened in a browser, and its form posted without JavaScript, get a page in the public site's
// look (its header, footer and style sheets, rendered on the server: readable and usable without JavaScript, never
// indexed); without the site's server build, plain HTML. API clients get JSON.

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface LinkPage {
  title: string;
  message: string;
  /** A button that POSTs back to the link (confirm, unsubscribe). */
  button?: { label: string; action: string };
}

export function linkPageHtml(app: FastifyInstance, page: LinkPage): string {
  return renderPublicNotice(app, page) ?? plainPageHtml(page);
}

/** The page without the public site's build: plain HTML, no script and no style. */
function plainPageHtml(page: LinkPage): string {
  const form = page.button
    ? `<form method="post" action="${escapeHtml(page.button.action)}"><button type="submit">${escapeHtml(page.button.label)}</button></form>`
    : '';
  return [
    '<!doctype html>',
    '<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="robots" content="noindex"><title>${escapeHtml(page.title)} · Spanner</title></head>`,
    `<body><main><h1>${escapeHtml(page.title)}</h1><p>${escapeHtml(page.message)}</p>${form}`,
    '<p><a href="/">Back to Spanner</a> · <a href="/blog">Blog</a></p></main></body></html>',
  ].join('\n');
}

/** A browser opening a link (it asks for HTML), rather than a client of the API. */
export const wantsPage = (req: FastifyRequest) =>
  String(req.headers.accept ?? '')
    .toLowerCase()
    .includes('text/html');

type Answer = { success: true; message: string };

/**
 * The answer to a newsletter link: JSON (`json` of the outcome) for an API client; for a browser, the page `page`
 * makes of it, a refusal (invalid link, too many requests) shown as a page with its status.
 */
export async function answerLink<T>(
  req: FastifyRequest,
  reply: FastifyReply,
  run: () => Promise<T>,
  view: { page: (result: T) => LinkPage; json: (result: T) => Answer; refused?: string },
): Promise<Answer> {
  reply.header('cache-control', 'no-store');
  if (!wantsPage(req)) return view.json(await run());
  let html: string;
  try {
    html = linkPageHtml(req.server, view.page(await run()));
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    if (err.details.retryAfterSeconds) reply.header('retry-after', String(err.details.retryAfterSeconds));
    html = linkPageHtml(req.server, {
      title: view.refused ?? (err.status === 429 ? 'Please wait' : 'Link not valid'),
      message: err.message,
    });
    reply.status(err.status);
  }
  return reply.type('text/html; charset=utf-8').send(html) as never;
}
