import { z } from 'zod';
import { takeAttempt } from '../../auth/rate-limit.ts';
import type { Context } from '../../context.ts';
import { trackingScope } from '../../db/cross-organisation.ts';
import { parseInput } from '../../errors.ts';
import { PAGE_EVENTS, TRACKING_CURRENCY } from '../../rules/tracking.ts';

const text = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text` })
    .trim()
    .max(max, `${name} must be at most ${max} characters`)
    .optional();

const webAddress = (name: string) =>
  z
    .string({ error: `${name} must be a web address` })
    .trim()
    .max(2048, `${name} must be at most 2048 characters`)
    .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), `${name} must be an http(s) address`)
    .transform((v) => v || undefined)
    .optional();

const trackSchema = z.object({
  eventType: z.enum(PAGE_EVENTS, { error: `eventType must be ${PAGE_EVENTS.join(' or ')}` }),
  contentData: z
    .object(
      {
        contentId: text('contentId', 200),
        contentType: text('contentType', 100),
        contentName: text('contentName', 200),
        contentCategory: text('contentCategory', 100),
        value: z
          .number({ error: 'value must be a number' })
          .min(0, 'value must not be negative')
          .max(1_000_000, 'value must be at most 1000000')
          .optional(),
        currency: z
          .string({ error: 'currency must be a three-letter code' })
          .regex(/^[A-Z]{3}$/, 'currency must be a three-letter code')
          .default(TRACKING_CURRENCY),
      },
      { error: 'contentData must be an object' },
    )
    .default({ currency: TRACKING_CURRENCY }),
  pageUrl: webAddress('pageUrl'),
  referrer: webAddress('referrer'),
});

/**
 * An advertising event from a visitor's page (POST /api/tiktok/track): ViewContent or ClickButton with what was
 * viewed or clicked, in AUD unless another currency is named. Validated field by field (the body itself is limited
 * by the route), limited per client address (TRACKING_MAX_PER_MINUTE, then 429), kept with the page, the referrer,
 * the client address and browser, and the member when one is signed in. The page ignores the answer.
 */
export async function trackPageEvent(ctx: Context, input: unknown): Promise<{ success: true }> {
  const event = parseInput(trackSchema, input);
  const client = ctx.meta.ip ?? 'unknown';
  await takeAttempt(
    ctx.db,
    [{ key: `tracking:address:${client}`, max: ctx.config.TRACKING_MAX_PER_MINUTE, windowMs: 60_000 }],
    'Too many events. Please slow down.',
  );
  await trackingScope(ctx).trackingEvent.create({
    data: {
      eventType: event.eventType,
      origin: 'page',
      orgId: ctx.user?.orgId ?? null,
      userId: ctx.user?.userId ?? null,
      contentData: event.contentData,
      pageUrl: event.pageUrl ?? null,
      referrer: event.referrer ?? null,
      ip: ctx.meta.ip ?? null,
      userAgent: ctx.meta.userAgent?.slice(0, 500) ?? null,
    },
    select: { id: true },
  });
  return { success: true };
}
