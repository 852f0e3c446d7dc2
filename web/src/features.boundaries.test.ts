import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Features do not reach into each other's internals: features/x imports features/y only through
// features/y/index.ts, the list of what y offers. Tests may still use another feature's test fixtures.

const featuresDir = path.join(import.meta.dirname, 'features');

/** Files whose cross-feature imports move with the jobs detail pages' split into sections (webkit-jobs). */
const PENDING = new Set(['jobs/JobDetailPage.tsx', 'jobs/CompletedJobPage.tsx', 'jobs/jobs.css.ts']);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** `from '../y/file'` inside features/x, y ≠ x: an import past y's index.ts. */
export function deepImports(file: string, text: string): string[] {
  const own = file.split('/')[0];
  return [...text.matchAll(/from '\.\.\/([\w-]+)\/([^']+)'/g)].filter(([, feature]) => feature !== own).map(([spec]) => spec);
}

describe('feature boundaries', () => {
  it('finds an import past another feature’s index.ts', () => {
    expect(deepImports('jobs/JobForm.tsx', "import { CustomerPicker } from '../customers/CustomerPicker';")).toEqual([
      "from '../customers/CustomerPicker'",
    ]);
    expect(deepImports('jobs/JobForm.tsx', "import { CustomerPicker } from '../customers';")).toEqual([]);
  });

  it('every feature imports other features only through their index.ts', () => {
    const offenders = sourceFiles(featuresDir).flatMap((full) => {
      const file = path.relative(featuresDir, full).split(path.sep).join('/');
      if (PENDING.has(file)) return [];
      return deepImports(file, fs.readFileSync(full, 'utf8')).map((spec) => `${file}: ${spec}`);
    });
    expect(offenders).toEqual([]);
  });
});
