import type { OperationVariables } from '@apollo/client';
import type { DocumentNode } from 'graphql';

/**
 * One query with its variables, as a key: the screens' first queries started by their routes (lib/screen-query.ts)
 * and the ones the server answered for its render (ssr/entry-server.tsx) are told apart by it.
 */
export const operationKey = (query: DocumentNode, variables: OperationVariables | undefined) =>
  `${query.definitions.map((d) => ('name' in d ? d.name?.value : '')).join(',')} ${JSON.stringify(variables ?? {})}`;
