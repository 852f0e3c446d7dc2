import type { Context } from '../../context.ts';
import { parseInput } from '../../errors.ts';
import { requireAbility } from '../policy.ts';
import { postHtml } from './post-html.ts';
import { previewPostSchema } from './schemas.ts';

/** The editor's Markdown as the public page will show it: rendered and sanitised by the same function. */
export function previewPost(ctx: Context, input: unknown): { html: string } {
  requireAbility(ctx, 'writeBlog');
  const { content } = parseInput(previewPostSchema, input);
  return { html: postHtml(content, 'markdown') };
}
