// `npm run build -w api`: the API as one ES module, api/dist/main.mjs, so production runs on plain Node without a
// TypeScript loader (it starts faster and uses less memory than under tsx). Our own code is bundled; packages stay
// in node_modules. The bundle sits two folders below the repository root, as api/src/*.ts do, so paths taken from
// config.ts's repoRoot hold in both.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const api = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const bundlePath = path.join(api, 'dist', 'main.mjs');

export async function buildApi() {
  await build({
    entryPoints: [path.join(api, 'src', 'main.ts')],
    outfile: bundlePath,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildApi();
