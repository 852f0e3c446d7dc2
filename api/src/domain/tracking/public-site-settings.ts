import type { Config } from '../../config.ts';

/**
 * What the public pages need to know of the server's settings (GET /api/public/site-settings): the TikTok pixel id,
 * null while none is configured (the pages then load no pixel and send nothing to TikTok).
 */
export function publicSiteSettings(config: Pick<Config, 'TIKTOK_PIXEL_ID'>): { tiktokPixelId: string | null } {
  return { tiktokPixelId: config.TIKTOK_PIXEL_ID ?? null };
}
