// `npm run build -w api`: the API as one ES module, api/dist/main.mjs, so production runs on plain Node without a
// TypeScript loader (it starts faster and uses less memory than under tsx). Our own code is bundled; packages stay
// in node_modules. The bundle sits two folders below the repository root, as api/src/*.ts do, so paths taken from
// config.ts's repoRoot hold in both.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, stop } from 'esbuild';

const api = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const bundlePath = path.join(api, 'dist', 'main.mjs');

/** Bundles src/main.ts into `outfile` (it must sit two folders below the repository root, as the default does). */
export async function buildApi(outfile = bundlePath) {
  await bundle('main.ts', outfile);
}

/** `npm run worker`'s process in production (compose.yaml's `worker`): api/dist/worker.mjs beside the server. */
export async function buildWorker(outfile = path.join(api, 'dist', 'worker.mjs')) {
  await bundle('worker.ts', outfile);
}

// esbuild builds in a service process it starts on the first call and keeps for the caller's life (93 MB RSS beside
// `npm start`'s server); it is stopped once no build is under way, and a later build starts it again.
let building = 0;

async function bundle(entry, outfile) {
  building++;
  try {
    await build({
      entryPoints: [path.join(api, 'src', entry)],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      sourcemap: 'linked',
      // Node reads the map of every module it loads (source maps are on) and keeps it; stack traces need only the
      // mappings, the sources are the repository's files. Without them the map held in memory is 1 MB, not 5.
      sourcesContent: false,
      logLevel: 'warning',
    });
  } finally {
    if (--building === 0) await stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await Promise.all([buildApi(), buildWorker()]);
