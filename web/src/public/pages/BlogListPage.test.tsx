import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sentRequest } from '../../lib/sent-request';
import type { BlogListResult, BlogPostSummary } from '../data';
import { BlogListPage } from './BlogListPage';

const post = (slug: string, coverImageUrl: string | null = null): BlogPostSummary => ({
  id: slug,
  slug,
  title: `Title of ${slug}`,
  excerpt: `Excerpt of ${slug}`,
  category: 'Operations',
  tags: [],
  authorName: 'Megan Hart',
  publishedAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  coverImageUrl,
  coverImageAlt: null,
  metaTitle: null,
  metaDescription: null,
  readTime: 3,
});
const result = (posts: BlogPostSummary[], pages = 1): BlogListResult => ({
  posts,
  pagination: { page: 1, limit: 10, total: posts.length, pages },
});
const query = { search: '', category: '', page: 1 };

describe('BlogListPage', () => {
  it('features the first post with a cover image and lists the others with their read time', () => {
    render(<BlogListPage query={query} result={result([post('plain'), post('covered', '/c.png'), post('later', '/l.png')])} />);
    const featured = screen.getByText('Featured · Operations').closest('article') as HTMLElement;
    expect(within(featured).getByRole('heading', { level: 2 })).toHaveTextContent('Title of covered');
    const grid = screen.getByRole('region', { name: 'Posts' });
    expect(
      within(grid)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Title of plain', 'Title of later']);
    expect(within(grid).getAllByText('3 min read')).toHaveLength(2);
  });

  it("says 'Failed to fetch blog posts' when the posts could not be read, and when a new search fails", async () => {
    const { unmount } = render(<BlogListPage query={query} result={null} />);
    expect(screen.getByText('Failed to fetch blog posts')).toHaveAttribute('role', 'alert');
    unmount();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 500 })),
    );
    render(<BlogListPage query={query} result={result([post('one')])} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search posts' }), 'pricing');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Failed to fetch blog posts')).toHaveAttribute('role', 'alert');
    expect(window.location.search).toBe('?search=pricing');
    expect((await sentRequest(...vi.mocked(fetch).mock.calls[0])).path).toBe('/api/public/blog?page=1&limit=10&search=pricing');
    window.history.replaceState(null, '', '/');
  });

  it('offers the next page as a link that keeps the category', () => {
    render(<BlogListPage query={{ ...query, category: 'Equipment' }} result={result([post('one')], 3)} />);
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/blog?category=Equipment&page=2');
    expect(screen.queryByRole('link', { name: 'Previous' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Equipment' })).toHaveAttribute('aria-current', 'page');
  });
});
