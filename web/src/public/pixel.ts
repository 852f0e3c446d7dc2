import { type PageEvent, PIXEL_FALLBACK_MS, PIXEL_IDLE_TIMEOUT_MS, TRACKING_CURRENCY } from '@rules/tracking';
import { publicRest } from './public-api';

// The advertising pixel of the public pages (spec part 2 §9): nothing happens while the page loads. On the visitor's
// first interaction, or once the browser is idle (requestIdleCallback, at most 5 s; a plain 2 s timer where the
// browser has no idle callback), the pages read whether a pixel id is configured (GET /api/public/site-settings).
// Only then is TikTok's script added — async, so it never blocks the page — and only then are events sent, to the
// pixel and to Spanner (POST /api/tiktok/track). Without a pixel id nothing is loaded and nothing is sent. Every
// failure is swallowed: the visitor never sees one.

export interface PixelContent {
  contentId?: string;
  contentType?: string;
  contentName?: string;
  contentCategory?: string;
  /** AUD unless `currency` says otherwise. */
  value?: number;
  currency?: string;
}

interface TrackedEvent {
  eventType: PageEvent;
  contentData: PixelContent;
}

type Ttq = unknown[] & {
  methods: string[];
  load: (id: string) => void;
  page: () => void;
  track: (event: string, properties?: Record<string, unknown>) => void;
  _i?: Record<string, unknown>;
  _t?: Record<string, number>;
  _o?: Record<string, unknown>;
};

declare global {
  interface Window {
    ttq?: Ttq;
    TiktokAnalyticsObject?: string;
  }
}

const PIXEL_SCRIPT = 'https://analytics.tiktok.com/i18n/pixel/events.js';
/** The calls TikTok's snippet queues until its script has loaded. */
const TTQ_METHODS = [
  'page',
  'track',
  'identify',
  'instances',
  'debug',
  'on',
  'off',
  'once',
  'ready',
  'alias',
  'group',
  'enableCookie',
  'disableCookie',
];
const INTERACTIONS = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;
/** Events kept while the settings are read; more are dropped (a page sends a handful). */
const QUEUE_LIMIT = 20;

type State = { kind: 'idle' } | { kind: 'waiting'; queue: TrackedEvent[]; cancel: () => void } | { kind: 'off' } | { kind: 'on' };
let state: State = { kind: 'idle' };

const readSettings = async (): Promise<string | null> => {
  const { data } = await publicRest.GET('/api/public/site-settings');
  return data?.tiktokPixelId || null;
};

/**
 * TikTok's loader, as its snippet does it without inline script: a queue object (`window.ttq`) that records calls
 * until the real script replaces it, and the script itself, async.
 */
function addPixelScript(pixelId: string): Ttq {
  const ttq = window.ttq ?? ([] as unknown as Ttq);
  window.ttq = ttq;
  window.TiktokAnalyticsObject = 'ttq';
  ttq.methods = TTQ_METHODS;
  const methods = ttq as unknown as Record<string, unknown>;
  for (const method of TTQ_METHODS) methods[method] ??= (...args: unknown[]) => ttq.push([method, ...args]);
  ttq._i = { ...ttq._i, [pixelId]: Object.assign([], { _u: PIXEL_SCRIPT }) };
  ttq._t = { ...ttq._t, [pixelId]: Date.now() };
  ttq._o = { ...ttq._o, [pixelId]: {} };
  const script = document.createElement('script');
  script.async = true;
  script.src = `${PIXEL_SCRIPT}?sdkid=${encodeURIComponent(pixelId)}&lib=ttq`;
  document.head.appendChild(script);
  ttq.page();
  return ttq;
}

function send(event: TrackedEvent) {
  const contentData = { currency: TRACKING_CURRENCY, ...event.contentData };
  window.ttq?.track(event.eventType, {
    content_id: contentData.contentId,
    content_type: contentData.contentType,
    content_name: contentData.contentName,
    content_category: contentData.contentCategory,
    value: contentData.value,
    currency: contentData.currency,
  });
  publicRest
    .POST('/api/tiktok/track', {
      body: { eventType: event.eventType, contentData, pageUrl: location.href, referrer: document.referrer },
      keepalive: true,
    })
    .catch(() => {});
}

async function start(queue: TrackedEvent[]) {
  const pixelId = await readSettings().catch(() => null);
  if (state.kind !== 'waiting') return;
  if (!pixelId) {
    state = { kind: 'off' };
    return;
  }
  state = { kind: 'on' };
  addPixelScript(pixelId);
  for (const event of queue) send(event);
}

/**
 * Arm the pixel once per page: it starts on the first interaction or when the browser is idle (see above). Calling
 * it again does nothing. Answers a function that disarms it (for a page that goes away first).
 */
export function loadPixelWhenIdle(): () => void {
  if (state.kind !== 'idle') return () => {};
  const queue: TrackedEvent[] = [];
  let handle: { idle?: number; timer?: ReturnType<typeof setTimeout> } = {};
  const disarm = () => {
    for (const type of INTERACTIONS) window.removeEventListener(type, trigger, true);
    if (handle.idle !== undefined) window.cancelIdleCallback?.(handle.idle);
    if (handle.timer !== undefined) clearTimeout(handle.timer);
    handle = {};
  };
  function trigger() {
    disarm();
    void start(queue);
  }
  for (const type of INTERACTIONS) window.addEventListener(type, trigger, { capture: true, passive: true, once: true });
  if (typeof window.requestIdleCallback === 'function')
    handle.idle = window.requestIdleCallback(trigger, { timeout: PIXEL_IDLE_TIMEOUT_MS });
  else handle.timer = setTimeout(trigger, PIXEL_FALLBACK_MS);
  state = {
    kind: 'waiting',
    queue,
    cancel: () => {
      disarm();
      state = { kind: 'idle' };
    },
  };
  return state.cancel;
}

/**
 * An advertising event of the page (ViewContent or ClickButton). Sent once the pixel is on; kept until the settings
 * are read; dropped when no pixel id is configured or the pixel was never armed.
 */
export function trackPageEvent(eventType: PageEvent, contentData: PixelContent = {}): void {
  const event = { eventType, contentData };
  if (state.kind === 'on') send(event);
  else if (state.kind === 'waiting' && state.queue.length < QUEUE_LIMIT) state.queue.push(event);
}

/** Forget everything (tests). */
export function resetPixelForTests(): void {
  if (state.kind === 'waiting') state.cancel();
  state = { kind: 'idle' };
  delete window.ttq;
  delete window.TiktokAnalyticsObject;
}
