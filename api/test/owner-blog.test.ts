import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Agent } from './agent.ts';
import { createOrg, createPlatformOwner, createStaff, PASSWORD, startTestApp, type TestApp, uniqueEmail } from './harness.ts';
import { PNG } from './jobs-fixtures.ts';

// The owner portal's blog editor: owner only (404 for everyone else, REST and GraphQL), posts in
// Markdown with a generated unique slug, drafts, scheduled and published posts, a resized cover with alt text, and
// a public site that shows exactly the posts whose time has come, sanitised.

let t: TestApp;
/** A real 200 × 100 PNG (the jobs fixture's 1-pixel PNG is enough for a type check, not for decoding). */
let SMALL: Buffer;
let owner: Agent;
let admin: Agent;
let staff: Agent;
let anonymous: Agent;
const run = Date.now().toString(36);

function multipart(field: string, filename: string, type: string, bytes: Buffer) {
  const boundary = '----spanner-blog-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A valid post body; `title` is made unique to this run (posts are shared by every file on the worker's database). */
const post = (title: string, extra: Record<string, unknown> = {}) => ({
  title: `${title} ${run}`,
  excerpt: 'A short summary',
  content: '## Heading\n\nSome **bold** words.',
  category: 'Technology',
  tags: ['Apps', ' scheduling '],
  authorName: 'Sam Owner',
  ...extra,
});

beforeAll(async () => {
  SMALL = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#cc6633' } })
    .png()
    .toBuffer();
  t = await startTestApp({ MAX_UPLOAD_MB: '1' });
  const { owner: o } = await createPlatformOwner(t);
  const org = await createOrg(t, 'Member Co', ['admin']);
  const staffEmail = uniqueEmail('blog-staff@spanner.test');
  await createStaff(t, staffEmail, 'support_admin');
  owner = new Agent(t);
  await owner.login(o.email, PASSWORD);
  admin = new Agent(t);
  await admin.login(org.admin.email, PASSWORD);
  staff = new Agent(t);
  const res = await staff.post('/support/api/auth/login', { email: staffEmail, password: PASSWORD });
  expect(res.status).toBe(200);
  anonymous = new Agent(t);
});
afterAll(() => t?.close());

