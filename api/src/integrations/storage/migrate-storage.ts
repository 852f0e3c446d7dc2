import fs from 'node:fs';
import path from 'node:path';
import { localContentType } from './local-disk.ts';
import type { Storage } from './storage.ts';

export interface MigrationTally {
  files: number;
  copied: number;
  /** Already in the store with the same size (an earlier run got this far). */
  skipped: number;
  bytesCopied: number;
}

/** Every file under `dir`, as storage keys (forward slashes), in a stable order; half-written files are left out. */
async function* filesUnder(dir: string, prefix = ''): AsyncGenerator<string> {
  const entries = await fs.promises.readdir(path.join(dir, prefix), { withFileTypes: true }).catch(() => []);
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const key = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* filesUnder(dir, key);
    else if (entry.isFile() && !entry.name.endsWith('.partial')) yield key;
  }
}

/**
 * Copy the files of a local upload folder into a store under the same keys, one at a time and streamed. Resumable:
 * a file the store already holds with the same size is skipped, so a run cut short is simply run again.
 */
export async function migrateLocalFiles(dir: string, to: Storage, progress: (line: string) => void): Promise<MigrationTally> {
  const tally: MigrationTally = { files: 0, copied: 0, skipped: 0, bytesCopied: 0 };
  for await (const key of filesUnder(dir)) {
    const full = path.join(dir, key);
    const { size } = await fs.promises.stat(full);
    tally.files++;
    if ((await to.size(key)) === size) {
      tally.skipped++;
      progress(`skip ${key} (already there, ${size} bytes)`);
      continue;
    }
    await to.put(key, fs.createReadStream(full), localContentType(full));
    tally.copied++;
    tally.bytesCopied += size;
    progress(`copy ${key} (${size} bytes)`);
  }
  return tally;
}
