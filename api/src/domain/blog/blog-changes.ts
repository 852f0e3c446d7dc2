import type { Context } from '../../context.ts';

/**
 * Tell every process a post changed (after the write committed): the public site drops the pages it rendered in
 * the last seconds (http/public-site.ts), so a post just published shows at once and one just unpublished or
 * deleted is gone at once.
 */
export function blogChanged(ctx: Pick<Context, 'events'>, postId: string) {
  ctx.events.publish('blog:changed', { postId });
}