describe('writing posts', () => {
  it('creates a draft with a slug made from the title, lists it with its status, edits and deletes it', async () => {
    const created = await owner.post('/api/admin/blog', post('Five Tips: Quoting & Invoicing!'));
    expect(created.status).toBe(201);
    const p = created.body.post;
    expect(p).toMatchObject({
      slug: `five-tips-quoting-and-invoicing-${run}`,
      status: 'draft',
      publishedAt: null,
      contentFormat: 'markdown',
      tags: ['apps', 'scheduling'],
      content: '## Heading\n\nSome **bold** words.',
    });

    const list = await owner.get(`/api/admin/blog?search=${encodeURIComponent(`quoting ${run}`)}`);
    expect(list.status).toBe(200);
    expect(list.body.posts.map((x: { id: string; status: string }) => [x.id, x.status])).toEqual([[p.id, 'draft']]);

    const edited = await owner.put(`/api/admin/blog/${p.id}`, post('Five Tips', { slug: `five-tips-${run}`, excerpt: '' }));
    expect(edited.status).toBe(200);
    expect(edited.body.post).toMatchObject({ slug: `five-tips-${run}`, excerpt: null, status: 'draft' });
    expect((await owner.get(`/api/admin/blog/${p.id}`)).body.post.title).toBe(`Five Tips ${run}`);

    const deleted = await owner.request('DELETE', `/api/admin/blog/${p.id}`);
    expect(deleted.body).toEqual({ success: true, id: p.id });
    expect((await owner.get(`/api/admin/blog/${p.id}`)).status).toBe(404);
    expect((await owner.get('/api/admin/blog/not-a-uuid')).body.error).toBe('Post not found');
  });

  it('publishes now, schedules, unpublishes; the public blog shows only what is published and due', async () => {
    const published = (await owner.post('/api/admin/blog', post('Published now', { status: 'published' }))).body.post;
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = (await owner.post('/api/admin/blog', post('Scheduled later', { status: 'scheduled', publishAt: inAnHour }))).body
      .post;
    const draft = (await owner.post('/api/admin/blog', post('Still a draft'))).body.post;
    expect([published.status, scheduled.status, draft.status]).toEqual(['published', 'scheduled', 'draft']);
    expect(scheduled.publishedAt).toBe(inAnHour);

    const statuses = async (status: string) =>
      (await owner.get(`/api/admin/blog?status=${status}&search=${run}&limit=50`)).body.posts.map((p: { id: string }) => p.id);
    expect(await statuses('published')).toContain(published.id);
    expect(await statuses('published')).not.toContain(scheduled.id);
    expect(await statuses('scheduled')).toEqual([scheduled.id]);
    expect(await statuses('draft')).toContain(draft.id);

    const publicList = (await anonymous.get(`/api/public/blog?search=${run}&limit=50`)).body.posts.map((p: { slug: string }) => p.slug);
    expect(publicList).toContain(published.slug);
    expect(publicList).not.toContain(scheduled.slug);
    expect(publicList).not.toContain(draft.slug);
    expect((await anonymous.get(`/api/public/blog/${published.slug}`)).status).toBe(200);
    expect((await anonymous.get(`/api/public/blog/${scheduled.slug}`)).status).toBe(404);
    expect((await anonymous.get(`/api/public/blog/${draft.slug}`)).status).toBe(404);
    const sitemap = (await anonymous.get('/sitemap.xml')).body as string;
    expect(sitemap).toContain(`/blog/${published.slug}<`);
    expect(sitemap).not.toContain(`/blog/${scheduled.slug}<`);

    // Saving a published post again keeps its date; draft unpublishes it.
    const again = await owner.put(`/api/admin/blog/${published.id}`, post('Published now', { slug: published.slug, status: 'published' }));
    expect(again.body.post.publishedAt).toBe(published.publishedAt);
    const unpublished = await owner.put(
      `/api/admin/blog/${published.id}`,
      post('Published now', { slug: published.slug, status: 'draft' }),
    );
    expect(unpublished.body.post).toMatchObject({ status: 'draft', publishedAt: null });
    expect((await anonymous.get(`/api/public/blog/${published.slug}`)).status).toBe(404);
  });

  it('refuses bad input with a clear message: missing title, bad or taken slug, schedule in the past, unknown category', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...post('x'), title: undefined }, 400, 'Title is required'],
      [{ ...post('x'), title: '   ' }, 400, 'Title is required'],
      [post('x', { slug: 'Not A Slug!' }), 400, 'Slug may only contain lowercase letters, numbers and hyphens'],
      [post('x', { slug: '-leading' }), 400, 'Slug may only contain lowercase letters, numbers and hyphens'],
      [
        post('x', { status: 'scheduled', publishAt: new Date(Date.now() - 60_000).toISOString() }),
        400,
        'Choose a time in the future to schedule this post',
      ],
      [post('x', { status: 'scheduled' }), 400, 'Choose when to publish this post'],
      [
        post('x', { category: 'Gossip' }),
        400,
        'Category must be one of Business Growth, Customer Experience, Technology, Operations, Equipment',
      ],
      [post('x', { authorName: '' }), 400, 'Author name is required'],
      [post('x', { publishAt: 'tomorrow-ish' }), 400, 'publishAt must be a date and time'],
      [post('x', { tags: 'one,two' }), 400, 'tags must be a list of words'],
    ];
    for (const [body, status, error] of cases) {
      const res = await owner.post('/api/admin/blog', body);
      expect({ status: res.status, error: res.body.error }).toEqual({ status, error });
    }
    const first = await owner.post('/api/admin/blog', post('Taken slug'));
    const dup = await owner.post('/api/admin/blog', post('Another', { slug: first.body.post.slug }));
    expect({ status: dup.status, error: dup.body.error }).toEqual({ status: 409, error: 'That slug is taken' });
    // The same title makes the same slug: taken too.
    expect((await owner.post('/api/admin/blog', post('Taken slug'))).body.error).toBe('That slug is taken');
    const gql = await owner.gql(
      'mutation($input: BlogPostInput!) { createBlogPost(input: $input) { ... on BlogPost { id } ... on AppError { code message } } }',
      { input: { ...post('Another'), slug: first.body.post.slug } },
    );
    expect(gql.data.createBlogPost).toEqual({ code: 'CONFLICT', message: 'That slug is taken' });
    // Blank over GraphQL: the same message as REST.
    const blank = await owner.gql(
      'mutation($input: BlogPostInput!) { createBlogPost(input: $input) { ... on AppError { code message } } }',
      { input: { ...post('x'), title: ' ' } },
    );
    expect(blank.data.createBlogPost).toEqual({ code: 'VALIDATION', message: 'Title is required' });
  });
});

