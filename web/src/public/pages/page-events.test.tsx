import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackPageEvent } from '../pixel';
import { BlogPostPage } from './BlogPostPage';
import { LandingPage } from './LandingPage';

// The advertising events the public pages send through the pixel (which itself decides whether anything is sent).
vi.mock('../pixel', () => ({ trackPageEvent: vi.fn() }));
afterEach(() => vi.mocked(trackPageEvent).mockClear());

describe('page events', () => {
  it("a plan card's button sends ClickButton with the plan, and its monthly price in dollars", async () => {
    render(<LandingPage packExpiry="never" />);
    const link = screen.getByRole('link', { name: 'Start free trial with Pro' });
    // jsdom does not navigate; the click handler is what is tested.
    link.addEventListener('click', (e) => e.preventDefault());
    await userEvent.click(link);
    expect(trackPageEvent).toHaveBeenCalledExactlyOnceWith('ClickButton', {
      contentId: 'pro',
      contentType: 'plan',
      contentName: 'Pro',
      value: 49,
    });
  });

  it('a shown post sends ViewContent once; Post Not Found sends nothing', () => {
    const post = {
      id: 'p1',
      slug: 'quoting',
      title: 'Quoting well',
      excerpt: 'How to quote',
      category: 'Operations',
      tags: [],
      authorName: 'Megan Hart',
      publishedAt: '2026-11-01T00:00:00.000Z',
      updatedAt: '2026-11-01T00:00:00.000Z',
      coverImageUrl: null,
      metaTitle: null,
      metaDescription: null,
      readTime: 3,
      content: '<p>Text</p>',
    };
    const { unmount } = render(<BlogPostPage post={post} morePosts={[]} />);
    expect(trackPageEvent).toHaveBeenCalledExactlyOnceWith('ViewContent', {
      contentId: 'quoting',
      contentType: 'article',
      contentName: 'Quoting well',
      contentCategory: 'Operations',
    });
    unmount();
    vi.mocked(trackPageEvent).mockClear();
    render(<BlogPostPage post={null} morePosts={[]} />);
    expect(trackPageEvent).not.toHaveBeenCalled();
  });
});
