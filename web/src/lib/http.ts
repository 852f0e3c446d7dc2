import { identityHeaders } from './identity';
import { promptFrom402 } from './subscription-errors';
import { subscriptionPrompt } from './subscription-prompt-store';

// The request behaviour of spec part 1 §7-8, shared by REST calls (lib/rest.ts) and the GraphQL link: credentials, identity
// headers, a 30-second timeout, readable errors, and 402 routed to the subscription modals.

export const REQUEST_TIMEOUT_MS = 30_000;

/** Sent on every call; the API's cross-site request check (api/src/http/cross-origin.ts) requires it on writes. */
export const CSRF_HEADER = 'x-spanner-csrf';

export class RequestError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** fetch with the product's behaviour; resolves to the Response for any HTTP status. Takes a Request (lib/rest.ts's). */
export async function appFetch(input: RequestInfo | URL, init: RequestInit = {}, timeoutMs = REQUEST_TIMEOUT_MS): Promise<Response> {
  const request = input instanceof Request ? input : null;
  const callerSignal = init.signal ?? request?.signal;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  callerSignal?.addEventListener('abort', () => controller.abort());
  try {
    const headers = new Headers(init.headers ?? request?.headers);
    // The API refuses a write that another site's page could have sent (a form post): this header proves it is ours.
    headers.set(CSRF_HEADER, '1');
    for (const [k, v] of Object.entries(identityHeaders())) if (!headers.has(k)) headers.set(k, v);
    const response = await fetch(input, { ...init, headers, credentials: 'include', signal: controller.signal });
    if (response.status === 402) {
      const prompt = promptFrom402(await response.clone().text());
      if (prompt) subscriptionPrompt.set(prompt);
    }
    return response;
  } catch (err) {
    if (controller.signal.aborted && !callerSignal?.aborted) throw new RequestError('Request timed out');
    throw new RequestError((err as Error)?.message || 'Network error');
  } finally {
    clearTimeout(timer);
  }
}

/** The message to show for a failed answer: its error or message field, else 'HTTP {status}'. */
export function errorText(status: number, body: unknown): string {
  const b = body as { error?: unknown; message?: unknown } | null;
  if (b && typeof b.error === 'string' && b.error) return b.error;
  if (b && typeof b.message === 'string' && b.message) return b.message;
  return `HTTP ${status}`;
}