const HOSTILE_MARKDOWN = [
  'Hello <script>alert("md")</script> world',
  '',
  '[click me](javascript:alert(1)) and [encoded](&#106;avascript:alert(2))',
  '',
  '<img src="https://example.com/x.png" onerror="alert(3)">',
  '',
  '<iframe src="https://evil.example"></iframe>',
  '',
  '<a href="javascript:alert(4)" onclick="alert(5)">html link</a>',
  '',
  '![pic](javascript:alert(6))',
  '',
  '<svg onload="alert(7)"><circle/></svg>',
  '',
  '<div style="background:url(javascript:alert(8))">styled</div>',
].join('\n');

/** No element that runs or frames anything, and no tag with an event handler, a style or a script URL (text is inert). */
const assertHarmless = (html: string) => {
  const tags = html.match(/<[^>]*>/g) ?? [];
  expect(tags.filter((tag) => /^<\/?(script|iframe|svg|object|embed|style)|\son\w+=|style=|javascript:|data:/i.test(tag))).toEqual([]);
};

describe('hostile content', () => {
  it('never reaches the public page or the preview as something that runs', async () => {
    const preview = await owner.post('/api/admin/blog/preview', { content: HOSTILE_MARKDOWN });
    expect(preview.status).toBe(200);
    assertHarmless(preview.body.html);
    expect(preview.body.html).toContain('Hello');
    expect(preview.body.html).toContain('<img src="https://example.com/x.png" />');

    const p = (await owner.post('/api/admin/blog', post('Hostile', { content: HOSTILE_MARKDOWN, status: 'published' }))).body.post;
    const shown = (await anonymous.get(`/api/public/blog/${p.slug}`)).body.post.content as string;
    assertHarmless(shown);
    // The preview is the public page's rendering, exactly.
    expect(shown).toBe(preview.body.html);
    // The editor gets back what was written.
    expect((await owner.get(`/api/admin/blog/${p.id}`)).body.post.content).toBe(HOSTILE_MARKDOWN);

    const gql = await owner.gql('query($c: String!) { blogPostPreview(content: $c) { ... on BlogPostPreview { html } } }', {
      c: HOSTILE_MARKDOWN,
    });
    expect(gql.data.blogPostPreview.html).toBe(preview.body.html);
  });

  it('renders Markdown as the public page shows it, and keeps posts from before the editor (HTML, plain text)', async () => {
    const md = (await owner.post('/api/admin/blog/preview', { content: '# Big\n\n- one\n- two\n\n[site](https://spanner.test)' })).body
      .html;
    expect(md).toContain('<h2>Big</h2>');
    expect(md).toContain('<li>one</li>');
    expect(md).toContain('<a href="https://spanner.test" rel="noopener noreferrer nofollow">site</a>');
    const legacy = await t.database.db.blogPost.create({
      data: {
        slug: `legacy-${run}`,
        title: 'Legacy',
        content: '<p>Old <em>HTML</em></p><script>alert(1)</script>',
        category: 'Technology',
        tags: [],
        authorName: 'Old',
        publishedAt: new Date(Date.now() - 60_000),
      },
    });
    expect((await anonymous.get(`/api/public/blog/${legacy.slug}`)).body.post.content).toBe('<p>Old <em>HTML</em></p>');
    expect((await owner.get(`/api/admin/blog/${legacy.id}`)).body.post.contentFormat).toBe('html');
  });
});

