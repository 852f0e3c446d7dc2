// `npm start`: build the web app and the API bundle when missing or older than their sources, then serve everything
// on PORT from this process (plain Node, no TypeScript loader: api/scripts/build.mjs says why).
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'web');

function newestMtime(dir) {
  let newest = 0;
  if (!fs.existsSync(dir)) return newest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === 'e2e') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const webPackage = path.join(web, 'package.json');
const hasWebBuild = fs.existsSync(webPackage) && JSON.parse(fs.readFileSync(webPackage, 'utf8')).scripts?.build;
if (hasWebBuild) {
  const built = path.join(web, 'dist', 'index.html');
  const stale =
    !fs.existsSync(built) ||
    Math.max(newestMtime(path.join(web, 'src')), newestMtime(path.join(root, 'design-system', 'src'))) > fs.statSync(built).mtimeMs;
  if (stale) {
    console.log('Building the web app…');
    execSync('npm run build -w web', { cwd: root, stdio: 'inherit' });
  }
}

const api = path.join(root, 'api');
const { bundlePath, buildApi } = await import(path.join(api, 'scripts', 'build.mjs'));
const apiSources = Math.max(newestMtime(path.join(api, 'src')), newestMtime(path.join(api, 'prisma')));
if (!fs.existsSync(bundlePath) || apiSources > fs.statSync(bundlePath).mtimeMs) {
  console.log('Building the API…');
  await buildApi();
}

process.env.NODE_ENV ??= 'production';
process.chdir(api);
process.setSourceMapsEnabled(true);
await import(bundlePath);
