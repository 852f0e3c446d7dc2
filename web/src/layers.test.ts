import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The layers of web/src, top first. A file imports its own layer and the layers below it, never one above, static or
// dynamic imports, tests included. A lower layer that needs something of a higher one exposes a hook or a store the
// higher one fills (lib/sign-in.ts's onSignIn); what two features share goes down to kit/ or lib/. Features import each
// other only through index.ts, and never in a circle: each feature folder counts as a folder of its own, every other
// layer as one. Imports are read with TypeScript's own scanner (`ts.preProcessFile`), so an import spelled inside a
// string or a comment is not one.

const LAYERS = ['app', 'public', 'features', 'offline', 'kit', 'lib', 'gql'] as const;
type Layer = (typeof LAYERS)[number];

/** Every folder and top-level file of web/src, and its layer. A path not here fails the test: place it. */
const PLACES: Record<string, Layer> = {
  // The main app: its entry, routes, Apollo client, portals, the service worker, its registration and update prompt.
  app: 'app',
  // The server render of the signed-in screens (another part of the app; it stays where it stands).
  ssr: 'app',
  // The public site: its own entry, rendered by the API.
  public: 'public',
  // The product's areas, each a folder.
  features: 'features',
  // The outbox (changes made with no signal) and the technician's copy of their days on the device.
  offline: 'offline',
  // Shared UI: the shell's pieces, pickers, technician dots, lists and entry forms.
  kit: 'kit',
  // Shared code with no UI of its own, and the web tests' setup and helpers.
  lib: 'lib',
  'test-setup.ts': 'lib',
  'test-utils.tsx': 'lib',
  'layers.test.ts': 'lib',
  // Generated from the API's schema (npm run codegen, api/scripts/print-schema.ts).
  gql: 'gql',
  'possible-types.ts': 'gql',
};

/** Imports from a lower layer to a higher one that stay, each with its reason (`from` a file, `to` a file or folder). */
const EXCEPTIONS: { from: string; to: string; why: string }[] = [];

interface Import {
  from: string;
  to: string;
}

const srcDir = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [path.relative(srcDir, full).split(path.sep).join('/')] : [];
  });
}

/** The relative imports of a file's text, static or dynamic, as written. */
function importsOf(text: string): string[] {
  return ts
    .preProcessFile(text, true, true)
    .importedFiles.map((f) => f.fileName)
    .filter((spec) => spec.startsWith('.'));
}

/** Every import between files of web/src (paths relative to it). */
function importGraph(): Import[] {
  const files = sourceFiles(srcDir);
  const known = new Set(files);
  const resolve = (from: string, spec: string) => {
    const base = path.posix.join(path.posix.dirname(from), spec);
    return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((f) => known.has(f)) ?? base;
  };
  return files.flatMap((from) =>
    importsOf(fs.readFileSync(path.join(srcDir, from), 'utf8')).map((spec) => ({ from, to: resolve(from, spec) })),
  );
}

/** The table's entry for a file: a top-level file's own, else its top folder's. */
function placeOf(file: string): string {
  return file.split('/')[0];
}

const layerOf = (file: string): Layer | undefined => PLACES[placeOf(file)];

/** The folder a file counts in for cycles: its feature's folder, else its layer. */
function folderOf(file: string): string {
  const [top, area] = file.split('/');
  return layerOf(file) === 'features' && area ? `features/${area}` : (layerOf(file) ?? top);
}

/** Imports that go from a lower layer up to a higher one. */
function upwardImports(imports: Import[]): Import[] {
  const rank = (file: string) => LAYERS.indexOf(layerOf(file)!);
  return imports.filter(({ from, to }) => layerOf(from) && layerOf(to) && rank(to) < rank(from));
}

/** Circles of folders that import each other (Tarjan's strongly connected components of the folder graph). */
function folderCycles(imports: Import[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of imports) {
    const [a, b] = [folderOf(from), folderOf(to)];
    if (a !== b) next.set(a, (next.get(a) ?? new Set()).add(b));
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    for (const w of next.get(v) ?? []) {
      if (!index.has(w)) visit(w);
      if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, low.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const cycle = stack.splice(stack.indexOf(v));
      if (cycle.length > 1) cycles.push(cycle.sort());
    }
  };
  for (const v of next.keys()) if (!index.has(v)) visit(v);
  return cycles;
}

/** Imports that reach past another feature's index.ts. */
function deepFeatureImports(imports: Import[]): Import[] {
  return imports.filter(({ from, to }) => {
    const [top, area, ...rest] = to.split('/');
    return (
      layerOf(to) === 'features' &&
      folderOf(from) !== folderOf(to) &&
      layerOf(from) === 'features' &&
      !(rest.length === 1 && /^index\.tsx?$/.test(rest[0])) &&
      !/test-fixtures\.tsx?$/.test(to) &&
      top !== undefined &&
      area !== undefined
    );
  });
}

const excepts = (e: (typeof EXCEPTIONS)[number], { from, to }: Import) => e.from === from && (to === e.to || to.startsWith(`${e.to}/`));
const isException = (i: Import) => EXCEPTIONS.some((e) => excepts(e, i));
const show = ({ from, to }: Import) => `${from} → ${to}`;

describe('layers of web/src', () => {
  const graph = importGraph();

  it('reads static, dynamic and type imports, not text that looks like one', () => {
    const text = [
      "import type { Viewer } from '../lib/viewer';",
      "export { JobHistory } from './JobHistory';",
      "const page = () => import('../features/jobs');",
      'const example = "import { x } from \'../not-an-import\'";',
      "import '@spanner/design-system';",
    ].join('\n');
    expect(importsOf(text)).toEqual(['../lib/viewer', './JobHistory', '../features/jobs']);
  });

  it('finds an import from a lower layer to a higher one, and a circle of folders', () => {
    const lib = { from: 'lib/http.ts', to: 'features/billing/index.ts' };
    const down = { from: 'features/billing/index.ts', to: 'lib/http.ts' };
    expect(upwardImports([lib, down])).toEqual([lib]);
    const circle = [
      { from: 'features/jobs/JobForm.tsx', to: 'features/customers/index.ts' },
      { from: 'features/customers/Profile.tsx', to: 'features/jobs/index.ts' },
    ];
    expect(folderCycles(circle)).toEqual([['features/customers', 'features/jobs']]);
    expect(folderCycles([circle[0], down])).toEqual([]);
  });

  it('places every folder and top-level file of web/src in the table', () => {
    const unplaced = fs.readdirSync(srcDir).filter((name) => !(name in PLACES));
    expect(unplaced).toEqual([]);
  });

  it('no import goes from a lower layer to a higher one, but the named exceptions', () => {
    expect(
      upwardImports(graph)
        .filter((i) => !isException(i))
        .map(show),
    ).toEqual([]);
  });

  it('keeps at most five exceptions, each still an import', () => {
    expect(EXCEPTIONS.length).toBeLessThanOrEqual(5);
    expect(EXCEPTIONS.filter((e) => !graph.some((i) => excepts(e, i)))).toEqual([]);
  });

  it('no folders import each other in a circle', () => {
    expect(folderCycles(graph.filter((i) => !isException(i)))).toEqual([]);
  });

  it('every feature imports other features only through their index.ts (tests may use their test fixtures)', () => {
    expect(deepFeatureImports(graph).map(show)).toEqual([]);
  });
});
