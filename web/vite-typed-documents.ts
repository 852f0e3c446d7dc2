import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * graphql-codegen's client preset resolves `graphql(\`…\`)` at run time through one map of every document in the
 * app (web/src/gql/gql.ts), so any screen that calls it ships all of them, and even importing the typed documents
 * from web/src/gql/graphql.ts bundles them together. This plugin replaces each call, at build time, with that
 * operation's own parsed document (copied from the generated graphql.ts), so each lazy chunk carries only its own.
 * Types are unchanged: the type checker still reads the generated files.
 */
export function typedDocuments(): Plugin {
  const generated = path.resolve(import.meta.dirname, 'src/gql/graphql.ts');
  let cache: { mtime: number; docs: Map<string, string> } | undefined;

  function documents(): Map<string, string> {
    const mtime = fs.statSync(generated).mtimeMs;
    if (cache?.mtime !== mtime) {
      const docs = new Map<string, string>();
      for (const m of fs
        .readFileSync(generated, 'utf8')
        .matchAll(/^export const (\w+(?:Document|FragmentDoc)) = (\{.*\}) as unknown as DocumentNode/gm)) {
        docs.set(m[1], m[2]);
      }
      cache = { mtime, docs };
    }
    return cache.docs;
  }

  const importRe = /import\s*\{\s*graphql\s*\}\s*from\s*'(?:\.\.?\/)+gql';?\n/;
  const callRe = /graphql\(\s*`([\s\S]*?)`\s*\)/g;

  return {
    name: 'spanner-typed-documents',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/web\/src\//.test(id) || /\/web\/src\/gql\//.test(id) || !/\.tsx?$/.test(id) || !importRe.test(code)) return null;
      const docs = documents();
      let missing = false;
      const rewritten = code.replace(callRe, (call, body: string) => {
        const def = body.match(/\b(query|mutation|subscription|fragment)\s+(\w+)/);
        const doc = def && docs.get(def[1] === 'fragment' ? `${def[2]}FragmentDoc` : `${def[2]}Document`);
        if (!doc) missing = true;
        return doc ?? call;
      });
      // A document codegen has not seen yet keeps the run-time lookup (dev before `npm run codegen`).
      return { code: missing ? rewritten : rewritten.replace(importRe, ''), map: null };
    },
  };
}
