import { defineConfig } from 'vitest/config';
import type { BaseSequencer, TestSpecification } from 'vitest/node';
// @ts-expect-error plain ESM script without types
import { longestFirst } from '../scripts/longest-first.mjs';
import { e2eWorkers } from './e2e/workers.ts';

/**
 * The longest files, longest first as `--reporter=json` timed them (2026-11-27), start first, so neither worker is left
 * with one of them at the end (see scripts/longest-first.mjs).
 */
const LONGEST = [
  'screens-phone.e2e.test.ts',
  'offline-work.e2e.test.ts',
  'accessibility-support.e2e.test.ts',
  'jobs.e2e.test.ts',
  'schedule.e2e.test.ts',
  'shell.e2e.test.ts',
  'offline-edits.e2e.test.ts',
  'quotes-invoices.e2e.test.ts',
  'public-site.e2e.test.ts',
  'equipment.e2e.test.ts',
  'screens-desktop.e2e.test.ts',
  'messaging.e2e.test.ts',
];

/**
 * Files that change the demo data others read run after every other file: a worker's database is shared by the files
 * it runs one after another. owner-organisations extends Bayside Plumbing's ended trial, which billing reads as ended;
 * getting-paid connects Coolair's payout account, after which its invoice emails and quote pages offer paying online.
 * A sequencer is the root config's only (Vitest ignores one given to a project), so it is set below, beside
 * `projects`, and orders the files of every project; `groupOrder` still runs the assistant's after the rest.
 */
const LAST = ['owner-organisations.e2e.test.ts', 'getting-paid.e2e.test.ts'];
const LongestFirst: typeof BaseSequencer = longestFirst(LONGEST);
class DemoDataLast extends LongestFirst {
  async sort(files: TestSpecification[]) {
    if (shuffleSeed) console.log(`browser files in the order of E2E_SHUFFLE=${shuffleSeed}`);
    const sorted = shuffleSeed ? shuffled(files, shuffleSeed) : await super.sort(files);
    const last = (f: TestSpecification) => LAST.some((name) => f.moduleId.endsWith(`/${name}`));
    return [...sorted.filter((f) => !last(f)), ...sorted.filter(last)];
  }
}

/**
 * `E2E_SHUFFLE=<seed>` runs the files in an order drawn from the seed (the demo-data files still last), to find a
 * file that passes only after or before another: each worker's database is shared by the files it runs in turn.
 */
const shuffleSeed = Number(process.env.E2E_SHUFFLE) || 0;
function shuffled<T>(items: T[], seed: number): T[] {
  const out = [...items];
  let state = seed >>> 0;
  const random = () => {
    state = (state * 1664525 + 1013904223) >>> 0; // a linear congruential generator: enough to reorder files
    return state / 2 ** 32;
  };
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * The assistant's files run last, by themselves: the assistant answers with a model or without one per server
 * process, and these files pick the server they need (global-setup.ts: the last server has a local model) rather than
 * their worker's own, so no other file may be using those servers meanwhile.
 */
const ASSISTANT = ['e2e/assistant*.e2e.test.ts'];

const shared = {
  testTimeout: 60_000,
  // expect.poll: vitest's default of 1 s is too short on a busy machine; locators wait up to 30 s.
  expect: { poll: { timeout: 15_000 } },
  hookTimeout: 180_000,
  pool: 'forks',
  // A worker keeps its process and loaded modules (Vitest, playwright-core, the helpers) for every file it runs,
  // instead of a new process per file: files hold nothing in shared modules but their open pages, which on-failure.ts
  // forgets before each test.
  isolate: false,
  setupFiles: 'e2e/on-failure.ts',
  maxWorkers: e2eWorkers(),
  fileParallelism: e2eWorkers() > 1,
} as const;

// The browser end-to-end suite: Playwright (playwright-core) drives Debian's Chromium against the built web app
// served by the real API on fresh embedded databases (see e2e/global-setup.ts, run once for both groups). Files run
// on `e2eWorkers()` workers side by side, each against its own server, so no file sees another's changes while it
// runs; then the assistant's files.
export default defineConfig({
  test: {
    ...shared,
    globalSetup: ['e2e/global-setup.ts'],
    sequence: { sequencer: DemoDataLast },
    projects: [
      {
        test: {
          ...shared,
          name: 'browser',
          include: ['e2e/**/*.e2e.test.ts'],
          exclude: ASSISTANT,
          sequence: { groupOrder: 0 },
        },
      },
      { test: { ...shared, name: 'assistant', include: ASSISTANT, sequence: { groupOrder: 1 } } },
    ],
  },
});
