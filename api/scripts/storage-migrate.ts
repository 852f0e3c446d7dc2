// Copy the files of the local upload folder into the store STORAGE_URL names: `npm run storage:migrate`
// (`-- --from /old/data/uploads` for another folder than DATA_DIR/uploads). Resumable: run it again after a cut, and
// files already copied (same size) are skipped. Run it before switching the API processes to the store, and once
// more after, for anything uploaded in between.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config.ts';
import { migrateLocalFiles } from '../src/integrations/storage/migrate-storage.ts';
import { openStorage } from '../src/integrations/storage/storage-config.ts';

const config = loadConfig();
const { values } = parseArgs({ options: { from: { type: 'string', default: config.uploadDir } } });
const from = path.resolve(values.from as string);
if (config.storage.kind === 'local' && path.resolve(config.storage.dir) === from) {
  console.error(`STORAGE_URL names ${from} itself: set it to the store to copy into (s3://bucket?…).`);
  process.exit(1);
}
const store = openStorage(config.storage);
await store.check();
console.log(`Copying ${from} into ${store.describe}`);
let n = 0;
const tally = await migrateLocalFiles(from, store, (line) => console.log(`[${++n}] ${line}`));
console.log(
  `Done: ${tally.files} files, ${tally.copied} copied (${(tally.bytesCopied / 1024 / 1024).toFixed(1)} MB), ${tally.skipped} already there.`,
);
