import type { Config } from '../../config.ts';

/**
 * Every link Spanner puts in an email or SMS (reset, invite, the support team's join link, a quote's customer page,
 * a job's confirm link, a support ticket) and every return address it gives Stripe: the path on PUBLIC_URL, so the
 * recipient's mail program or phone can open it. A path that does not start with "/" is a programming error.
 */
export function publicLink(config: Pick<Config, 'PUBLIC_URL'>, path: string): string {
  if (!path.startsWith('/')) throw new Error(`A public link is a path from the site's root, not "${path}"`);
  return `${config.PUBLIC_URL.replace(/\/+$/, '')}${path}`;
}
