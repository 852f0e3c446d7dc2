import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The API's two read shapes and its views layer, held (docs/architecture.md, "Two read shapes"). Read from the
// source, as the scoping review is: a new read in a third shape, or a view that runs a domain operation, fails here.

const src = path.resolve(import.meta.dirname, '../src');
const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'generated' ? [] : sourceFiles(p);
    return /\.ts$/.test(e.name) && !/\.(test|d)\.ts$/.test(e.name) ? [p] : [];
  });
const parse = (file: string) => ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
const exported = (n: ts.Node) => ts.canHaveModifiers(n) && !!ts.getModifiers(n)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** A domain read: an exported function named get…, list…, read… or find…, with the return type it declares. */
interface Read {
  id: string;
  returns: ts.TypeNode | undefined;
}

function domainReads(): Read[] {
  return sourceFiles(path.join(src, 'domain')).flatMap((file) => {
    const reads: Read[] = [];
    const add = (name: string, returns: ts.TypeNode | undefined) => {
      if (/^(get|list|read|find)[A-Z]/.test(name)) reads.push({ id: `${path.relative(src, file)} ${name}`, returns });
    };
    for (const n of parse(file).statements) {
      if (!exported(n)) continue;
      if (ts.isFunctionDeclaration(n) && n.name) add(n.name.text, n.type);
      if (ts.isVariableStatement(n))
        for (const d of n.declarationList.declarations)
          if (ts.isIdentifier(d.name) && d.initializer && (ts.isArrowFunction(d.initializer) || ts.isFunctionExpression(d.initializer)))
            add(d.name.text, d.initializer.type);
    }
    return reads;
  });
}

/**
 * Why a read's declared type is neither shape, or null when it is one. Shape A names an `<X>Of<Q>` (the selection
 * inside it is the caller's); shape B names a declared type (an interface, or a type named after a fixed select).
 * Primitives, arrays, `Promise`, `| null` and generic wrappers of those are fine. Not fine: no declared type (what
 * the query happened to return), an object type written inline, a `typeof` / `ReturnType` of the implementation, a
 * Prisma payload spelt out at the function instead of named.
 */
function thirdShape(type: ts.TypeNode | undefined): string | null {
  if (!type) return 'no declared return type';
  let found: string | null = null;
  const visit = (n: ts.Node) => {
    if (found) return;
    if (ts.isTypeLiteralNode(n)) found = 'an object type written inline';
    else if (ts.isTypeQueryNode(n)) found = `a type read off the code (${n.getText()})`;
    else if (ts.isTypeReferenceNode(n)) {
      if (ts.isQualifiedName(n.typeName)) found = `${n.typeName.getText()} spelt out at the read (name it)`;
      else if (/Of$/.test(n.typeName.text)) return;
    }
    if (!found) ts.forEachChild(n, visit);
  };
  visit(type);
  return found;
}

describe('every domain read answers shape A (a selection passed through) or shape B (a declared projection)', () => {
  const reads = domainReads();
  const offending = reads.flatMap((r) => {
    const why = thirdShape(r.returns);
    return why ? [`${r.id}: ${why}`] : [];
  });

  it('finds the reads it holds', () => {
    expect(reads.map((r) => r.id)).toEqual(
      expect.arrayContaining(['domain/customers/get-customer.ts getCustomer', 'domain/blog/list-public-posts.ts listPublicPosts']),
    );
  });

  it('no read answers a third shape', () => {
    expect(offending).toEqual([]);
  });

  it('tells an ad-hoc answer from the two shapes', () => {
    const typeOf = (text: string) => {
      const sf = ts.createSourceFile('t.ts', `type T = ${text};`, ts.ScriptTarget.Latest, true);
      return (sf.statements[0] as ts.TypeAliasDeclaration).type;
    };
    expect(thirdShape(typeOf('Promise<CustomerOf<Q>[]>'))).toBeNull();
    expect(thirdShape(typeOf('Promise<JobOf<{ select: S }> | null>'))).toBeNull();
    expect(thirdShape(typeOf('Promise<Page<ServiceDueRow>>'))).toBeNull();
    expect(thirdShape(typeOf('Promise<number>'))).toBeNull();
    expect(thirdShape(undefined)).toBe('no declared return type');
    expect(thirdShape(typeOf('Promise<{ email: string; done: boolean }>'))).toBe('an object type written inline');
    expect(thirdShape(typeOf('Awaited<ReturnType<typeof listPosts>>'))).toMatch(/read off the code/);
    expect(thirdShape(typeOf('Promise<Prisma.JobGetPayload<Q>[]>'))).toMatch(/spelt out/);
  });
});

/**
 * What a view may take from the domain besides types: records' read selections and vocabularies, never an
 * operation (a view is a pure function of a record; the transports and the webhook payloads call the domain).
 */
const VIEW_VALUE_IMPORTS: Record<string, string> = {
  'domain/policy.ts': 'the one rights check: a view hides a field the caller may not see (bank details, confirmation links)',
  'domain/blog/post-html.ts': "a post's content as the HTML a visitor's page may show (sanitised): the public site and REST alike",
  'domain/jobs/entry-writer.ts': "the select of the API key that wrote an entry, in REST's default read of entries",
  'domain/jobs/photos.ts': "a photo's file address",
  'domain/sign-off/sign-off-query.ts': "a sign-off's report address",
  'domain/service/list-service-due.ts': 'the vocabulary of a booking confirmation',
  'domain/accounting/mappings.ts': "the vocabularies of the mappings' tracking source and contacts' owner",
};

describe('views: the JSON shapes below both transports', () => {
  const views = sourceFiles(path.join(src, 'views'));
  const valueImports = views.flatMap((file) =>
    parse(file).statements.flatMap((n) => {
      if (!ts.isImportDeclaration(n) || !ts.isStringLiteral(n.moduleSpecifier)) return [];
      const clause = n.importClause;
      const typeOnly =
        clause?.isTypeOnly ||
        (!clause?.name &&
          clause?.namedBindings &&
          ts.isNamedImports(clause.namedBindings) &&
          clause.namedBindings.elements.every((e) => e.isTypeOnly));
      const target = path.relative(src, path.resolve(path.dirname(file), n.moduleSpecifier.text));
      return typeOnly || target.startsWith('..') ? [] : [{ view: path.relative(src, file), target }];
    }),
  );

  it('exist, and REST keeps none of its own', () => {
    expect(views.length).toBeGreaterThan(10);
    expect(fs.readdirSync(path.join(src, 'rest')).filter((f) => f.endsWith('.views.ts'))).toEqual([]);
  });

  it('take from the domain only types and the reviewed selections and vocabularies', () => {
    const fromDomain = valueImports.filter((i) => i.target.startsWith('domain/'));
    expect(fromDomain.filter((i) => !(i.target in VIEW_VALUE_IMPORTS))).toEqual([]);
    expect(Object.keys(VIEW_VALUE_IMPORTS).filter((t) => !fromDomain.some((i) => i.target === t))).toEqual([]);
  });
});
