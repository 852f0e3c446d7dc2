import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// No SQL text put together from strings in api/src: a statement is Kysely's builder (db/sql.ts) or a tagged template
// (Kysely's `sql`, Prisma's `$queryRaw`), whose values are bound parameters. Read from the syntax tree of every
// source file, so a comment or a message that mentions SQL is not a finding.

const src = path.resolve(import.meta.dirname, '../src');
const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'generated' ? [] : sourceFiles(p);
    return /\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name) ? [p] : [];
  });

/** Text that reads as SQL: a statement's or a clause's keyword, or a numbered parameter with its cast. */
const SQL = /\b(SELECT|INSERT INTO|UPDATE|DELETE FROM|WHERE|JOIN|ORDER BY|GROUP BY|LIMIT)\b|\$\d+::/;
const textOf = (node: ts.Node) => (ts.isStringLiteralLike(node) || ts.isTemplateLiteral(node) ? node.getText() : '');

/** Where a file builds SQL text from strings: an untagged template, a `+`, a replace, or text handed to a raw escape. */
function builtSql(file: string, text: string): string[] {
  const found: string[] = [];
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const at = (node: ts.Node, what: string) =>
    found.push(`${what} at line ${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`);
  const visit = (node: ts.Node) => {
    if (ts.isTemplateExpression(node) && !ts.isTaggedTemplateExpression(node.parent) && SQL.test(node.getText()))
      at(node, 'SQL in an untagged template');
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.PlusToken &&
      [node.left, node.right].some((s) => SQL.test(textOf(s)))
    )
      at(node, 'SQL joined with +');
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const name = node.expression.name.text;
      const receiver = node.expression.expression.getText();
      if (/^replace(All)?$/.test(name) && (/sql$/i.test(receiver) || node.arguments.some((a) => SQL.test(textOf(a)))))
        at(node, 'SQL changed by replace');
      if (name === 'join' && node.arguments.some((a) => SQL.test(textOf(a)))) at(node, 'SQL joined from a list');
      if ((receiver === 'Prisma' || receiver === 'sql') && name === 'raw') at(node, `${receiver}.raw`);
      if (/^\$(query|execute)RawUnsafe$/.test(name)) at(node, name);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Files that still build statement text, each with why; the list only shrinks. */
const NOT_YET: Record<string, string> = {
  'db/scoped.ts': "tenantRows: runs job-rows' statement text, bound to the caller's organisation as $1",
  'db/sql.ts': "Kysely's compiled statements, run by the Prisma client given ($queryRawUnsafe with the compiled parameters)",
  'domain/jobs/job-rows.ts': 'compiles any job selection GraphQL passes through into one statement (its shape is the selection)',
  'domain/jobs/list-jobs.ts': "picks the jobs list's page inside job-rows' statement",
  'domain/webhooks/queue-webhook-events.ts':
    "the subscribed-endpoint rule as text for job-rows' statement, beside its Prisma filter (one rule, one home)",
  'jobs/sql-executor.ts': "passes pg-boss's own statement text (the library's SQL, values bound) to the caller's transaction",
  'domain/jobs/job-query.ts': "jobScopeSql: the technician's scope as text for list-jobs (jobScopeWhere is the typed one)",
};

describe('SQL is never text put together from strings', () => {
  it('finds a statement built by a template, +, replace, a join or a raw escape', () => {
    const findings = builtSql(
      'example.ts',
      [
        // biome-ignore lint/suspicious/noTemplateCurlyInString: source text for the scan
        'const a = `SELECT * FROM "Job" WHERE id = ${id}`;',
        "const b = 'SELECT 1 ' + rest;",
        "const c = sql.replaceAll('$2::text[]', '$3');",
        "const d = parts.join(' AND ') + ' ORDER BY x';",
        'const e = Prisma.raw(direction);',
        'const f = db.$queryRawUnsafe(text, 1);',
        // biome-ignore lint/suspicious/noTemplateCurlyInString: source text for the scan
        'const g = sql`SELECT ${x}`; const h = `Job ${id} not found`; const i = name.replace(/-/g, " ");',
      ].join('\n'),
    );
    expect(findings).toEqual([
      'SQL in an untagged template at line 1',
      'SQL joined with + at line 2',
      'SQL changed by replace at line 3',
      'SQL joined with + at line 4',
      'Prisma.raw at line 5',
      '$queryRawUnsafe at line 6',
    ]);
  });

  it('holds in api/src, but for the files listed with their reason', () => {
    const offenders = sourceFiles(src)
      .filter((f) => builtSql(f, fs.readFileSync(f, 'utf8')).length > 0)
      .map((f) => path.relative(src, f))
      .sort();
    expect(offenders).toEqual(Object.keys(NOT_YET).sort());
  });
});
