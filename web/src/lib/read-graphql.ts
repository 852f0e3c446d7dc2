import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { type OperationDefinitionNode, print } from 'graphql';
import { appFetch, RequestError } from './http';

/**
 * One GraphQL query over HTTP, outside Apollo: for a background read whose answer goes somewhere else than a screen
 * (the device's copy, into IndexedDB). Apollo's pipeline (its document transforms, the result's processing) made the
 * device copy's first read one long task just after a screen had hydrated; this is one print and one fetch, with the
 * request behaviour of every other call (appFetch). Any error in the answer fails the read.
 */
export async function readGraphQL<TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<TData> {
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition');
  const response = await appFetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ operationName: operation?.name?.value, query: print(document), variables }),
  });
  const answer = (await response.json().catch(() => null)) as { data?: TData | null; errors?: { message: string }[] } | null;
  const error = answer?.errors?.[0]?.message;
  if (!response.ok || error || !answer?.data) throw new RequestError(error ?? `HTTP ${response.status}`, response.status);
  return answer.data;
}
