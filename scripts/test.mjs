// `npm test`: every workspace's tests, one after another (API integration tests, design-system story tests,
// web component and end-to-end tests). Stops at the first failing suite, and ends with a table of every suite's
// time and result. Timings are only printed here; benchmarks are `npm run bench`.
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

const results = [];
for (const [ws, script] of suites) {
  const started = Date.now();
  const run = spawnSync('npm', ['run', script, '-w', ws], { cwd: root, stdio: 'inherit' });
  const seconds = Math.round((Date.now() - started) / 1000);
  results.push({ suite: `${ws}:${script}`, seconds, result: run.status === 0 ? 'passed' : 'FAILED' });
  console.log(`── ${ws}:${script} ${run.status === 0 ? 'passed' : 'FAILED'} in ${seconds} s`);
  if (run.status !== 0) break;
}
for (const [ws, script] of suites.slice(results.length)) results.push({ suite: `${ws}:${script}`, seconds: null, result: 'not run' });
printTable(results);
process.exit(results.some((r) => r.result !== 'passed') ? 1 : 0);

function printTable(rows) {
  const total = rows.reduce((sum, r) => sum + (r.seconds ?? 0), 0);
  const width = Math.max(5, ...rows.map((r) => r.suite.length));
  const line = (suite, seconds, result) => `${suite.padEnd(width)}  ${String(seconds).padStart(7)}  ${result}`;
  console.log(`\n${line('suite', 'seconds', 'result')}`);
  for (const r of rows) console.log(line(r.suite, r.seconds ?? '-', r.result));
  const minutes = `${Math.floor(total / 60)} min ${total % 60} s`;
  console.log(line('total', total, `${minutes} on ${database}`));
}
