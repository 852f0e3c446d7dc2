// The browser suite's build: the web app, its server renderers and the API bundle, as production runs
// them. `npm test` (scripts/test.mjs) runs it beside the API suite and hands the folder to the browser suite in
// E2E_BUILD_DIR; run alone, the browser suite's global setup calls it itself.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const web = path.resolve(import.meta.dirname, '..');
const root = path.resolve(web, '..');

/** Builds into `outDir` (the web app; WEB_DIST/server the renderer) and writes the API bundle (api/dist/main.mjs). */
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
  await buildApi();
}

if (process.argv[1] === import.meta.filename) {
  const outDir = process.argv[2];
  if (!outDir) throw new Error('usage: node web/e2e/build-app.mjs <outDir>');
  await buildForE2E(path.resolve(outDir));
}
