// The public blog's REST routes: published posts only, input that cannot hurt, content that cannot run script.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from './agent.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let anon: Agent;
/** A word only this run's posts carry, so other files' posts never count. */
const marker = `zq${randomBytes(4).toString('hex')}`;
const DAY = 86_400_000;

const HOSTILE = [
  '<p>Safe text</p>',
  '<script>alert(1)</script>',
  '<img src="x" onerror="alert(2)">',
  '<a href="javascript:alert(3)">click</a>',
  '<a href="JaVaScRiPt&colon;alert(4)">encoded</a>',
  '<svg onload="alert(5)"><script>alert(6)</script></svg>',
  '<p onclick="alert(7)" style="color:red">styled</p>',
  '<iframe src="https://evil.example"></iframe>',
  '<img src="data:image/svg+xml;base64,PHN2Zz4=">',
  '<a href="https://example.com/ok">fine link</a>',
].join('\n');

async function addPost(slug: string, data: { publishedAt: Date | null; category?: string; content?: string; title?: string }) {
  return t.database.db.blogPost.create({
    data: {
      slug: `${marker}-${slug}`,
      title: data.title ?? `${slug} ${marker}`,
      excerpt: `About ${slug}`,
      content: data.content ?? `${marker} plain words\nsecond line\n\nAnother paragraph`,
      category: data.category ?? 'Operations',
      tags: ['testing'],
      authorName: 'Test Author',
      publishedAt: data.publishedAt,
    },
  });
}

beforeAll(async () => {
  t = await startTestApp();
  anon = new Agent(t);
  const now = Date.now();
  await addPost('old', { publishedAt: new Date(now - 3 * DAY), category: 'Equipment' });
  await addPost('new', { publishedAt: new Date(now - DAY) });
  await addPost('draft', { publishedAt: null });
  await addPost('future', { publishedAt: new Date(now + DAY) });
  await addPost('hostile', { publishedAt: new Date(now - 2 * DAY), content: HOSTILE });
});
afterAll(() => t?.close());

describe('GET /api/public/blog', () => {
  it('lists published posts only, newest first, with read time and pagination', async () => {
    const res = await anon.get(`/api/public/blog?search=${marker}`);
    expect(res.status).toBe(200);
    expect(res.body.posts.map((p: { slug: string }) => p.slug)).toEqual([`${marker}-new`, `${marker}-hostile`, `${marker}-old`]);
    expect(res.body.posts[0].readTime).toBe(1);
    expect(res.body.posts[0]).not.toHaveProperty('content');
    expect(res.body.pagination).toEqual({ page: 1, limit: 10, total: 3, pages: 1 });
  });

  it('filters by category, and All means every category', async () => {
    const equipment = await anon.get(`/api/public/blog?search=${marker}&category=Equipment`);
    expect(equipment.body.posts.map((p: { slug: string }) => p.slug)).toEqual([`${marker}-old`]);
    const all = await anon.get(`/api/public/blog?search=${marker}&category=All`);
    expect(all.body.pagination.total).toBe(3);
  });

  it('pages by limit, and a page past the last is empty', async () => {
    const second = await anon.get(`/api/public/blog?search=${marker}&limit=2&page=2`);
    expect(second.body.posts.map((p: { slug: string }) => p.slug)).toEqual([`${marker}-old`]);
    expect(second.body.pagination).toEqual({ page: 2, limit: 2, total: 3, pages: 2 });
    const beyond = await anon.get(`/api/public/blog?search=${marker}&page=999`);
    expect(beyond.status).toBe(200);
    expect(beyond.body.posts).toEqual([]);
  });

  it('refuses a huge page, a 10 KB search, an unknown category and nonsense numbers with 400', async () => {
    for (const query of [
      'page=99999999999999999999',
      'page=1001',
      'page=0',
      'page=abc',
      'limit=1000',
      'category=Nope',
      `search=${'a'.repeat(10 * 1024)}`,
    ]) {
      const res = await anon.get(`/api/public/blog?${query}`);
      expect(res.status, query).toBe(400);
      expect(typeof res.body.error, query).toBe('string');
    }
  });

  it('treats search text as words, never as SQL wildcards', async () => {
    const res = await anon.get(`/api/public/blog?search=${encodeURIComponent(`${marker} %_'`)}`);
    expect(res.status).toBe(200);
    expect(res.body.posts).toEqual([]);
  });
});

describe('GET /api/public/blog/{slug}', () => {
  it('answers a published post with its content as paragraphs', async () => {
    const res = await anon.get(`/api/public/blog/${marker}-new`);
    expect(res.status).toBe(200);
    expect(res.body.post.content).toBe(`<p>${marker} plain words<br>second line</p>\n<p>Another paragraph</p>`);
    expect(res.body.post.authorName).toBe('Test Author');
  });

  it("answers a draft, a future post and an unknown slug with 404 'Post Not Found'", async () => {
    for (const slug of [`${marker}-draft`, `${marker}-future`, `${marker}-missing`, '..%2F..%2Fetc']) {
      const res = await anon.get(`/api/public/blog/${slug}`);
      expect(res.status, slug).toBe(404);
      expect(res.body.error, slug).toBe('Post Not Found');
    }
  });

  it('never sends HTML that can run script: no script, event attributes, javascript: or data: URLs, SVG or frames', async () => {
    const res = await anon.get(`/api/public/blog/${marker}-hostile`);
    const html: string = res.body.post.content;
    expect(html).toContain('<p>Safe text</p>');
    expect(html).toContain('<a href="https://example.com/ok" rel="noopener noreferrer nofollow">fine link</a>');
    expect(html).not.toMatch(/<script|alert\(|onerror|onload|onclick|javascript:|<svg|<iframe|data:|style=/i);
  });
});
