// `npm run build -w api`: the API as one ES module, api/dist/main.mjs, so production runs on plain Node without a
// TypeScript loader (it starts faster and uses less memory than under tsx). Our own code is bundled; packages stay
// in node_modules. The bundle sits two folders below the repository root, as api/src/*.ts do, so paths taken from
// config.ts's repoRoot hold in both.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

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

async function bundle(entry, outfile) {
  await build({
    entryPoints: [path.join(api, 'src', entry)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await Promise.all([buildApi(), buildWorker()]);
