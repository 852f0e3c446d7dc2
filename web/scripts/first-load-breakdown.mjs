// What each first load is made of: `npx vite build --manifest` in web/, then `node scripts/first-load-breakdown.mjs`
// [route]. For a route it follows the build manifest from index.html and the route's lazy chunks through their static
// imports (the files a cold visit loads: the same list and sizes first-load.bench.ts measures in the browser), then
// shares each file's gzipped size among the source files it came from, by bytes of the source map.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const signedIn = ['index.html', 'src/app/apollo-root.tsx', 'src/app/portals/main/MainPortal.tsx'];
/** Manifest keys a cold visit of the route starts from (router.tsx: the layout, the portal and the page). */
const ROUTES = {
  '/auth/login': ['index.html'],
  '/': [...signedIn, 'src/features/dashboard/DashboardPage.tsx'],
  '/schedule': [...signedIn, 'src/features/schedule/SchedulePage.tsx'],
  '/jobs': [...signedIn, 'src/features/jobs/JobsPage.tsx'],
};

const manifestFile = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestFile)) throw new Error('no build manifest: run `npx vite build --manifest` in web/ first');
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
const gzip = (text) => zlib.gzipSync(text, { level: 9 }).length;
const kb = (n) => (n / 1024).toFixed(1).padStart(6);

/** The files a route loads: its seeds' chunks and everything they import statically. */
function filesOf(seeds) {
  const files = new Set();
  const visit = (key) => {
    const entry = manifest[key];
    if (!entry) throw new Error(`not in the manifest: ${key}`);
    if (files.has(entry.file)) return;
    files.add(entry.file);
    for (const dep of entry.imports ?? []) visit(dep);
  };
  seeds.forEach(visit);
  return [...files];
}

const B64 = Object.fromEntries([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]));
/** The source index of each generated segment, with its start column, line by line (source map v3 mappings). */
function segments(mappings) {
  const lines = [];
  let source = 0;
  for (const line of mappings.split(';')) {
    let column = 0;
    const segs = [];
    for (const seg of line.split(',').filter(Boolean)) {
      const fields = [];
      let value = 0;
      let shift = 0;
      for (const c of seg) {
        const digit = B64[c];
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0];
      if (fields.length > 1) source += fields[1];
      segs.push({ column, source: fields.length > 1 ? source : -1 });
    }
    lines.push(segs);
  }
  return lines;
}

/** 'react-dom', 'react-aria/usePress.mjs', 'src/features/billing/UsageWidget.tsx': what a source file is counted as. */
function owner(source) {
  const s = source.replace(/^(\.\.\/)+/, '');
  const pkg = s.match(/node_modules\/((?:@[^/]+\/)?[^/]+)(?:\/(?:.*\/)?([^/]+))?$/);
  if (!pkg) return s;
  return /^(@?react-aria|@?react-stately|react-aria-components|@internationalized)/.test(pkg[1]) ? `${pkg[1]}/${pkg[2] ?? ''}` : pkg[1];
}

/** A file's gzipped size and its share per owner. */
function shares(file) {
  const code = fs.readFileSync(path.join(dist, file), 'utf8');
  const size = gzip(code);
  const mapFile = path.join(dist, `${file}.map`);
  if (!fs.existsSync(mapFile)) return { size, parts: new Map([[file, size]]) };
  const map = JSON.parse(fs.readFileSync(mapFile, 'utf8'));
  const text = code.split('\n');
  const bytes = new Map();
  for (const [line, segs] of segments(map.mappings).entries()) {
    for (const [i, seg] of segs.entries()) {
      const end = segs[i + 1]?.column ?? (text[line]?.length ?? 0) + 1;
      const key = seg.source < 0 ? '(chunk glue)' : owner(map.sources[seg.source]);
      bytes.set(key, (bytes.get(key) ?? 0) + end - seg.column);
    }
  }
  const total = [...bytes.values()].reduce((a, b) => a + b, 0) || 1;
  return { size, parts: new Map([...bytes].map(([k, v]) => [k, (v / total) * size])) };
}

for (const [route, seeds] of Object.entries(ROUTES)) {
  if (process.argv[2] && process.argv[2] !== route) continue;
  const files = filesOf(seeds).map((file) => ({ file, ...shares(file) }));
  const owners = new Map();
  for (const { parts } of files) for (const [k, v] of parts) owners.set(k, (owners.get(k) ?? 0) + v);
  console.log(`\n${route}: ${kb(files.reduce((n, f) => n + f.size, 0))} KB gzip in ${files.length} files`);
  for (const f of files.sort((a, b) => b.size - a.size)) console.log(`  ${kb(f.size)}  ${f.file}`);
  console.log('  by source:');
  for (const [k, v] of [...owners].sort((a, b) => b[1] - a[1])) if (v >= 256) console.log(`  ${kb(v)}  ${k}`);
}
