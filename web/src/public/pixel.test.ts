import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sentRequest } from '../lib/sent-request';
import { loadPixelWhenIdle, resetPixelForTests, trackPageEvent } from './pixel';

// The pixel loader with fake timers: nothing before the first interaction or the idle time-out (5 s with
// requestIdleCallback, 2 s without), nothing at all without a pixel id, and TikTok's script only ever async.

const pathOf = (input: RequestInfo) => (input instanceof Request ? new URL(input.url).pathname : input);
function serving(pixelId: string | null) {
  const fetch = vi.fn(async (input: RequestInfo, _init?: RequestInit) =>
    pathOf(input) === '/api/public/site-settings' ? Response.json({ tiktokPixelId: pixelId }) : Response.json({ success: true }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
const urls = (fetch: ReturnType<typeof serving>) => fetch.mock.calls.map(([input]) => pathOf(input));
const pixelScripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[src^="https://analytics.tiktok.com/"]')];

beforeEach(() => {
  vi.useFakeTimers();
  // jsdom has no requestIdleCallback: each test says whether the browser has one.
  vi.stubGlobal('requestIdleCallback', undefined);
});
afterEach(() => {
  resetPixelForTests();
  for (const script of pixelScripts()) script.remove();
});

describe('the advertising pixel', () => {
  it('without requestIdleCallback: waits 2 s, then, with no pixel id configured, loads nothing and sends nothing', async () => {
    const fetch = serving(null);
    loadPixelWhenIdle();
    trackPageEvent('ViewContent', { contentName: 'Landing' });
    await vi.advanceTimersByTimeAsync(1999);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(urls(fetch)).toEqual(['/api/public/site-settings']);
    await vi.advanceTimersByTimeAsync(10_000);
    trackPageEvent('ClickButton', { contentName: 'Start trial' });
    await vi.runAllTimersAsync();
    expect(urls(fetch)).toEqual(['/api/public/site-settings']);
    expect(pixelScripts()).toEqual([]);
    expect(window.ttq).toBeUndefined();
  });

  it('with requestIdleCallback: starts at the 5 s idle time-out at the latest, adds the script async and sends the events kept', async () => {
    const idle = vi.fn(
      (callback: () => void, options?: { timeout?: number }) => setTimeout(callback, options?.timeout) as unknown as number,
    );
    vi.stubGlobal('requestIdleCallback', idle);
    vi.stubGlobal('cancelIdleCallback', (id: number) => clearTimeout(id));
    const fetch = serving('C4TESTPIXEL123');
    loadPixelWhenIdle();
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 5000 });
    trackPageEvent('ViewContent', { contentId: 'pro', contentName: 'Pro', value: 49 });
    await vi.advanceTimersByTimeAsync(4999);
    expect(fetch).not.toHaveBeenCalled();
    expect(pixelScripts()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);

    const [script] = pixelScripts();
    expect(script.src).toBe('https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=C4TESTPIXEL123&lib=ttq');
    expect(script.async).toBe(true);
    expect(window.ttq?.slice(0, 2)).toEqual([
      ['page'],
      ['track', 'ViewContent', expect.objectContaining({ content_id: 'pro', value: 49, currency: 'AUD' })],
    ]);
    expect(urls(fetch)).toEqual(['/api/public/site-settings', '/api/tiktok/track']);
    const sent = (await sentRequest(...fetch.mock.calls[1])).body;
    expect(sent).toEqual({
      eventType: 'ViewContent',
      contentData: { contentId: 'pro', contentName: 'Pro', value: 49, currency: 'AUD' },
      pageUrl: location.href,
      referrer: document.referrer,
    });

    // Once on, an event is sent at once.
    trackPageEvent('ClickButton', { contentName: 'Start trial' });
    expect(urls(fetch)).toHaveLength(3);
  });

  it('starts on the first interaction, once, and not again when the timer would have fired', async () => {
    const fetch = serving('C4TESTPIXEL123');
    loadPixelWhenIdle();
    loadPixelWhenIdle();
    await vi.advanceTimersByTimeAsync(500);
    expect(fetch).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('keydown'));
    await vi.advanceTimersByTimeAsync(0);
    expect(urls(fetch)).toEqual(['/api/public/site-settings']);
    window.dispatchEvent(new Event('pointerdown'));
    await vi.runAllTimersAsync();
    expect(urls(fetch)).toEqual(['/api/public/site-settings']);
    expect(pixelScripts()).toHaveLength(1);
  });

  it('swallows every failure, and sends nothing from a page that never armed it', async () => {
    trackPageEvent('ViewContent');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    loadPixelWhenIdle();
    await vi.runAllTimersAsync();
    expect(pixelScripts()).toEqual([]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
