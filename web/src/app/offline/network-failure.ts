import { CombinedGraphQLErrors } from '@apollo/client';

/**
 * Whether a failed read failed for want of a network (no answer at all), rather than with the server's answer:
 * only then does the app show what is saved on the device. A request that got an HTTP status or a GraphQL error
 * reached the server.
 */
export function isNetworkFailure(error: unknown): boolean {
  if (!error) return false;
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  if (CombinedGraphQLErrors.is(error)) return false;
  return typeof (error as { status?: unknown }).status !== 'number';
}
