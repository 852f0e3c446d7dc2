import { getPublicSiteSettings } from '../domain/tracking/public-site-settings.ts';
import { trackPageEvent } from '../domain/tracking/track-page-event.ts';
import { implement } from './contract.ts';
import { trackingContract } from './tracking.contract.ts';

export const trackingRoutes = implement(trackingContract, {
  track: ({ ctx, body }) => trackPageEvent(ctx, body),
  siteSettings: async ({ ctx, reply }) => {
    reply.header('cache-control', 'public, max-age=300');
    return getPublicSiteSettings(ctx.config);
  },
});
