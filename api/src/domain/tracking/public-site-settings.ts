import type { Config } from '../../config.ts';

/** What the public pages know of the server's settings (read shape B, a declared projection). */
export interface PublicSiteSettings {
  /** The TikTok pixel id; null while none is configured (the pages then load no pixel and send nothing to TikTok). */
  tiktokPixelId: string | null;
}

/** The public pages' settings (GET /api/public/site-settings). */
export function getPublicSiteSettings(config: Pick<Config, 'TIKTOK_PIXEL_ID'>): PublicSiteSettings {
  return { tiktokPixelId: config.TIKTOK_PIXEL_ID ?? null };
}
