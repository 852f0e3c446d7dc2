// `npm test`: every workspace's tests, one after another (API integration tests, design-system story tests,
// web component and end-to-end tests). Stops at the first failing suite.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './ensure-chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const suites = [];
for (const ws of ['api', 'design-system', 'web']) {
  const pkg = path.join(root, ws, 'package.json');
  if (!fs.existsSync(pkg)) continue;
  const scripts = JSON.parse(fs.readFileSync(pkg, 'utf8')).scripts ?? {};
  if (scripts.test) suites.push([ws, 'test']);
  if (scripts['test:e2e']) suites.push([ws, 'test:e2e']);
}

const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite';
console.log(`Running ${suites.map(([ws, s]) => `${ws}:${s}`).join(', ')} on ${database}${process.env.REDIS_URL ? ' with Redis' : ''}`);
// The design-system stories and the web end-to-end suite run in Chromium.
if (suites.some(([ws]) => ws !== 'api')) process.env.CHROME_PATH = ensureChromium();

for (const [ws, script] of suites) {
  const started = Date.now();
  const run = spawnSync('npm', ['run', script, '-w', ws], { cwd: root, stdio: 'inherit' });
  console.log(`── ${ws}:${script} ${run.status === 0 ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`);
  if (run.status !== 0) process.exit(run.status ?? 1);
}
