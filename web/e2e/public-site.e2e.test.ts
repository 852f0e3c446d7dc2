// The public site as visitors, search engines and link previews get it: server-rendered HTML with its head tags,
// pricing to registration with the chosen plan, the blog's search, categories and posts, the privacy policy, pages
// without JavaScript, axe and the phone width, and what the landing page's first load costs.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAxePage, violations } from './axe';
import { baseUrl, launch, mailboxOf, openPage, screenshot } from './browser';
import { firstLoad, isApolloChunk, kb } from './first-load';

/** A post of the demo seed (api/prisma/seed/blog.ts). */
const POST = { slug: 'invoice-from-the-job-site', title: 'Getting paid faster: invoice from the job site' };
const PUBLIC_PATHS = ['/', '/blog', `/blog/${POST.slug}`, '/privacy'];

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const html = async (path: string) => {
  const res = await fetch(`${baseUrl()}${path}`);
  return { status: res.status, headers: res.headers, text: await res.text() };
};
const metaContent = (text: string, key: string) => text.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`))?.[1];
const jsonLd = (text: string) =>
  [...text.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as { '@type': string });

describe('the HTML the server sends (no browser)', () => {
  it('the landing page: text, prices, title, description, canonical, Open Graph, Twitter and JSON-LD', async () => {
    const { status, headers, text } = await html('/');
    expect(status).toBe(200);
    expect(headers.get('etag')).toBeTruthy();
    expect(text).toContain('Run every job from first call to paid invoice');
    for (const price of ['$29', '$49', '$99']) expect(text).toContain(price);
    for (const href of ['#features', '#pricing', '/blog', '#faq', '/auth/login', '/auth/register', '/auth/register?plan=pro'])
      expect(text).toContain(`href="${href}"`);
    expect(text).toMatch(/<title>Spanner – [^<]+<\/title>/);
    expect(metaContent(text, 'description')).toMatch(/trade business/);
    expect(text).toContain(`<link rel="canonical" href="${baseUrl()}/">`);
    expect(metaContent(text, 'og:title')).toMatch(/^Spanner/);
    expect(metaContent(text, 'og:image')).toMatch(/^http/);
    expect(metaContent(text, 'twitter:card')).toBe('summary_large_image');
    expect(jsonLd(text).map((d) => d['@type'])).toEqual(['Organization', 'SoftwareApplication', 'FAQPage']);
  });

  it('the blog list and a post: titles, posts, canonical and BlogPosting', async () => {
    const list = await html('/blog');
    expect(list.text).toContain('<title>Blog | Spanner</title>');
    expect(list.text).toContain(`href="/blog/${POST.slug}"`);
    expect(list.text).toContain(`<link rel="canonical" href="${baseUrl()}/blog">`);
    // Asked about again at every view (ETag): a post just published or unpublished shows at once (owner-blog).
    expect(list.headers.get('cache-control')).toBe('public, no-cache');
    // The newest demo post with a cover is featured, its cover served from the web's media.
    expect(list.text).toContain('Featured · Equipment');
    const cover = list.text.match(/<img [^>]*src="(\/media\/blog-[\w-]+\.png)"/)?.[1];
    expect(cover).toBe('/media/blog-why-record-equipment-serial-numbers.png');
    const image = await fetch(`${baseUrl()}${cover}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');

    const post = await html(`/blog/${POST.slug}`);
    expect(post.status).toBe(200);
    expect(post.text).toContain(`<h1 class="`);
    expect(post.text).toContain(POST.title);
    expect(post.text).toContain('Ask a small business owner when they do their invoicing');
    expect(post.text).toContain(`<link rel="canonical" href="${baseUrl()}/blog/${POST.slug}">`);
    expect(metaContent(post.text, 'og:type')).toBe('article');
    expect(metaContent(post.text, 'description')).toMatch(/invoice/);
    // Its cover is the link preview's image.
    expect(metaContent(post.text, 'og:image')).toMatch(/^http.*\/media\/blog-invoice-from-the-job-site\.png$/);
    const [posting] = jsonLd(post.text) as { '@type': string; headline: string }[];
    expect(posting).toMatchObject({ '@type': 'BlogPosting', headline: POST.title });
  });

  it("answers an unknown post with 404 'Post Not Found', and a repeated request with 304", async () => {
    const missing = await html('/blog/no-such-post');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('Post Not Found');
    expect(metaContent(missing.text, 'robots')).toBe('noindex');
    const first = await fetch(`${baseUrl()}/privacy`);
    const again = await fetch(`${baseUrl()}/privacy`, { headers: { 'if-none-match': first.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
  });

  it('lists the public pages and every published post in sitemap.xml; robots.txt keeps the app out', async () => {
    const sitemap = (await html('/sitemap.xml')).text;
    for (const path of PUBLIC_PATHS) expect(sitemap).toContain(`<loc>${baseUrl()}${path}</loc>`);
    expect(sitemap).toMatch(new RegExp(`${POST.slug}</loc><lastmod>\\d{4}-`));
    const robots = (await html('/robots.txt')).text;
    expect(robots).toContain('Disallow: /jobs');
    expect(robots).toContain(`Sitemap: ${baseUrl()}/sitemap.xml`);
    // The app's own pages are never indexed.
    expect((await html('/auth/login')).headers.get('x-robots-tag')).toBe('noindex');
  });
});

describe('visitors in the browser', () => {
  it('landing → pricing → register with Pro → the app, which offers Pro when choosing a plan; / is then the Dashboard', async () => {
    const page = await openPage(browser);
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
    await page.waitForURL(/#pricing$/);
    await page.getByRole('link', { name: 'Start free trial with Pro' }).click();
    await page.waitForURL(/\/auth\/register\?plan=pro$/);
    await page.getByText('You chose Pro.').waitFor();
    const email = `pro-${Date.now()}@example.com.au`;
    await page.getByLabel('Business name').fill('Pricing Path Plumbing');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('a long enough password 42');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    const status = await page.request.get('/api/subscriptions/status');
    expect((await status.json()).chosenPlanId).toBe('pro');
    // Signed in now: / is the Dashboard from the server on, never the landing page.
    const res = await page.goto('/');
    expect(await res?.text()).not.toContain('Run every job from first call');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.context().close();
  });

  it('searches the blog and picks a category, both kept in the address', async () => {
    const page = await openPage(browser);
    const chip = (name: string) => page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name, exact: true });
    await page.goto('/blog');
    await page.getByRole('searchbox', { name: 'Search posts' }).fill('Sunday');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/\/blog\?search=Sunday$/);
    await page.getByRole('link', { name: POST.title }).waitFor();
    await expect.poll(() => page.locator('article').count()).toBe(1);
    await chip('Equipment').click();
    await page.waitForURL(/\/blog\?search=Sunday&category=Equipment$/);
    await page.getByText('No posts match your search.').waitFor();
    await chip('All').click();
    await page.getByRole('searchbox', { name: 'Search posts' }).fill('');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.pathname === '/blog' && url.search === '');
    await chip('Equipment').click();
    await page.waitForURL(/\/blog\?category=Equipment$/);
    await page.getByRole('link', { name: 'Why recording equipment and serial numbers saves you hours' }).waitFor();
    await expect.poll(() => page.locator('article').count()).toBe(1);
    // The back button returns to the list before it.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/blog' && url.search === '');
    await expect.poll(() => page.locator('article').count()).toBeGreaterThan(1);
    await page.context().close();
  });

  it('reads a post: share copies the link, Back to Blog, More Posts; a missing post offers the way back', async () => {
    const page = await openPage(browser);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await page.goto('/blog');
    await page.getByRole('link', { name: POST.title }).click();
    await page.getByRole('heading', { level: 1, name: POST.title }).waitFor();
    await page.getByRole('heading', { name: 'More Posts' }).waitFor();
    await page.evaluate(() => {
      // The copy-link reading: Chromium on a desktop has no share sheet, but make sure.
      Object.defineProperty(navigator, 'share', { value: undefined });
    });
    await page.getByRole('button', { name: 'Share' }).click();
    await page.getByText('Link copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseUrl()}/blog/${POST.slug}`);
    await page.getByRole('link', { name: 'Back to Blog' }).first().click();
    await page.waitForURL((url) => url.pathname === '/blog');

    const missing = await page.goto('/blog/not-a-post');
    expect(missing?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Post Not Found' }).waitFor();
    await page.getByRole('link', { name: 'Browse Blog' }).click();
    await page.waitForURL((url) => url.pathname === '/blog');
    await page.context().close();
  });

  it('subscribes to the newsletter from the blog twice (one subscriber), then confirms from the first email, on pages in the site’s look', async () => {
    const email = `reader-${Date.now()}@example.com.au`;
    const page = await openPage(browser);
    await page.goto('/blog');
    const form = page.getByRole('form', { name: 'Newsletter' });
    for (const round of ['first', 'again']) {
      await form.getByRole('textbox', { name: 'Email address' }).fill(email);
      const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/public/newsletter/subscribe');
      await form.getByRole('button', { name: 'Subscribe' }).click();
      expect((await answered).status(), round).toBe(200);
      await form.getByRole('status').getByText('Successfully subscribed!').waitFor();
    }
    const subject = 'Confirm your subscription to the Spanner newsletter';
    // The confirm emails are sent in the background: wait for both, to one mailbox (one address, one subscriber).
    await expect.poll(() => mailboxOf(email).filter((m) => m.subject === subject).length, { timeout: 15_000 }).toBe(2);
    const links = mailboxOf(email).map((m) => m.text.match(/\/api\/public\/newsletter\/confirm\/[\w.-]+/)?.[0]);
    expect(links[1]).toBeTruthy();
    expect(links[0]).not.toBe(links[1]);
    // The first email's link still works after the second subscribe.
    await page.goto(links[0] as string);
    const confirm = page.getByRole('button', { name: 'Confirm subscription' });
    await confirm.waitFor();
    // The public site's page: its header and footer, its style sheets (the button is the site's, not the browser's).
    await page
      .getByRole('banner')
      .getByRole('link', { name: /Spanner/ })
      .first()
      .waitFor();
    await page.getByRole('contentinfo').waitFor();
    expect(await confirm.evaluate((b) => getComputedStyle(b).backgroundColor)).not.toMatch(/^rgb\(239, 239, 239\)$|^rgba\(0, 0, 0, 0\)$/);
    await screenshot(page, 'newsletter-confirm-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'newsletter-confirm-390');
    await confirm.click();
    await page.getByText('Your subscription is confirmed. Welcome to the Spanner newsletter!').waitFor();
    await page.getByRole('contentinfo').waitFor();
    await screenshot(page, 'newsletter-confirmed-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, 'newsletter-confirmed-1280');
    await page.context().close();
  });

  it('loads nothing from TikTok when no pixel id is configured', async () => {
    const page = await openPage(browser);
    const tiktok: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).hostname.endsWith('analytics.tiktok.com')) tiktok.push(request.url());
    });
    // The pixel reads the site settings on the first interaction or when idle; a click on a plan is both.
    const settings = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/public/site-settings');
    await page.goto('/');
    await page.getByRole('heading', { name: 'Simple pricing for the whole team' }).click();
    const answer = (await (await settings).json()) as { tiktokPixelId?: string | null };
    expect(answer.tiktokPixelId ?? null).toBeNull();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => 'ttq' in window)).toBe(false);
    expect(tiktok).toEqual([]);
    await page.context().close();
  });

  it('works without JavaScript: every public page reads (the privacy policy with its facts), the blog searches, login and register are reachable', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseUrl() });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('heading', { name: 'Simple pricing for the whole team' }).waitFor();
    expect(await page.getByRole('link', { name: 'Log in' }).first().getAttribute('href')).toBe('/auth/login');
    expect(await page.getByRole('link', { name: 'Start free trial' }).first().getAttribute('href')).toBe('/auth/register');
    await page.goto('/blog');
    await page.getByRole('searchbox', { name: 'Search posts' }).fill('serial');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/\/blog\?search=serial$/);
    await page.getByRole('link', { name: 'Why recording equipment and serial numbers saves you hours' }).click();
    await page.getByRole('heading', { level: 1, name: 'Why recording equipment and serial numbers saves you hours' }).waitFor();
    await page.goto('/privacy');
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    // The policy's facts (its way back to the landing page is home-page.e2e.test.ts's).
    const text = await page.locator('main').innerText();
    for (const fact of ['17 September 2025', 'up to 7 years', 'within 30 days', 'children under 13']) expect(text).toContain(fact);
    await context.close();
  });
});

