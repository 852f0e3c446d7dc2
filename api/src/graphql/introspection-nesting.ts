import { type DocumentNode, type FragmentDefinitionNode, GraphQLError, Kind, type SelectionSetNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';

// Introspection is let through the depth limit (GraphiQL's standard query nests ofType about 14 levels deep, which
// costs nothing: each type has at most one ofType). What multiplies the work is a list inside a list — types →
// fields → type → fields … — so that is what is limited here: at most MAX_INTROSPECTION_LISTS lists inside one
// another, as in the standard query's types → fields → args.

/** The introspection fields that answer lists. */
const LISTS = new Set(['types', 'fields', 'inputFields', 'interfaces', 'possibleTypes', 'enumValues', 'args', 'directives']);
export const MAX_INTROSPECTION_LISTS = 3;

/** How many introspection lists the document nests inside one another, fragments followed (each once per context). */
export function introspectionListNesting(document: DocumentNode): number {
  const fragments = new Map(
    document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((f) => [f.name.value, f]),
  );
  // A fragment's nesting depends only on whether it is read inside introspection: remembered, so a document that
  // spreads fragments many times over costs one walk of each.
  const known = new Map<string, number>();
  const nesting = (set: SelectionSetNode | undefined, inside: boolean, path: Set<string>): number => {
    let deepest = 0;
    for (const selection of set?.selections ?? []) {
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        const introspecting = inside || name === '__schema' || name === '__type';
        const own = introspecting && LISTS.has(name) ? 1 : 0;
        deepest = Math.max(deepest, own + nesting(selection.selectionSet, introspecting, path));
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        deepest = Math.max(deepest, nesting(selection.selectionSet, inside, path));
      } else {
        const name = selection.name.value;
        const key = `${name} ${inside}`;
        if (path.has(name)) continue;
        if (!known.has(key)) known.set(key, nesting(fragments.get(name)?.selectionSet, inside, new Set(path).add(name)));
        deepest = Math.max(deepest, known.get(key) ?? 0);
      }
    }
    return deepest;
  };
  return Math.max(
    0,
    ...document.definitions.map((d) => (d.kind === Kind.OPERATION_DEFINITION ? nesting(d.selectionSet, false, new Set()) : 0)),
  );
}

/** Refuses, before execution, introspection that nests more lists than MAX_INTROSPECTION_LISTS. */
export const introspectionNestingLimit: Plugin = {
  onValidate:
    ({ params }) =>
    ({ setResult }) => {
      const lists = introspectionListNesting(params.documentAST);
      if (lists > MAX_INTROSPECTION_LISTS)
        setResult([
          new GraphQLError(
            `Introspection may nest at most ${MAX_INTROSPECTION_LISTS} lists (types → fields → args); this query nests ${lists}`,
            {
              extensions: { code: 'VALIDATION' },
            },
          ),
        ]);
    },
};
