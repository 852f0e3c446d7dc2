// The memory group: what `npm start`'s server holds once it idles — the API bundle on plain Node with the server's
// flags, source maps on, the built web app served — on the bench's database, beside BENCH_BASELINE's server (an older
// commit, built the same way) in the same run. Each side builds its bundle in a process of its own, starts, answers
// a first visit (the app page, the health check), is left alone for BENCH_MEMORY_SETTLE_SECONDS (60: V8 gives back
// its young generation and shrinks the heap after some idle seconds) and is then read from /proc for 30 s: the median
// resident set (RSS), and the highest it reached since it started (VmHWM). Embedded, each side has its database of its
// own, migrated and seeded by a first start, and is measured on its second start, as a restarted server.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../server-flags.ts';
import { type Bench, baselineTree } from './harness.ts';

const REPOSITORY = fileURLToPath(new URL('../../..', import.meta.url));
const SETTLE_SECONDS = Number(process.env.BENCH_MEMORY_SETTLE_SECONDS ?? 60);
/** One reading a second: V8 gives memory back in steps some seconds apart, so one reading alone is luck. */
const SAMPLES = 30;

interface Side {
  name: string;
  tree: string;
}

/** The side's API bundle, built by its own build script in a process of its own (as `npm start` builds it). */
function buildBundle(tree: string): string {
  const outfile = path.join(tree, 'api', 'dist', `main-bench-memory-${process.pid}.mjs`);
  const script = `const m = await import(${JSON.stringify(path.join(tree, 'api', 'scripts', 'build.mjs'))}); await m.buildApi(${JSON.stringify(outfile)});`;
  execFileSync(process.execPath, ['--input-type=module', '-e', script], { stdio: 'inherit' });
  return outfile;
}

/** /proc figures of a process, MB. */
function residentMb(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(status.match(new RegExp(`^${field}:\\s+(\\d+)`, 'm'))?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** Starts the bundle as `npm start` runs it and resolves with its address once it says it serves. */
async function startServer(bundle: string, env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--enable-source-maps', bundle], {
    cwd: path.dirname(path.dirname(bundle)),
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout?.on('data', (chunk) => (out += chunk));
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`memory bench: the server exited with ${code} before serving:\n${out}`);
  });
  while (!/serving on (\S+)/.test(out)) await Promise.race([once(child.stdout as NodeJS.ReadableStream, 'data'), exited]);
  exited.catch(() => {});
  return { child, url: (out.match(/serving on (\S+)/) as RegExpMatchArray)[1] };
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

async function measureSide(bench: Bench, side: Side): Promise<{ rss: number; lowest: number; peak: number }> {
  const bundle = buildBundle(side.tree);
  const env: Record<string, string> = { WEB_DIST: path.join(REPOSITORY, 'web', 'dist') };
  let dataDir: string | undefined;
  if (bench.config.DATABASE_URL) env.DATABASE_URL = bench.config.DATABASE_URL;
  else {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spanner-bench-memory-'));
    env.DATA_DIR = dataDir;
    await stopServer((await startServer(bundle, env)).child); // migrates and seeds the demo business
  }
  const { child, url } = await startServer(bundle, env);
  try {
    for (const page of ['/', '/api/health']) await (await fetch(new URL(page, url))).arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, SETTLE_SECONDS * 1000));
    const samples: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      samples.push(residentMb(child.pid as number).rss);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    samples.sort((a, b) => a - b);
    return { rss: samples[SAMPLES >> 1], lowest: samples[0], peak: residentMb(child.pid as number).peak };
  } finally {
    await stopServer(child);
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(bundle, { force: true });
    fs.rmSync(`${bundle}.map`, { force: true });
  }
}

export async function benchMemory(bench: Bench): Promise<void> {
  const baseline = baselineTree(process.env.BENCH_BASELINE);
  const candidate = baselineTree(process.env.BENCH_CANDIDATE);
  const sides: Side[] = [
    ...(baseline ? [{ name: `baseline ${baseline.commit}`, tree: baseline.tree }] : []),
    candidate ? { name: `candidate ${candidate.commit}`, tree: candidate.tree } : { name: 'this checkout', tree: REPOSITORY },
  ];
  console.log(`\n## memory: idle server (${bench.kind}, ${SETTLE_SECONDS} s after a first visit)\n`);
  // One side after the other: two servers starting together would blur neither figure, but two seeds would crowd
  // the machine and two embedded databases would double the load.
  const results = [];
  for (const side of sides) results.push({ side, ...(await measureSide(bench, side)) });
  console.log('| server | idle RSS MB, median of 30 s | lowest | highest since start |');
  console.log('|---|---:|---:|---:|');
  for (const r of results) console.log(`| ${r.side.name} | ${Math.round(r.rss)} | ${Math.round(r.lowest)} | ${Math.round(r.peak)} |`);
  if (results.length === 2) console.log(`\nidle RSS new ÷ old: ${(results[1].rss / results[0].rss).toFixed(2)}`);
}
