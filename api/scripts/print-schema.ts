// Print the GraphQL schema from the Pothos code into schema.graphql (checked in; CI fails when it drifts).
// `--check` exits 1 when the file is stale instead of writing it.
import fs from 'node:fs';
import path from 'node:path';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { repoRoot } from '../src/config.ts';
import { schema } from '../src/graphql/schema.ts';

const file = path.join(repoRoot, 'schema.graphql');
const printed = `${printSchema(lexicographicSortSchema(schema))}\n`;
if (process.argv.includes('--check')) {
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  if (current !== printed) {
    console.error('schema.graphql is stale: run `npm run print-schema` and commit it.');
    process.exit(1);
  }
  console.log('schema.graphql is up to date');
} else {
  fs.writeFileSync(file, printed);
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}
