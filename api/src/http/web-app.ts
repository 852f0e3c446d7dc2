import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { RunQuery } from '../graphql/in-process.ts';
import { isApiPath } from './origins.ts';
import { serveSourceMaps } from './security-headers.ts';
import { SCREEN_STYLES_PATH, type WebPages, webPages } from './web-pages.ts';

/** Vite names every file under assets/ by its content hash: a new build is a new name, so it never goes stale. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html (and anything else without a hash) is checked with the server on every load. */
export const REVALIDATE = 'no-cache';

const isHashedAsset = (filePath: string) => filePath.includes(`${path.sep}assets${path.sep}`);
/** The build's own files that are not the web's: the server's renderer and the build manifest. */
const isBuildInternal = (pathName: string) => pathName.startsWith('/server/') || pathName.startsWith('/.vite/');

/**
 * The built web app, with a single-page-app fallback (its pages rendered by web-pages.ts). The build writes `.br` and
 * `.gz` beside every text file (web/vite-precompress.ts), so an asset is sent compressed from disk, never compressed
 * per request; hashed assets are cached for a year, index.html revalidated. Also the 404 answer for everything else.
 */
export async function registerWebApp(
  app: FastifyInstance,
  config: Config,
  runAs: (req: FastifyRequest, reply: FastifyReply) => RunQuery,
): Promise<WebPages> {
  const hasWeb = fs.existsSync(path.join(config.WEB_DIST, 'index.html'));
  const pages = await webPages(config.WEB_DIST, runAs);
  // A rendered screen's joined style sheet: named by its content's hash, so kept for good.
  app.get(`${SCREEN_STYLES_PATH}:name`, (req, reply) => {
    const css = pages.sheet((req.params as { name: string }).name);
    if (css === undefined) return reply.status(404).send({ error: 'Not found' });
    return reply.header('cache-control', IMMUTABLE).type('text/css; charset=utf-8').send(css);
  });
  const maps = serveSourceMaps(config);
  if (hasWeb) {
    const served = {
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply: FastifyReply, filePath: string) =>
        reply.header('cache-control', isHashedAsset(filePath) ? IMMUTABLE : REVALIDATE),
    } as const;
    // assets/ (some 1,500 files with their .br, .gz and maps) is one route looked up on disk per request: a route per
    // file held 15 MB of router nodes and route contexts for the server's life. A name not on disk is the 404 below.
    await app.register(fastifyStatic, {
      ...served,
      root: path.join(config.WEB_DIST, 'assets'),
      prefix: '/assets/',
      wildcard: true,
      decorateReply: false,
      allowedPath: (pathName) => maps || !pathName.endsWith('.map'),
    });
    // The few files at the top (index.html, sw.js, the web manifest, icons) keep a route each, so every other path
    // stays unmatched and reaches the app's pages below.
    await app.register(fastifyStatic, {
      ...served,
      root: config.WEB_DIST,
      wildcard: false,
      globIgnore: ['assets/**', 'server/**', '.vite/**'],
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
    return pages.sendApp(req, reply);
  });
  return pages;
}
