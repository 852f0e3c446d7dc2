// The operator's one-time set-up, at the server's console:
//   npm run setup:owner -- --email you@example.com [--name "Your Name"] [--password-stdin] [--url https://app.example.com]
//   npm run setup:support-admin -- --email help@example.com [--name "Sam Support"] [--password-stdin]
// Reads the same environment as the server (DATABASE_URL or DATA_DIR) and applies pending migrations first.
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config.ts';
import { applyMigrations } from '../src/db/migrate.ts';
import { openDatabaseFromConfig } from '../src/db/open.ts';
import { setUpOwner, setUpSupportAdmin } from '../src/domain/accounts/set-up-operator-accounts.ts';
import { AppError } from '../src/errors.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { email: { type: 'string' }, name: { type: 'string' }, 'password-stdin': { type: 'boolean' }, url: { type: 'string' } },
});
const what = positionals[0];
if (what !== 'owner' && what !== 'support-admin') {
  console.error('usage: setup-account.ts owner|support-admin --email <email> [--name <name>] [--password-stdin] [--url <app url>]');
  process.exit(2);
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

const config = loadConfig();
const database = await openDatabaseFromConfig(config);
try {
  await applyMigrations(database.adapter);
  const input = { email: values.email, name: values.name, password: values['password-stdin'] ? await readStdin() : undefined };
  if (what === 'owner') {
    const r = await setUpOwner(database, input);
    console.log(`${r.email} is the platform owner${r.created ? ' (a new account in its own "Spanner" organisation)' : ''}.`);
    const base = (values.url ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
    if (r.link) console.log(`One-time link to choose the password (valid 7 days, works once):\n  ${base}${r.link}`);
    else console.log('They sign in with their password.');
  } else {
    const r = await setUpSupportAdmin(database, input);
    console.log(`${r.email} is the support admin; they invite the rest of the support team from /support-admin.`);
    if (r.generatedPassword) console.log(`Password (shown once; keep it safe):\n  ${r.generatedPassword}`);
  }
} catch (e) {
  if (!(e instanceof AppError)) throw e;
  console.error(e.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
