import { describe, expect, it } from 'vitest';
import type { BlogPost } from './data';
import { renderDocument } from './document';

// The head a shared link's preview reads: a post's cover comes with its text alternative, for people who cannot see it.

const ORIGIN = 'https://spanner.example';
const ASSETS = { script: '/assets/public.js', css: [], preload: [] };
const POST: BlogPost = {
  id: 'p1',
  slug: 'quote-faster',
  title: 'Quote faster',
  excerpt: 'Send the quote before you leave the driveway.',
  category: 'Pricing',
  tags: ['quotes'],
  authorName: 'Sam',
  publishedAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-02T00:00:00.000Z',
  coverImageUrl: '/media/blog/quote-faster.webp',
  coverImageAlt: 'A plumber writing a quote on a phone beside a van',
  metaTitle: null,
  metaDescription: null,
  readTime: 3,
  content: '<p>Hello</p>',
};

const documentOf = (post: BlogPost) => renderDocument({ kind: 'post', slug: post.slug, post, morePosts: [] }, '', ORIGIN, ASSETS);

describe('a post page’s head', () => {
  it('gives its cover image with the cover’s alt text to Open Graph and Twitter', () => {
    const html = documentOf(POST);
    expect(html).toContain(`<meta property="og:image" content="${ORIGIN}/media/blog/quote-faster.webp">`);
    expect(html).toContain('<meta property="og:image:alt" content="A plumber writing a quote on a phone beside a van">');
    expect(html).toContain('<meta name="twitter:image:alt" content="A plumber writing a quote on a phone beside a van">');
  });

  it('escapes the alt text', () => {
    expect(documentOf({ ...POST, coverImageAlt: 'A "quote" <b>now</b>' })).toContain(
      '<meta property="og:image:alt" content="A &quot;quote&quot; &lt;b&gt;now&lt;/b&gt;">',
    );
  });

  it('has no image alt without a cover (the site’s share image stands in)', () => {
    const html = documentOf({ ...POST, coverImageUrl: null, coverImageAlt: null });
    expect(html).toContain(`<meta property="og:image" content="${ORIGIN}/media/spanner-dashboard.png">`);
    expect(html).not.toContain('image:alt');
  });
});
