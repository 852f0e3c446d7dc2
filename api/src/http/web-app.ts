import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { SESSION_COOKIE } from '../context.ts';
import type { RunQuery } from '../graphql/in-process.ts';
import { appPreloads, isRenderedScreen } from './app-preloads.ts';
import { isApiPath } from './origins.ts';
import { SCREEN_STYLES_PATH, type ScreenPages, screenPages } from './screen-page.ts';
import { allowStyleAttributesOf, serveSourceMaps } from './security-headers.ts';
import { type RenderScreen, screenRenderer } from './server-screen.ts';
import { readManifest } from './vite-manifest.ts';

/** Vite names every file under assets/ by its content hash: a new build is a new name, so it never goes stale. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html (and anything else without a hash) is checked with the server on every load. */
export const REVALIDATE = 'no-cache';

const isHashedAsset = (filePath: string) => filePath.includes(`${path.sep}assets${path.sep}`);
/** The build's own files that are not the web's: the public site's server renderer and the build manifest. */
const isBuildInternal = (pathName: string) => pathName.startsWith('/server/') || pathName.startsWith('/.vite/');

/** Answers a page load with the single-page app (index.html). */
export type SendApp = (req: FastifyRequest, reply: FastifyReply) => FastifyReply | Promise<FastifyReply>;

/**
 * The single-page app (index.html). Its screens are the app's, never a search result: they carry noindex. A browser
 * with a session cookie gets the page with the signed-in screen's code named in its head, so it loads in one wave
 * (app-preloads.ts). A technician's screen comes rendered with its data (server-screen.ts); any other, with the
 * app's loading screen already in it, so it paints before the code has run: the same page for every user of that
 * screen, no user's data in it.
 */
function appPage(
  indexHtml: string | null,
  preloadsOf: (pathname: string) => string | null,
  loading: string,
  renderScreen: RenderScreen | null,
  pages: ScreenPages | null,
): SendApp {
  return async (req, reply) => {
    reply.header('x-robots-tag', 'noindex');
    const pathname = req.url.split('?')[0];
    const links = indexHtml && req.cookies?.[SESSION_COOKIE] ? preloadsOf(pathname) : null;
    if (!indexHtml || !links) return reply.sendFile('index.html');
    const screen = renderScreen && pages && req.method === 'GET' && isRenderedScreen(pathname) ? await renderScreen(req, reply) : null;
    const page = screen && pages?.pageOf(pathname, screen);
    if (screen && page) {
      // The user's own data: never kept by the browser or a cache between.
      allowStyleAttributesOf(reply, screen.html);
      return reply.header('cache-control', 'private, no-store').type('text/html; charset=utf-8').send(page);
    }
    return reply
      .header('cache-control', REVALIDATE)
      .header('vary', 'Cookie')
      .type('text/html; charset=utf-8')
      .send(indexHtml.replace('</head>', `${links}</head>`).replace('<div id="root"></div>', `<div id="root">${loading}</div>`));
  };
}

/**
 * The app's loading screen as HTML (web/src/public/entry-server.tsx renderAppLoading), from the server renderer the
 * public site uses; empty without one.
 */
async function appLoadingHtml(webDist: string): Promise<string> {
  const rendererPath = path.join(webDist, 'server', 'entry-server.js');
  if (!fs.existsSync(rendererPath)) return '';
  const renderer = (await import(pathToFileURL(rendererPath).href)) as { renderAppLoading?: () => string };
  return renderer.renderAppLoading?.() ?? '';
}

/**
 * The built web app, with a single-page-app fallback. The build writes `.br` and `.gz` beside every text file
 * (web/vite-precompress.ts), so an asset is sent compressed from disk, never compressed per request; hashed assets
 * are cached for a year, index.html revalidated. Also the 404 answer for everything else.
 */
export async function registerWebApp(
  app: FastifyInstance,
  config: Config,
  runAs: (req: FastifyRequest, reply: FastifyReply) => RunQuery,
): Promise<SendApp> {
  const hasWeb = fs.existsSync(path.join(config.WEB_DIST, 'index.html'));
  const indexHtml = hasWeb ? fs.readFileSync(path.join(config.WEB_DIST, 'index.html'), 'utf8') : null;
  const manifest = readManifest(config.WEB_DIST);
  const renderScreen = await screenRenderer(config.WEB_DIST, runAs);
  const pages = indexHtml && manifest && renderScreen ? screenPages(config.WEB_DIST, indexHtml, manifest) : null;
  const sendApp = appPage(
    indexHtml,
    appPreloads(config.WEB_DIST),
    hasWeb ? await appLoadingHtml(config.WEB_DIST) : '',
    renderScreen,
    pages,
  );
  // A rendered screen's joined style sheet (screen-page.ts): named by its content's hash, so kept for good.
  app.get(`${SCREEN_STYLES_PATH}:name`, (req, reply) => {
    const css = pages?.sheet((req.params as { name: string }).name);
    if (css === undefined) return reply.status(404).send({ error: 'Not found' });
    return reply.header('cache-control', IMMUTABLE).type('text/css; charset=utf-8').send(css);
  });
  const maps = serveSourceMaps(config);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.WEB_DIST,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => reply.header('cache-control', isHashedAsset(filePath) ? IMMUTABLE : REVALIDATE),
      allowedPath: (pathName) => !isBuildInternal(pathName) && (maps || !pathName.endsWith('.map')),
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const pathName = req.url.split('?')[0];
    if (isApiPath(req.url)) return reply.status(404).send({ error: 'Not found' });
    if (req.method !== 'GET' && req.method !== 'HEAD') return reply.status(404).send({ error: 'Not found' });
    // A file of another build (an old tab asking for a chunk that is gone) is missing, not the app's page.
    if (pathName.startsWith('/assets/') || (!maps && pathName.endsWith('.map'))) return reply.status(404).send({ error: 'Not found' });
    if (!hasWeb) return reply.status(404).type('text/plain').send('The web app is not built: run `npm run build`.');
    return sendApp(req, reply);
  });
  return sendApp;
}
