// The browser suite's build: the web app, its server renderers and the API bundle, as production runs them.
// `npm test` (scripts/test.mjs) runs it beside the API suite and hands the folder to the browser suite in
// E2E_BUILD_DIR; run alone, the browser suite's global setup calls it itself.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const web = path.resolve(import.meta.dirname, '..');
const root = path.resolve(web, '..');

/**
 * The API bundle of the build in `outDir`: a file of its own beside api/dist/main.mjs (a bundle must sit two folders
 * below the repository root), named after the build, so another build made meanwhile (a second run, `npm start`)
 * never swaps the API under a running suite.
 */
export function apiBundleOf(outDir) {
  const id = createHash('sha256').update(path.resolve(outDir)).digest('hex').slice(0, 12);
  return path.join(root, 'api', 'dist', `main-e2e-${id}.mjs`);
}

/** Builds into `outDir` (the web app; WEB_DIST/server the renderer) and the API bundle (`apiBundleOf(outDir)`). */
export async function buildForE2E(outDir) {
  const vite = (args) =>
    run(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error', ...args], {
      cwd: web,
      env: { ...process.env, NODE_ENV: 'production' },
      maxBuffer: 64 * 1024 * 1024,
    });
  await vite(['--outDir', outDir, '--emptyOutDir']);
  // The server's renderers (the public site's, a signed-in screen's), where the API looks for them (WEB_DIST/server):
  // as `npm run build -w web` does.
  await vite(['--ssr', '--outDir', path.join(outDir, 'server')]);
  const { buildApi } = await import(path.join(root, 'api/scripts/build.mjs'));
  await buildApi(apiBundleOf(outDir));
}

/** Deletes a build: its folder and its API bundle. */
export function removeBuild(outDir) {
  fs.rmSync(outDir, { recursive: true, force: true });
  for (const file of [apiBundleOf(outDir), `${apiBundleOf(outDir)}.map`]) fs.rmSync(file, { force: true });
}

if (process.argv[1] === import.meta.filename) {
  const outDir = process.argv[2];
  if (!outDir) throw new Error('usage: node web/e2e/build-app.mjs <outDir>');
  await buildForE2E(path.resolve(outDir));
}
