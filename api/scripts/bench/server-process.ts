// One API process of `npm run bench`'s scale-out group (bench/scale-out.ts), forked by the harness: the server as
// production runs it (its own process, its own pool), on the bench's database. It sends its address once it listens
// and stops, draining, when told to (or when its parent goes away).
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabaseFromConfig } from '../../src/db/open.ts';

const config = loadConfig();
const database = await openDatabaseFromConfig(config);
const server = await buildApp(config, database);
const url = await server.start(0, '127.0.0.1');
process.send?.({ url });

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await server.stop();
  await database.close();
  process.exit(0);
}
process.on('message', (m) => {
  if (m === 'stop') void stop();
});
process.on('disconnect', () => void stop());