describe('the cover image', () => {
  it('is resized to 1600 px wide, re-encoded as JPEG, served publicly with its alt text, and replaced cleanly', async () => {
    const p = (await owner.post('/api/admin/blog', post('With cover', { status: 'published' }))).body.post;
    const big = await sharp({ create: { width: 3200, height: 1200, channels: 4, background: '#3366cc' } })
      .png()
      .toBuffer();
    const noAlt = await owner.request('POST', `/api/admin/blog/${p.id}/cover`, multipart('file', 'c.png', 'image/png', big));
    expect({ status: noAlt.status, error: noAlt.body.error }).toEqual({ status: 400, error: 'Alt text is required for the cover image' });

    const up = await owner.request('POST', `/api/admin/blog/${p.id}/cover?alt=${encodeURIComponent('A blue banner')}`, {
      ...multipart('file', 'c.png', 'image/png', big),
    });
    expect(up.status).toBe(200);
    expect(up.body.post.coverImageAlt).toBe('A blue banner');
    const url = up.body.post.coverImageUrl as string;
    expect(url).toMatch(/^\/api\/files\/blog-covers\/[\w-]+\.jpg$/);
    const file = await t.app.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(file.rawPayload).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: 'jpeg', width: 1600, height: 600 });
    const shown = (await anonymous.get(`/api/public/blog/${p.slug}`)).body.post;
    expect({ url: shown.coverImageUrl, alt: shown.coverImageAlt }).toEqual({ url, alt: 'A blue banner' });

    // Saving without alt text while the cover is set is refused; removing the cover deletes the file.
    const noAltSave = await owner.put(`/api/admin/blog/${p.id}`, post('With cover', { slug: p.slug, status: 'published' }));
    expect(noAltSave.body.error).toBe('Alt text is required for the cover image');
    const removed = await owner.put(`/api/admin/blog/${p.id}`, post('With cover', { slug: p.slug, coverImageUrl: null }));
    expect(removed.body.post.coverImageUrl).toBeNull();
    expect((await t.app.app.inject({ method: 'GET', url })).statusCode).toBe(404);

    // A small image is never enlarged; the alt text already on the post is kept.
    await owner.put(`/api/admin/blog/${p.id}`, post('With cover', { slug: p.slug, coverImageAlt: 'A tiny dot' }));
    const small = await owner.request('POST', `/api/admin/blog/${p.id}/cover`, multipart('file', 'c.png', 'image/png', SMALL));
    expect(small.status, JSON.stringify(small.body)).toBe(200);
    expect(small.body.post.coverImageAlt).toBe('A tiny dot');
    const smallFile = await t.app.app.inject({ method: 'GET', url: small.body.post.coverImageUrl });
    expect((await sharp(smallFile.rawPayload).metadata()).width).toBe(200);
  });

  it('refuses a file that is not an image (415), an oversized one (413), an empty or broken one (400)', async () => {
    const p = (await owner.post('/api/admin/blog', post('Bad covers', { coverImageAlt: 'Alt' }))).body.post;
    const send = (name: string, type: string, bytes: Buffer) =>
      owner.request('POST', `/api/admin/blog/${p.id}/cover`, multipart('file', name, type, bytes));
    const html = await send('evil.png', 'image/png', Buffer.from('<html><script>alert(1)</script></html>'));
    expect({ status: html.status, error: html.body.error }).toEqual({
      status: 415,
      error: 'Cover images must be PNG, JPEG, WebP or GIF images',
    });
    const svg = await send('x.svg', 'image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>'));
    expect(svg.status).toBe(415);
    // PNG's signature followed by junk: an image by its first bytes, unreadable as one.
    const broken = await send('b.png', 'image/png', Buffer.concat([PNG.subarray(0, 16), Buffer.alloc(64, 7)]));
    expect({ status: broken.status, error: broken.body.error }).toEqual({
      status: 400,
      error: 'That image could not be read. Please choose another file',
    });
    const huge = await send('huge.png', 'image/png', Buffer.concat([PNG, Buffer.alloc(1024 * 1024 + 10)]));
    expect(huge.status).toBe(413);
    expect(huge.body.error).toBeTruthy();
    expect((await owner.get(`/api/admin/blog/${p.id}`)).body.post.coverImageUrl).toBeNull();
  });

  it('uploads over GraphQL too', async () => {
    const p = (await owner.post('/api/admin/blog', post('GraphQL cover'))).body.post;
    const boundary = '----gql-boundary';
    const operations = JSON.stringify({
      query:
        'mutation($id: ID!, $file: File!) { uploadBlogCover(id: $id, file: $file, alt: "Alt") { ... on BlogPost { coverImageUrl coverImageAlt } ... on AppError { message } } }',
      variables: { id: p.id, file: null },
    });
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${operations}\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n{"0":["variables.file"]}\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="c.png"\r\nContent-Type: image/png\r\n\r\n`),
      SMALL,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await owner.request('POST', '/graphql', {
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.body.data.uploadBlogCover).toMatchObject({ coverImageAlt: 'Alt', coverImageUrl: expect.stringMatching(/\.jpg$/) });
  });
});

describe('only the owner', () => {
  const restCalls = (id: string): [string, string, unknown?][] => [
    ['GET', '/api/admin/blog'],
    ['POST', '/api/admin/blog', post('Intruder')],
    ['GET', `/api/admin/blog/${id}`],
    ['PUT', `/api/admin/blog/${id}`, post('Intruder')],
    ['DELETE', `/api/admin/blog/${id}`],
    ['POST', '/api/admin/blog/preview', { content: 'x' }],
  ];
  const gqlCalls = (id: string): [string, Record<string, unknown>][] => [
    ['{ adminBlogPosts { total } }', {}],
    [`{ adminBlogPost(id: "${id}") { ... on BlogPost { id } } }`, {}],
    ['{ blogPostPreview(content: "x") { ... on BlogPostPreview { html } } }', {}],
    ['mutation($input: BlogPostInput!) { createBlogPost(input: $input) { ... on BlogPost { id } } }', { input: post('Intruder') }],
    [
      `mutation($input: BlogPostInput!) { updateBlogPost(id: "${id}", input: $input) { ... on BlogPost { id } } }`,
      { input: post('Intruder') },
    ],
    [`mutation { deleteBlogPost(id: "${id}") { ... on DeleteBlogPostPayload { id } } }`, {}],
  ];

  it('answers 404 to an organisation admin, support staff and anyone signed out, over REST and GraphQL; nothing changes', async () => {
    const p = (await owner.post('/api/admin/blog', post('Guarded'))).body.post;
    for (const [who, agent] of [
      ['admin', admin],
      ['staff', staff],
      ['anonymous', anonymous],
    ] as const) {
      for (const [method, url, body] of restCalls(p.id)) {
        const res = await agent.request(method, url, body === undefined ? {} : { body });
        expect({ who, method, url, status: res.status }).toEqual({ who, method, url, status: 404 });
      }
      const cover = await agent.request('POST', `/api/admin/blog/${p.id}/cover?alt=x`, multipart('file', 'c.png', 'image/png', PNG));
      expect({ who, status: cover.status }).toEqual({ who, status: 404 });
      for (const [query, variables] of gqlCalls(p.id)) {
        const res = await agent.gql(query, variables);
        expect({ who, query, code: res.errors?.[0]?.extensions?.code }).toEqual({ who, query, code: 'NOT_FOUND' });
      }
    }
    const after = (await owner.get(`/api/admin/blog/${p.id}`)).body.post;
    expect({ title: after.title, cover: after.coverImageUrl }).toEqual({ title: p.title, cover: null });
    expect(await t.database.db.blogPost.count({ where: { title: { startsWith: 'Intruder' } } })).toBe(0);
  });
});

describe('the rendered public pages', () => {
  let site: TestApp;
  beforeAll(async () => {
    // A stand-in for the web's server build: the page object as text, so what each page would show can be read.
    const dist = fs.mkdtempSync('/tmp/owner-blog-dist-');
    fs.mkdirSync(path.join(dist, '.vite'));
    fs.mkdirSync(path.join(dist, 'server'));
    fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify({ 'src/public/entry-client.tsx': { file: 'public.js' } }));
    fs.writeFileSync(path.join(dist, 'server', 'entry-server.js'), 'export const renderPublicPage = (page) => JSON.stringify(page);\n');
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
    site = await startTestApp({ WEB_DIST: dist });
  });
  afterAll(() => site?.close());
  const page = (url: string) => site.app.app.inject({ method: 'GET', url });

  it('renders its pages with its own build only: a server without one, in the same process, answers its plain page', async () => {
    const link = { method: 'GET' as const, url: '/api/public/newsletter/confirm/nonsense', headers: { accept: 'text/html' } };
    const [withBuild, without] = await Promise.all([site.app.app.inject(link), t.app.app.inject(link)]);
    expect([withBuild.statusCode, JSON.parse(withBuild.body.replace(/^[^{]*/, '')).kind]).toEqual([404, 'notice']);
    expect([without.statusCode, without.body]).toEqual([404, expect.stringContaining('<h1>Link not valid</h1>')]);
  });

  it('shows a post the moment it is published and hides it the moment it is unpublished, despite the render cache', async () => {
    // Saved through this app's own bus: the owner writes on `site`.
    const o = new Agent(site);
    const { owner: siteOwner } = await createPlatformOwner(site);
    await o.login(siteOwner.email, PASSWORD);
    const p = (await o.post('/api/admin/blog', post('Cache check'))).body.post;
    expect((await page(`/blog/${p.slug}`)).statusCode).toBe(404);
    expect((await page(`/blog?search=${run}`)).body).not.toContain(p.slug);

    const listBefore = await page(`/blog?search=${run}`);
    await o.put(`/api/admin/blog/${p.id}`, post('Cache check', { slug: p.slug, status: 'published' }));
    const shown = await page(`/blog/${p.slug}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain(p.title);
    // Browsers ask again at every view (a minute's max-age would keep the old page); unchanged is a 304.
    expect(shown.headers['cache-control']).toBe('public, no-cache');
    const again = await site.app.app.inject({
      method: 'GET',
      url: `/blog/${p.slug}`,
      headers: { 'if-none-match': String(shown.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const listAfter = await site.app.app.inject({
      method: 'GET',
      url: `/blog?search=${run}`,
      headers: { 'if-none-match': String(listBefore.headers.etag) },
    });
    expect(listAfter.statusCode).toBe(200);
    expect((await page(`/blog?search=${run}`)).body).toContain(p.slug);

    await o.put(`/api/admin/blog/${p.id}`, post('Cache check', { slug: p.slug, status: 'draft' }));
    expect((await page(`/blog/${p.slug}`)).statusCode).toBe(404);
    expect((await page(`/blog?search=${run}`)).body).not.toContain(p.slug);
  });

  it('shows a scheduled post at its time, not before, with no save in between', async () => {
    const o = new Agent(site);
    const { owner: siteOwner } = await createPlatformOwner(site);
    await o.login(siteOwner.email, PASSWORD);
    // The clock stands still until moved: due in 8 s, the list rendered below is kept 10 s, so at the post's time
    // it is still in the render cache (only the scheduled time can make it show).
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const at = new Date(Date.now() + 8_000);
      const p = (await o.post('/api/admin/blog', post('Scheduled page', { status: 'scheduled', publishAt: at.toISOString() }))).body.post;
      const list = `/blog?search=${encodeURIComponent(`scheduled page ${run}`)}`;
      expect((await page(`/blog/${p.slug}`)).statusCode).toBe(404);
      expect((await page(list)).body).not.toContain(p.slug);
      vi.setSystemTime(new Date(at.getTime() + 100));
      expect((await page(`/blog/${p.slug}`)).statusCode).toBe(200);
      expect((await page(list)).body).toContain(p.slug);
    } finally {
      vi.useRealTimers();
    }
  });
});
