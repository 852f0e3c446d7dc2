import { z } from 'zod';
import { route } from './contract.ts';

// Advertising events of the public site (spec part 1 §7) and the setting its pixel loader reads.

export const trackingContract = {
  track: route({
    method: 'POST',
    path: '/api/tiktok/track',
    summary:
      'Record an advertising event {eventType (ViewContent or ClickButton), contentData {contentId, contentType, contentName, contentCategory, value, currency (AUD)}, pageUrl, referrer}; at most 4 KB; limited per client address (429)',
    access: 'public',
    body: z.object({
      eventType: z.unknown().optional(),
      contentData: z.unknown().optional(),
      pageUrl: z.unknown().optional(),
      referrer: z.unknown().optional(),
    }),
    response: z.object({ success: z.literal(true) }),
    bodyLimit: 4096,
  }),
  siteSettings: route({
    method: 'GET',
    path: '/api/public/site-settings',
    summary: "The public pages' settings: the TikTok pixel id (null: no pixel is loaded)",
    access: 'public',
    response: z.object({ tiktokPixelId: z.string().nullable() }),
  }),
} as const;
