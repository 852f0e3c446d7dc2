import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Text the browser downloads; source maps are left out (served outside production only, and large to compress). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;

/**
 * Writes `file.br` (quality 11) and `file.gz` (level 9) beside every text file of the build, once, so the server
 * sends the smallest encoding from disk and never compresses a static file per request (api/src/http/web-app.ts
 * serves them with @fastify/static's preCompressed).
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'spanner-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After every other plugin's last step (the service worker and its precache list are written then), so each
    // file is read whole.
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        const files = (await fs.readdir(outDir, { recursive: true })).map(String).filter((f) => COMPRESSIBLE.test(f));
        await Promise.all(
          files.map(async (file) => {
            const full = path.join(outDir, file);
            const body = await fs.readFile(full);
            const [br, gz] = await Promise.all([
              brotli(body, {
                params: {
                  [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
                  [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                },
              }),
              gzip(body, { level: 9 }),
            ]);
            await Promise.all([fs.writeFile(`${full}.br`, br), fs.writeFile(`${full}.gz`, gz)]);
          }),
        );
      },
    },
  };
}
