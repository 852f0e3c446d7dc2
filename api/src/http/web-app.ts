import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config.ts';
import { isApiPath } from './origins.ts';
import { serveSourceMaps } from './security-headers.ts';

/** Vite names every file under assets/ by its content hash: a new build is a new name, so it never goes stale. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html (and anything else without a hash) is checked with the server on every load. */
export const REVALIDATE = 'no-cache';

const isHashedAsset = (filePath: string) => filePath.includes(`${path.sep}assets${path.sep}`);
/** The build's own files that are not the web's: the public site's server renderer and the build manifest. */
const isBuildInternal = (pathName: string) => pathName.startsWith('/server/') || pathName.startsWith('/.vite/');

/** The single-page app (index.html). Its screens are the app's, never a search result: they carry noindex. */
export function sendApp(reply: FastifyReply) {
  return reply.header('x-robots-tag', 'noindex').sendFile('index.html');
}

/**
 * The built web app, with a single-page-app fallback. The build writes `.br` and `.gz` beside every text file
 * (web/vite-precompress.ts), so an asset is sent compressed from disk, never compressed per request; hashed assets
 * are cached for a year, index.html revalidated. Also the 404 answer for everything else.
 */
export async function registerWebApp(app: FastifyInstance, config: Config) {
  const hasWeb = fs.existsSync(path.join(config.WEB_DIST, 'index.html'));
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
    return sendApp(reply);
  });
}
