import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Features do not reach into each other's internals: features/x imports features/y only through
// features/y/index.ts, the list of what y offers. Tests may still use another feature's test fixtures.
// The layers under the features (lib, kit) import no feature at all, tests included: what a feature and a layer
// both need lives in the layer.

const srcDir = import.meta.dirname;
const featuresDir = path.join(srcDir, 'features');
const LOWER_LAYERS = ['lib', 'kit'];

/** Files whose cross-feature imports move with the jobs detail pages' split into sections (webkit-jobs). */
const PENDING = new Set<string>([]);

function sourceFiles(dir: string, { withTests = false } = {}): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full, { withTests });
    return /\.tsx?$/.test(entry.name) && (withTests || !/\.test\.tsx?$/.test(entry.name)) ? [full] : [];
  });
}

/** Imports, at any depth, that reach past another feature's index.ts (`file` is relative to features/). */
function deepImports(file: string, text: string): string[] {
  const own = file.split('/')[0];
  return [...text.matchAll(/from '(\.\.?\/[^']+)'/g)]
    .filter(([, spec]) => {
      const target = path.posix.join(path.posix.dirname(file), spec).split('/');
      return !target[0].startsWith('..') && target[0] !== own && target.length > 1;
    })
    .map(([whole]) => whole);
}

/** Imports, static or dynamic, that reach into features/ (`file` is relative to src/). */
function featureImports(file: string, text: string): string[] {
  return [...text.matchAll(/(?:from |import\()'(\.\.?\/[^']+)'/g)]
    .filter(([, spec]) => path.posix.join(path.posix.dirname(file), spec).split('/')[0] === 'features')
    .map(([whole]) => whole);
}

describe('feature boundaries', () => {
  it('finds an import past another feature’s index.ts', () => {
    expect(deepImports('jobs/JobForm.tsx', "import { CustomerPicker } from '../customers/CustomerPicker';")).toEqual([
      "from '../customers/CustomerPicker'",
    ]);
    expect(deepImports('jobs/JobForm.tsx', "import { CustomerPicker } from '../customers';")).toEqual([]);
    expect(deepImports('jobs/detail/JobHeaderSection.tsx', "import { useViewer } from '../../auth/viewer';")).toEqual([
      "from '../../auth/viewer'",
    ]);
    expect(deepImports('jobs/detail/JobHeaderSection.tsx', "import { whenText } from '../format';")).toEqual([]);
  });

  it('every feature imports other features only through their index.ts', () => {
    const offenders = sourceFiles(featuresDir).flatMap((full) => {
      const file = path.relative(featuresDir, full).split(path.sep).join('/');
      if (PENDING.has(file)) return [];
      return deepImports(file, fs.readFileSync(full, 'utf8')).map((spec) => `${file}: ${spec}`);
    });
    expect(offenders).toEqual([]);
  });

  it('finds an import from a lower layer into a feature', () => {
    expect(featureImports('lib/http.ts', "import { subscriptionPrompt } from '../features/billing';")).toEqual([
      "from '../features/billing'",
    ]);
    expect(featureImports('kit/list/PagedList.tsx', "const page = import('../../features/jobs/JobsPage');")).toEqual([
      "import('../../features/jobs/JobsPage'",
    ]);
    expect(featureImports('lib/http.ts', "import { subscriptionPrompt } from './subscription-prompt-store';")).toEqual([]);
    expect(featureImports('lib/nav.ts', "import { features } from '../features.boundaries';")).toEqual([]);
  });

  it('lib and kit import no feature', () => {
    const offenders = LOWER_LAYERS.flatMap((layer) =>
      sourceFiles(path.join(srcDir, layer), { withTests: true }).flatMap((full) => {
        const file = path.relative(srcDir, full).split(path.sep).join('/');
        return featureImports(file, fs.readFileSync(full, 'utf8')).map((spec) => `${file}: ${spec}`);
      }),
    );
    expect(offenders).toEqual([]);
  });
});
