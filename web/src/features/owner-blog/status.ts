import type { Tone } from '@spanner/design-system';
import type { BlogPostStatus } from '../../gql/graphql';

/** Each status's badge: published green, scheduled blue, draft grey. */
export const STATUS_BADGE: Record<BlogPostStatus, { label: string; tone: Tone }> = {
  published: { label: 'Published', tone: 'green' },
  scheduled: { label: 'Scheduled', tone: 'blue' },
  draft: { label: 'Draft', tone: 'grey' },
};

const dateTime = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short' });
export const formatWhen = (iso: string | null | undefined) => (iso ? dateTime.format(new Date(iso)) : '');

/** What the list says under a post's title: when it went or goes out, or when it was last changed. */
export function whenLine(p: { status: BlogPostStatus; publishedAt?: string | null; updatedAt: string }) {
  if (p.status === 'published') return `Published ${formatWhen(p.publishedAt)}`;
  if (p.status === 'scheduled') return `Scheduled for ${formatWhen(p.publishedAt)}`;
  return `Edited ${formatWhen(p.updatedAt)}`;
}