describe('quality', () => {
  async function checkPage(page: Page, path: string, width: number) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const problems = await violations(page);
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    await screenshot(page, `public${path.replace(/\W+/g, '-')}-${width}`);
    return { problems, sideways };
  }

  it('has no axe violations and nothing scrolls sideways, at 1280 and 390 px', async () => {
    const problems: string[] = [];
    for (const width of [1280, 390]) {
      const page = await openAxePage(browser, width);
      for (const path of PUBLIC_PATHS) {
        const found = await checkPage(page, path, width);
        problems.push(...found.problems.map((p) => `${path} at ${width}: ${p}`));
        if (found.sideways > 0) problems.push(`${path} at ${width}: scrolls sideways by ${found.sideways} px`);
      }
      await page.context().close();
    }
    expect(problems).toEqual([]);
  });

  it('the landing page loads at most 100 KB of JavaScript (gzipped), none of Apollo or the app', async () => {
    const page = await openPage(browser, 390);
    const load = await firstLoad(page, () => page.goto('/'));
    await page.context().close();
    console.log(`first-load JS /: ${kb(load.gzip)} gzip (${kb(load.raw)} raw, ${load.scripts.length} files)`);
    expect(load.scripts.filter(isApolloChunk)).toEqual([]);
    expect(load.scripts.some((s) => /\/assets\/(index|vendor-router)-/.test(s))).toBe(false);
    expect(load.gzip).toBeLessThan(100 * 1024);
  });
});
