// The order a suite's files start in. Workers take the next file as they finish one, so a long file started last
// keeps one worker busy while the others have nothing left: the API suite's parity-writes (about 33 s, started last
// because Vitest orders files it has no timings for by size, and its file is 7 lines) and the browser suite's two
// screen sweeps (about a minute each, started in the last minute) ended their runs alone. Started first, they run
// beside the short files.
import { BaseSequencer } from 'vitest/node';

/**
 * A sequencer that starts the files named in `longest` (the end of each file's path, longest first) before every
 * other file of their group (`sequence.groupOrder`), the rest in Vitest's own order. The list is written down rather
 * than read from Vitest's cache of timings, which a fresh clone (CI) does not have.
 */
export function longestFirst(longest) {
  return class LongestFirst extends BaseSequencer {
    async sort(files) {
      const sorted = await super.sort(files);
      const rank = (file) => {
        const at = longest.findIndex((name) => file.moduleId.endsWith(`/${name}`));
        return at < 0 ? longest.length : at;
      };
      // Vitest runs groups in their order and a group's projects one after another: both kept.
      const group = (file) => file.project.config.sequence.groupOrder;
      const project = (file) => file.project.name;
      return sorted
        .map((file, at) => ({ file, at }))
        .sort(
          (a, b) =>
            group(a.file) - group(b.file) || project(a.file).localeCompare(project(b.file)) || rank(a.file) - rank(b.file) || a.at - b.at,
        )
        .map(({ file }) => file);
    }
  };
}

/** Whether this run asked Vitest to shuffle the files (`--sequence.shuffle`): then Vitest's own order is drawn. */
export const shufflingFiles = () => process.argv.some((arg) => arg.startsWith('--sequence.shuffle'));
