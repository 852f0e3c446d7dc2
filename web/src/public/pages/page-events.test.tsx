import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMMON_FAQ, COMPARISON_FAQ } from '../content/faq';
import { trackPageEvent } from '../pixel';
import { BlogPostPage } from './BlogPostPage';
import { LandingPage } from './LandingPage';

// The landing page's tests live here, beside the pixel's mock: the web tests share their modules (isolate: false),
// so a landing page first loaded by a file without the mock would keep the real pixel for this one.

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
      coverImageAlt: null,
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

// The landing page promises only what Spanner does today: no accounting integration, no app in the app stores.

describe('LandingPage', () => {
  it('says what is true about accounting software, and nowhere that an integration is included', () => {
    render(<LandingPage packExpiry="never" />);
    expect(document.body.textContent).not.toMatch(/accounting integration is included/i);
    const accounting = [...COMPARISON_FAQ, ...COMMON_FAQ].find((faq) => faq.question === 'Do I still need my accounting software?');
    expect(accounting?.answer).toMatch(/does not connect to Xero or MYOB yet/);
  });

  it('installs from the browser, with the steps on Android and iPhone, and sends nobody to an app store', () => {
    render(<LandingPage packExpiry="never" />);
    const mobile = screen.getByRole('region', { name: 'Install Spanner from your browser' });
    expect(within(mobile).getByText(/Install app/)).toBeInTheDocument();
    expect(within(mobile).getByText(/Add to Home Screen/)).toBeInTheDocument();
    const hrefs = [...document.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? '');
    expect(hrefs.filter((href) => /apps\.apple\.com|play\.google\.com/.test(href))).toEqual([]);
    expect(document.body.textContent).not.toMatch(/App Store|Google Play|iOS and Android app/);
  });
});
