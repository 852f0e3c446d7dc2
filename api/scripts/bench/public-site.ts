// The public site of `npm run bench`: one blog post as the server-rendered page (`GET /blog/{slug}`, through the
// server's render cache, as visitors get it) and as JSON (`GET /api/public/blog/{slug}`, read and sanitised on every
// request), at 10 connections. The page needs a built web with its server renderer: WEB_DIST's, else a build of its
// own kept in the system's temp folder for later runs; without either the group is skipped with the reason.
import { execSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Bench, type BenchRequest, printTable } from './harness.ts';

const WEB_ROOT = path.resolve(import.meta.dirname, '../../../web');
/** Where the group builds the web when WEB_DIST has no server renderer; kept between runs. */
const BUILD_CACHE = path.join(os.tmpdir(), 'spanner-bench-web');
const BUILD_TIMEOUT_MS = 300_000;

const hasServerBuild = (dir: string) =>
  fs.existsSync(path.join(dir, 'server', 'entry-server.js')) && fs.existsSync(path.join(dir, '.vite', 'manifest.json'));

/** A web build with its server renderer, or why there is none. */
function webWithRenderer(webDist: string): { dir: string } | { skip: string } {
  if (hasServerBuild(webDist)) return { dir: webDist };
  if (hasServerBuild(BUILD_CACHE)) return { dir: BUILD_CACHE };
  console.log(`\nPublic site: no server renderer in ${webDist}; building the web into ${BUILD_CACHE} …`);
  // As web/e2e/global-setup.ts builds it: the client (with its manifest), then the server renderer into server/.
  const build = (args: string) =>
    execSync(`npx vite build --logLevel error ${args}`, {
      cwd: WEB_ROOT,
      stdio: 'inherit',
      timeout: BUILD_TIMEOUT_MS,
      env: { ...process.env, NODE_ENV: 'production' },
    });
  try {
    build(`--outDir ${BUILD_CACHE} --emptyOutDir`);
    build(`--ssr --outDir ${path.join(BUILD_CACHE, 'server')}`);
  } catch (error) {
    fs.rmSync(BUILD_CACHE, { recursive: true, force: true });
    return { skip: `the web build failed or took over ${BUILD_TIMEOUT_MS / 1000} s (${(error as Error).message.split('\n')[0]})` };
  }
  return hasServerBuild(BUILD_CACHE) ? { dir: BUILD_CACHE } : { skip: `the web build left no server renderer in ${BUILD_CACHE}` };
}

export async function benchPublicSite(bench: Bench) {
  const web = webWithRenderer(bench.config.WEB_DIST);
  if ('skip' in web) {
    console.log(`\nPublic site: skipped, ${web.skip}.`);
    return;
  }
  const db = bench.database.db;
  const slug = `bench-post-${randomUUID()}`;
  const paragraphs = Array.from(
    { length: 8 },
    (_, i) =>
      `Paragraph ${i + 1}: a technician finishes the service, records the parts and hours on the job, and the office turns them into an invoice the same afternoon, so the customer pays within the week instead of the month.`,
  );
  const post = await db.blogPost.create({
    data: {
      slug,
      title: 'Bench post: getting paid faster',
      excerpt: 'A post of about 300 words, the size of the demo posts.',
      content: paragraphs.join('\n\n'),
      category: 'Operations',
      tags: ['invoicing', 'cash flow'],
      authorName: 'The Spanner Team',
      publishedAt: new Date(Date.now() - 60_000),
    },
  });
  const app = await bench.startApp({ WEB_DIST: web.dir });
  try {
    const requests: { title: string; request: BenchRequest }[] = [
      { title: `GET /blog/{slug} (server-rendered HTML)`, request: { url: `${app.url}/blog/${slug}` } },
      { title: `GET /api/public/blog/{slug} (JSON)`, request: { url: `${app.url}/api/public/blog/${slug}` } },
    ];
    const table = [];
    for (const r of requests) {
      // The first request renders the page (and fills the render cache); the next one is what most visitors get.
      const first = await bench.probe(r.request);
      const next = await bench.probe(r.request);
      if (first.status !== 200 || next.status !== 200) throw new Error(`${r.title}: ${first.status}, ${next.status}`);
      const body = typeof first.body === 'string' ? first.body : JSON.stringify(first.body);
      table.push({
        ...(await bench.measure(r.title, r.request, { connections: 10 })),
        extra: { KB: Math.round(body.length / 1024), 'SQL first request': first.statements, 'SQL next request': next.statements },
      });
    }
    console.log(
      `\nPublic site: one post, 10 connections (the page is rendered at most once per 10 s per address; the JSON is read per request):\n`,
    );
    printTable(table);
  } finally {
    await app.stop();
    await db.blogPost.delete({ where: { id: post.id } });
  }
}
