import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { SESSION_COOKIE } from '../context.ts';
import type { RunQuery } from '../graphql/in-process.ts';
import { appPreloads, isTechnicianScreen } from './app-preloads.ts';
import { isApiPath } from './origins.ts';
import { allowStyleAttributesOf, serveSourceMaps } from './security-headers.ts';
import { type RenderedScreen, type RenderScreen, screenRenderer } from './server-screen.ts';

/** Vite names every file under assets/ by its content hash: a new build is a new name, so it never goes stale. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html (and anything else without a hash) is checked with the server on every load. */
export const REVALIDATE = 'no-cache';

const isHashedAsset = (filePath: string) => filePath.includes(`${path.sep}assets${path.sep}`);
/** The build's own files that are not the web's: the public site's server renderer and the build manifest. */
const isBuildInternal = (pathName: string) => pathName.startsWith('/server/') || pathName.startsWith('/.vite/');

/** Answers a page load with the single-page app (index.html). */
export type SendApp = (req: FastifyRequest, reply: FastifyReply) => FastifyReply | Promise<FastifyReply>;

/** The app page with a screen rendered in it: the user's own data, so never kept by a browser or a cache between. */
function screenPage(indexHtml: string, links: string, screen: RenderedScreen): string {
  // Replaced by functions: a `$` in a user's data is text, never a replacement pattern.
  return indexHtml
    .replace('<html lang="en-AU">', () => `<html lang="en-AU" class="${screen.themeClass}">`)
    .replace('</head>', () => `${links}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${screen.html}</div>${screen.state}`);
}

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
): SendApp {
  return async (req, reply) => {
    reply.header('x-robots-tag', 'noindex');
    const pathname = req.url.split('?')[0];
    const links = indexHtml && req.cookies?.[SESSION_COOKIE] ? preloadsOf(pathname) : null;
    if (!indexHtml || !links) return reply.sendFile('index.html');
    const screen = renderScreen && req.method === 'GET' && isTechnicianScreen(pathname) ? await renderScreen(req, reply) : null;
    if (screen) {
      allowStyleAttributesOf(reply, screen.html);
      return reply
        .header('cache-control', 'private, no-store')
        .type('text/html; charset=utf-8')
        .send(screenPage(indexHtml, links, screen));
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
  const sendApp = hasWeb
    ? appPage(
        fs.readFileSync(path.join(config.WEB_DIST, 'index.html'), 'utf8'),
        appPreloads(config.WEB_DIST),
        await appLoadingHtml(config.WEB_DIST),
        await screenRenderer(config.WEB_DIST, runAs),
      )
    : appPage(null, () => null, '', null);
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
