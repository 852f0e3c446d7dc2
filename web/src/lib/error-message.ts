import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { errorText } from './http';

/**
 * The text to show for a failed request (spec part 1 §8): the answer's error or message field, else
 * 'HTTP {status}'; a GraphQL error's message; a network error's own message; else the screen's fallback.
 */
export function messageOf(error: unknown, fallback: string): string {
  if (ServerError.is(error)) {
    let body: unknown = null;
    try {
      body = JSON.parse(error.bodyText);
    } catch {
      body = error.bodyText ? { error: error.bodyText } : null;
    }
    return errorText(error.statusCode, body);
  }
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message || fallback;
  return (error as Error | null)?.message || fallback;
}
