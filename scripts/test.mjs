// `npm test`: every workspace's tests (API integration tests, design-system story tests, web component and
// end-to-end tests), ending with a table of every suite's time and result. Timings are only printed here;
// benchmarks are `npm run bench`.
//
// Two lanes share the machine from start to end: one starts with the API suite, the other with the browser suite's
// build (web app, server renderer, API bundle) and then the browser suite on that build; the design-system stories
// and the web component tests go to whichever lane is free first. Every suite is CPU-bound (docs/testing.md, "Latest
// figures"), so what decides the wall time, beside their CPU, is that neither core is ever left idle: the browser
// suite's start (one server migrating and seeding the demo on one core) and the end of each lane (a last long file,
// the assistant's files alone) overlap the other lane's work, where a browser suite started after both lanes would
// pay them alone.
// A lane's output is printed whole when its suite ends, so the two never interleave. A failure stops what has not
// started yet.
//
// SPANNER_TEST_SUITES=api,design-system,web (any of api, design-system, web, e2e) runs only those: CI's embedded-
// database pass leaves the browser suite to its PostgreSQL pass (docs/testing.md). The database: this machine's
// PostgreSQL when one answers, else the embedded one (scripts/test-database.mjs).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { removeBuild } from '../web/e2e/build-app.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { chooseTestDatabase } from './test-database.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const scriptsOf = (ws) => {
  const pkg = path.join(root, ws, 'package.json');
  return fs.existsSync(pkg) ? (JSON.parse(fs.readFileSync(pkg, 'utf8')).scripts ?? {}) : {};
};
const SUITES = ['api', 'design-system', 'web', 'e2e'];
const chosen = process.env.SPANNER_TEST_SUITES?.split(',').map((s) => s.trim()) ?? SUITES;
const unknown = chosen.filter((s) => !SUITES.includes(s));
if (unknown.length) throw new Error(`SPANNER_TEST_SUITES names ${unknown.join(', ')}: the suites are ${SUITES.join(', ')}`);
/** A workspace's npm script as a suite, if the suite is chosen and the script exists. */
const npmSuite = (key, ws, script) =>
  chosen.includes(key) && scriptsOf(ws)[script] ? { name: `${ws}:${script}`, command: ['npm', 'run', script, '-w', ws] } : null;

const e2e = npmSuite('e2e', 'web', 'test:e2e');
const buildDir = e2e ? fs.mkdtempSync(path.join(os.tmpdir(), 'spanner-e2e-build-')) : null;
const api = npmSuite('api', 'api', 'test');
const components = [npmSuite('design-system', 'design-system', 'test'), npmSuite('web', 'web', 'test')];
const browser = e2e && [
  { name: 'web:build for e2e', command: [process.execPath, path.join(root, 'web/e2e/build-app.mjs'), buildDir] },
  { ...e2e, env: { E2E_BUILD_DIR: buildDir } },
];
// Each lane starts with its own suites, then takes the next of the rest (`later`) when it is free: the component
// suites go to whichever lane ends first, so neither core sits idle while the other finishes a long suite.
const lanes = [[api], browser ?? []].map((lane) => lane.filter(Boolean));
const later = components.filter(Boolean);
const all = [...lanes.flat(), ...later];

const database = await chooseTestDatabase();
Object.assign(process.env, database.env);
process.once('SIGINT', () => database.cleanUp().then(() => process.exit(130)));
console.log(`Running ${all.map((s) => s.name).join(', ')} on ${database.describe}`);
const skipped = SUITES.filter((s) => !chosen.includes(s));
if (skipped.length) console.log(`Not running ${skipped.join(', ')}: SPANNER_TEST_SUITES=${process.env.SPANNER_TEST_SUITES}`);
// The design-system stories and the web end-to-end suite run in Chromium.
process.env.CHROME_PATH = ensureChromium();

const results = new Map();
let failed = false;

/** Runs a suite with its output kept, then prints the output whole; resolves whether it passed. */
function runSuite(suite) {
  if (failed) return Promise.resolve(false);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(suite.command[0], suite.command.slice(1), {
      cwd: root,
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1', ...suite.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      const passed = code === 0;
      if (!passed) failed = true;
      results.set(suite.name, { seconds, result: passed ? 'passed' : 'FAILED', output: passed ? '' : Buffer.concat(output).toString() });
      process.stdout.write(`\n── ${suite.name}\n`);
      process.stdout.write(Buffer.concat(output));
      console.log(`── ${suite.name} ${passed ? 'passed' : 'FAILED'} in ${seconds} s`);
      resolve(passed);
    });
  });
}

async function runLane(lane) {
  for (const suite of lane) if (!(await runSuite(suite))) return;
  for (let next = later.shift(); next; next = later.shift()) if (!(await runSuite(next))) return;
}

const started = Date.now();
await Promise.all(lanes.map(runLane));
if (buildDir) removeBuild(buildDir);
await database.cleanUp();
printTable(Math.round((Date.now() - started) / 1000));
printFailures();
process.exit(failed ? 1 : 0);

function printTable(wall) {
  const width = Math.max(5, ...all.map((s) => s.name.length));
  const line = (suite, seconds, result) => `${suite.padEnd(width)}  ${String(seconds).padStart(7)}  ${result}`;
  console.log(`\n${line('suite', 'seconds', 'result')}`);
  for (const { name } of all) {
    const r = results.get(name);
    console.log(line(name, r?.seconds ?? '-', r?.result ?? 'not run'));
  }
  const on = process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite';
  console.log(line('wall', wall, `${Math.floor(wall / 60)} min ${wall % 60} s on ${on} (two lanes side by side)`));
}

/**
 * Each failed suite's failures repeated at the very end: a lane's output is printed whole when it ends, so a failure
 * in the API suite would otherwise sit above the other lane's output, out of sight of whoever reads only the end of
 * a CI log. Vitest's own summary of failures starts at its "Failed Tests" (or "Failed Suites", "Unhandled Errors")
 * rule; without one, the suite's last lines are shown.
 */
function printFailures() {
  const most = 150; // lines per suite
  for (const [name, { output }] of results) {
    if (!output) continue;
    const lines = stripVTControlCharacters(output).split('\n');
    const start = lines.findIndex((l) => /⎯ (Failed Tests|Failed Suites|Unhandled Errors?) \d*/.test(l));
    const shown = start >= 0 ? lines.slice(start, start + most) : lines.slice(-most);
    console.log(`\n── what failed in ${name} (repeated from its output above)\n${shown.join('\n')}`);
  }
}
