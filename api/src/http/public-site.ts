import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Context } from '../context.ts';
import { getPublicPost } from '../domain/blog/get-public-post.ts';
import { listPublicPosts } from '../domain/blog/list-public-posts.ts';
import { listPublishedSlugs } from '../domain/blog/list-published-slugs.ts';
import { nextScheduledAt } from '../domain/blog/next-scheduled.ts';
import { AppError } from '../errors.ts';
import type { EventBus } from '../events.ts';
import { BLOG_LAST_PAGE, BLOG_SEARCH_MAX, isBlogCategory } from '../rules/blog.ts';
import { DEVELOPER_LINKS } from '../rules/developer-docs.ts';
import { toBlogPostJson, toBlogPostSummaryJson } from '../views/blog.views.ts';
import { setPublicNoticeRenderer } from './public-notice.ts';
import type { WebPages } from './web-pages.ts';

// The public site rendered on the server: /, /blog, /blog/{slug}, /privacy and the developer docs arrive as complete
// HTML (React's render of web/src/public, by web-pages.ts), then hydrate with the public entry (no router, no GraphQL
// client). The page's data is read here through the domain, never over HTTP. Also sitemap.xml and robots.txt. A
// signed-in member at / gets the app (their Dashboard), decided here by the session cookie, so the landing page never
// flashes before the app.

/** Posts under a post, in "More Posts". */
const MORE_POSTS = 3;

/** Cache-Control of the public pages: / varies with the session cookie, so every load asks; the others may be kept a minute. */
const LANDING_CACHE = 'no-cache';
const PAGE_CACHE = 'public, max-age=60, stale-while-revalidate=600';
/**
 * The blog's pages: kept, but asked about again at every view (ETag, so an unchanged page is a 304 from the render
 * cache). A browser keeping them a minute would show a post the owner just unpublished, or hide one just published.
 */
const BLOG_CACHE = 'public, no-cache';

/** The app's private areas, kept out of search engines (the app's pages also answer with X-Robots-Tag: noindex). */
const DISALLOWED = [
  '/api/',
  '/graphql',
  '/support/api/',
  '/admin',
  '/support-admin',
  '/auth/invite/',
  '/auth/reset-password/',
  '/q/',
  '/i/',
  '/c/',
  '/jobs',
  '/completed-jobs',
  '/customers',
  '/equipment',
  '/members',
  '/schedule',
  '/quotes',
  '/invoices',
  '/support',
  '/settings',
  '/subscription',
  '/profile',
  '/trial-expired',
  '/logout',
];

const xmlEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Send a body with a strong ETag, or 304 when the browser already has it. */
function sendCached(req: FastifyRequest, reply: FastifyReply, body: string, type: string, cacheControl: string, status = 200) {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  reply.header('cache-control', cacheControl).header('etag', etag).type(type);
  if (status === 200 && req.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.status(status).send(body);
}

/** The blog list's query from a URL, made valid: an unknown category is All, a bad page is 1, a long search is cut. */
function blogQuery(query: Record<string, unknown>) {
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const page = Number(text(query.page));
  const category = text(query.category);
  return {
    search: text(query.search).trim().slice(0, BLOG_SEARCH_MAX),
    category: isBlogCategory(category) ? category : '',
    page: Number.isInteger(page) && page >= 1 && page <= BLOG_LAST_PAGE ? page : 1,
  };
}

export async function registerPublicSite(
  app: FastifyInstance,
  config: Config,
  requestContext: (req: FastifyRequest, reply: FastifyReply) => Promise<Context>,
  events: EventBus,
  { renderPublicPage, sendApp }: WebPages,
): Promise<() => Promise<void>> {
  const origin = () => config.PUBLIC_URL;
  app.get('/sitemap.xml', async (req, reply) => {
    const ctx = await requestContext(req, reply);
    const posts = await listPublishedSlugs(ctx);
    const newest = posts[0]?.updatedAt;
    const entry = (loc: string, lastmod?: Date) =>
      `<url><loc>${xmlEscape(`${origin()}${loc}`)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      entry('/'),
      entry('/blog', newest),
      entry('/privacy'),
      entry(DEVELOPER_LINKS.docs),
      entry(DEVELOPER_LINKS.restReference),
      ...posts.map((p) => entry(`/blog/${encodeURIComponent(p.slug)}`, p.updatedAt)),
      '</urlset>',
    ].join('\n');
    return sendCached(req, reply, xml, 'application/xml; charset=utf-8', PAGE_CACHE);
  });

  app.get('/robots.txt', (req, reply) => {
    const text = ['User-agent: *', 'Allow: /', ...DISALLOWED.map((p) => `Disallow: ${p}`), '', `Sitemap: ${origin()}/sitemap.xml`, ''].join(
      '\n',
    );
    return sendCached(req, reply, text, 'text/plain; charset=utf-8', PAGE_CACHE);
  });

  // Without a server build (an API-only checkout, the API's own tests) the public paths stay the app's, as before.
  if (!renderPublicPage) return async () => {};
  const render = (page: object) => renderPublicPage(page, origin());
  // The newsletter links' pages, in the site's look.
  setPublicNoticeRenderer(app, (notice) => render({ kind: 'notice', ...notice }));
  const recent = recentlyRendered();
  // The next scheduled post's time, read once after each change: when it comes, the rendered pages are dropped, so
  // a scheduled post shows at its time and not up to 10 s later. Between changes no request reads it again.
  let nextDue: Promise<number | null> | null = null;
  // A post written, published, unpublished or deleted (in any process): the pages rendered before it are dropped.
  const changes = events.subscribe('blog:changed');
  void (async () => {
    for await (const _ of changes) {
      recent.clear();
      nextDue = null;
    }
  })().catch((err) => app.log.error({ err }, 'the public site no longer hears blog changes'));
  const blogPage = async (req: FastifyRequest, reply: FastifyReply, key: string, renderPage: () => Promise<string>) => {
    nextDue ??= requestContext(req, reply)
      .then((ctx) => nextScheduledAt(ctx))
      .then((at) => at?.getTime() ?? null)
      .catch(() => null);
    const due = await nextDue;
    if (due !== null && due <= Date.now()) {
      recent.clear();
      nextDue = null;
    }
    return recent(key, renderPage);
  };
  const sendHtml = (req: FastifyRequest, reply: FastifyReply, html: string, cacheControl: string, status = 200) =>
    sendCached(req, reply, html, 'text/html; charset=utf-8', cacheControl, status);

  app.get('/', async (req, reply) => {
    reply.header('vary', 'Cookie');
    const ctx = await requestContext(req, reply);
    if (ctx.user) return sendApp(req, reply);
    const html = await recent('/', async () => render({ kind: 'landing', packExpiry: config.PACK_EXPIRY }));
    return sendHtml(req, reply, html, LANDING_CACHE);
  });

  app.get('/privacy', async (req, reply) =>
    sendHtml(req, reply, await recent('/privacy', async () => render({ kind: 'privacy' })), PAGE_CACHE),
  );

  app.get(DEVELOPER_LINKS.docs, async (req, reply) =>
    sendHtml(req, reply, await recent(DEVELOPER_LINKS.docs, async () => render({ kind: 'developers', origin: origin() })), PAGE_CACHE),
  );
  app.get(DEVELOPER_LINKS.restReference, async (req, reply) =>
    sendHtml(req, reply, await recent(DEVELOPER_LINKS.restReference, async () => render({ kind: 'api-reference' })), PAGE_CACHE),
  );

  app.get('/blog', async (req, reply) => {
    const query = blogQuery(req.query as Record<string, unknown>);
    try {
      const html = await blogPage(req, reply, `/blog ${JSON.stringify(query)}`, async () => {
        const { posts, pagination } = await listPublicPosts(await requestContext(req, reply), query);
        return render({ kind: 'blog', query, result: { posts: posts.map(toBlogPostSummaryJson), pagination } });
      });
      return sendHtml(req, reply, html, BLOG_CACHE);
    } catch (err) {
      req.log.error({ err }, 'the blog list could not be read');
      return sendHtml(req, reply, render({ kind: 'blog', query, result: null }), 'no-store', 503);
    }
  });

  app.get('/blog/:slug', async (req, reply) => {
    const { slug } = req.params as { slug: string };
    try {
      const html = await blogPage(req, reply, `/blog/${slug}`, async () => {
        const ctx = await requestContext(req, reply);
        const more = listPublicPosts(ctx, { limit: MORE_POSTS + 1 });
        const post = await getPublicPost(ctx, slug).catch(async (err) => {
          await more.catch(() => undefined);
          throw err;
        });
        const morePosts = (await more).posts
          .filter((p) => p.slug !== slug)
          .slice(0, MORE_POSTS)
          .map(toBlogPostSummaryJson);
        return render({ kind: 'post', slug, post: toBlogPostJson(post), morePosts });
      });
      return sendHtml(req, reply, html, BLOG_CACHE);
    } catch (err) {
      if (!(err instanceof AppError && err.code === 'NOT_FOUND')) throw err;
      return sendHtml(req, reply, render({ kind: 'post', slug, post: null, morePosts: [] }), 'no-cache', 404);
    }
  });
  return async () => {
    await changes.return?.();
  };
}

/** How long a rendered public page is served again before it is read and rendered anew (a new post shows this late). */
const RENDERED_FOR_MS = 10_000;
/** Rendered pages kept at most (each blog search is a page): the oldest goes first. */
const RENDERED_MAX = 500;

/**
 * Public pages rendered in the last few seconds, by address: a busy page is read and rendered once per interval,
 * not once per request, and requests that arrive while it renders wait for that one render. A failed render is
 * not kept.
 */
function recentlyRendered() {
  const pages = new Map<string, { html: Promise<string>; until: number }>();
  const recent = (key: string, renderPage: () => Promise<string>): Promise<string> => {
    const now = Date.now();
    const hit = pages.get(key);
    if (hit && hit.until > now) return hit.html;
    pages.delete(key);
    if (pages.size >= RENDERED_MAX) pages.delete(pages.keys().next().value as string);
    const entry = { html: renderPage(), until: now + RENDERED_FOR_MS };
    pages.set(key, entry);
    entry.html.catch(() => {
      if (pages.get(key) === entry) pages.delete(key);
    });
    return entry.html;
  };
  /** Forget every page: the next request of each renders it anew. */
  recent.clear = () => pages.clear();
  return recent;
}
