import { afterEach, describe, expect, it, vi } from 'vitest';
import { appFetch, CSRF_HEADER, errorText } from './http';
import { rememberIdentity } from './identity';
import { answerOf, rest } from './rest';
import { sentRequest } from './sent-request';
import { subscriptionPrompt } from './subscription-prompt-store';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  subscriptionPrompt.set(null);
});

describe('request behaviour', () => {
  it('times out after 30 s with "Request timed out"', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      (_: unknown, init: RequestInit) =>
        new Promise((_r, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    const pending = appFetch('/api/me');
    const assertion = expect(pending).rejects.toThrow('Request timed out');
    await vi.advanceTimersByTimeAsync(30_000);
    await assertion;
  });

  it('reports a network failure with its message, or "Network error"', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(appFetch('/api/me')).rejects.toThrow('Failed to fetch');
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('')));
    await expect(appFetch('/api/me')).rejects.toThrow('Network error');
  });

  it('sends credentials and the identity headers', async () => {
    rememberIdentity({ id: 'u1', orgId: 'o1' });
    const fetch = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetch);
    await appFetch('/api/me');
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.credentials).toBe('include');
    expect(new Headers(init.headers).get('x-user-id')).toBe('u1');
    expect(new Headers(init.headers).get('x-org-id')).toBe('o1');
  });

  it('sends the CSRF header on every call, uploads and bodiless posts included (the API refuses writes without it)', async () => {
    const fetch = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetch);
    await appFetch('/api/auth/logout', { method: 'POST' });
    await appFetch('/api/customers/import-csv', { method: 'POST', body: new FormData() });
    for (const [, init] of fetch.mock.calls as unknown as [string, RequestInit][]) {
      expect(new Headers(init.headers).get(CSRF_HEADER)).toBe('1');
    }
  });

  it('sends a typed REST call with its JSON body, the CSRF and identity headers and credentials', async () => {
    rememberIdentity({ id: 'u1', orgId: 'o1' });
    const fetch = vi.fn(async (_input: RequestInfo, _init?: RequestInit) => Response.json({ url: 'https://checkout.example/1' }));
    vi.stubGlobal('fetch', fetch);
    const answer = await answerOf(rest.POST('/api/subscriptions/create-checkout', { body: { planId: 'pro' } }));
    expect(answer).toEqual({ url: 'https://checkout.example/1' });
    const sent = await sentRequest(...fetch.mock.calls[0]);
    expect(sent).toMatchObject({ path: '/api/subscriptions/create-checkout', method: 'POST', body: { planId: 'pro' } });
    expect(sent.headers.get(CSRF_HEADER)).toBe('1');
    expect(sent.headers.get('x-user-id')).toBe('u1');
    expect(sent.headers.get('content-type')).toBe('application/json');
    expect(fetch.mock.calls[0][1]?.credentials).toBe('include');
  });

  it('takes the error text from error, then message, then HTTP status', async () => {
    expect(errorText(400, { error: 'Company name is required' })).toBe('Company name is required');
    expect(errorText(400, { message: 'Bad thing' })).toBe('Bad thing');
    expect(errorText(503, null)).toBe('HTTP 503');
    vi.stubGlobal('fetch', async () => new Response('{"error":"Customer not found"}', { status: 404 }));
    await expect(answerOf(rest.GET('/api/customers/{id}', { params: { path: { id: 'x' } } }))).rejects.toMatchObject({
      message: 'Customer not found',
      status: 404,
    });
  });

  it('opens the subscription modal on a 402', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ error: 'x', code: 'SUBSCRIPTION_REQUIRED' }), { status: 402 }));
    await expect(answerOf(rest.POST('/api/subscriptions/cancel'))).rejects.toMatchObject({ status: 402 });
    expect(subscriptionPrompt.get()).toMatchObject({ title: 'Premium Feature' });
  });
});
