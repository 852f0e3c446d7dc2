import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../context.ts';
import type { RunQuery } from '../graphql/in-process.ts';
import { allowStyleAttributesOf } from './security-headers.ts';

// The one place the API renders a page of the web build: a public page (public-site.ts routes them) and the app's
// page for every other load (web-app.ts). One server renderer (web/src/ssr/entry-server.tsx, built by `vite build
// --ssr` into WEB_DIST/server), one read of Vite's manifest, one rule for what a page names: the files its modules
// load, read from the manifest (filesOf).
// - A public page: complete HTML, with its entry's style sheets, script and chunks (no router, no GraphQL client).
// - A signed-in load of a technician's screen (SCREEN_MODULES): the screen rendered with its data, read through the
//   API's own GraphQL schema as the request's user, so a phone paints the day's jobs from the HTML. It paints from
//   the HTML and one style sheet (the screen's sheets joined, served from memory and cached for good under its
//   hash); the app's code starts once the page has painted (web/public/start-after-paint.js). A render that fails is
//   logged and the page is the one below: server rendering is never a reason for a page not to load.
// - Any other signed-in load: index.html with the app's loading screen, and the layout's, portal's and screen's code
//   named, so it arrives in one wave, not two. The same bytes for every user of a screen: no user's data.

/** Vite's build manifest (WEB_DIST/.vite/manifest.json), as far as it is read here. */
type Manifest = Record<string, { file: string; css?: string[]; imports?: string[] }>;

/** The built files a public page loads (web/src/public/document.ts PublicAssets). */
interface PublicAssets {
  script: string;
  css: string[];
  preload: string[];
}

/** The server renderer's exports (web/src/ssr/entry-server.tsx); a build's stand-in may have some only. */
interface ServerEntry {
  renderPublicPage?(page: object, origin: string, assets: PublicAssets): string;
  renderAppLoading?(): string;
  renderScreen?(url: string, run: RunQuery, device: { phone: boolean }): Promise<{ html: string; state: string } | null>;
  themeClass?: string;
}

/** The public pages' browser entry, as the manifest names it (web/vite.config.ts PUBLIC_ENTRY). */
const PUBLIC_ENTRY = 'src/public/entry-client.tsx';
/** The signed-in layout every main-app screen renders in: Apollo and the main portal (web/src/router.tsx). */
const SIGNED_IN_LAYOUT = ['src/app/apollo-root.tsx', 'src/app/portals/main/MainPortal.tsx'];
/** The technician's screens (web/src/features/<area>/routes.tsx), by address, and the screen's module in the build. */
const SCREEN_MODULES: [RegExp, string][] = [
  [/^\/$/, 'src/features/dashboard/DashboardPage.tsx'],
  [/^\/schedule$/, 'src/features/schedule/SchedulePage.tsx'],
  [/^\/jobs$/, 'src/features/jobs/JobsPage.tsx'],
  [/^\/jobs\/(?!new$)[^/]+$/, 'src/features/jobs/JobDetailPage.tsx'],
  [/^\/jobs\/[^/]+\/notes$/, 'src/features/jobs/JobNotesPage.tsx'],
];
/** Addresses the app page answers that are not the main portal's signed-in screens (sign-in, the customer's pages…). */
const NOT_MAIN_PORTAL =
  /^\/(?:auth|login|logout|trial-expired|q|c|i|admin|support|support-admin|billing\/local-(?:checkout|pay))(?:[/?]|$)/;
/** Where a screen's joined style sheet is served. */
export const SCREEN_STYLES_PATH = '/styles/';

const STYLESHEET = /\s*<link rel="stylesheet" crossorigin href="\/([^"]+)">/g;
const MODULEPRELOAD = /\s*<link rel="modulepreload" crossorigin href="\/([^"]+)">/g;
const ENTRY = /<script type="module" crossorigin src="(\/[^"]+)"><\/script>/;

const modulePreload = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}">`;
const unique = (files: string[]) => [...new Set(files)];

/** The files the modules `keys` load — theirs and every static import's, each once, in load order — and their style sheets. */
function filesOf(manifest: Manifest, keys: string[]): { scripts: string[]; sheets: string[] } {
  const scripts = new Set<string>();
  const sheets = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const sheet of chunk.css ?? []) sheets.add(sheet);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  return { scripts: [...scripts], sheets: [...sheets] };
}

/**
 * Whether the browser says it is a phone's: Chromium's client hint, else the user agent's "Mobi" (Safari and Firefox
 * on phones). A screen is rendered for a phone's width then; a wrong guess only re-renders once hydrated.
 */
const isPhone = (req: FastifyRequest) => req.headers['sec-ch-ua-mobile'] === '?1' || /Mobi/.test(req.headers['user-agent'] ?? '');

/** Answers a page load with the single-page app (index.html). */
export type SendApp = (req: FastifyRequest, reply: FastifyReply) => FastifyReply | Promise<FastifyReply>;

export interface WebPages {
  /** A public page's whole HTML document (web/src/public/data.ts PublicPage); null without a server build. */
  renderPublicPage: ((page: object, origin: string) => string) | null;
  /** Answers a page load with the app. Its screens are the app's, never a search result: they carry noindex. */
  sendApp: SendApp;
  /** A rendered screen's joined style sheet by its file name (undefined: none of this build). */
  sheet(name: string): string | undefined;
}

/** Reads a build once (nothing of it in an API-only checkout or the API's own tests: the app page is index.html). */
export async function webPages(webDist: string, runAs: (req: FastifyRequest, reply: FastifyReply) => RunQuery): Promise<WebPages> {
  const read = (file: string) => (fs.existsSync(path.join(webDist, file)) ? fs.readFileSync(path.join(webDist, file), 'utf8') : null);
  const indexHtml = read('index.html');
  const manifestJson = read('.vite/manifest.json');
  const manifest = manifestJson ? (JSON.parse(manifestJson) as Manifest) : null;
  const entryPath = path.join(webDist, 'server', 'entry-server.js');
  const entry = fs.existsSync(entryPath) ? ((await import(pathToFileURL(entryPath).href)) as ServerEntry) : null;

  const publicEntry = manifest?.[PUBLIC_ENTRY];
  const { renderPublicPage } = entry ?? {};
  let publicPage: WebPages['renderPublicPage'] = null;
  if (manifest && publicEntry && renderPublicPage) {
    const { scripts, sheets } = filesOf(manifest, publicEntry.imports ?? []);
    const url = (file: string) => `/${file}`;
    const assets = {
      script: url(publicEntry.file),
      css: unique([...(publicEntry.css ?? []), ...sheets]).map(url),
      preload: scripts.map(url),
    };
    publicPage = (page, origin) => renderPublicPage(page, origin, assets);
  }

  const sheets = new Map<string, string>();
  const sendIndex: SendApp = (_req, reply) => reply.header('x-robots-tag', 'noindex').sendFile('index.html');
  if (!indexHtml || !manifest) return { renderPublicPage: publicPage, sendApp: sendIndex, sheet: () => undefined };

  // A signed-in load's page: index.html with the code it needs beyond index.html's own, and the loading screen.
  const inIndex = (file: string) => indexHtml.includes(`/${file}"`);
  const loading = entry?.renderAppLoading?.() ?? '';
  const appPage = (modules: string[]) => {
    const { scripts, sheets: styles } = filesOf(manifest, modules);
    const links = [
      ...scripts.filter((f) => !inIndex(f)).map(modulePreload),
      ...styles.filter((f) => !inIndex(f)).map((f) => `<link rel="preload" as="style" crossorigin href="/${f}">`),
    ].join('');
    return links && indexHtml.replace('</head>', `${links}</head>`).replace('<div id="root"></div>', `<div id="root">${loading}</div>`);
  };
  const layoutPage = appPage(SIGNED_IN_LAYOUT);

  // A rendered screen's page: index.html without its code and style sheets, which the joined sheet and the
  // after-paint template stand for.
  const appEntry = ENTRY.exec(indexHtml)?.[1];
  const indexSheets = [...indexHtml.matchAll(STYLESHEET)].map(([, file]) => file);
  const indexScripts = [...indexHtml.matchAll(MODULEPRELOAD)].map(([, file]) => file);
  const bare = indexHtml.replace(STYLESHEET, '').replace(MODULEPRELOAD, '').replace(ENTRY, '');
  const renderedScreen = (module: string) => {
    const render = entry?.renderScreen;
    if (!appEntry || !render) return null;
    const { scripts, sheets: styles } = filesOf(manifest, [...SIGNED_IN_LAYOUT, module]);
    const files = unique([...indexSheets, ...styles]);
    const css = files.map((file) => fs.readFileSync(path.join(webDist, file), 'utf8')).join('\n');
    const name = `screen-${createHash('sha256').update(css).digest('hex').slice(0, 16)}.css`;
    sheets.set(name, css);
    // The joined sheet's files are named too, disabled (never fetched or applied): the app's code loader adds a
    // chunk's style sheet unless the page has a stylesheet link to it, and adding the eighteen-odd sheets again after
    // hydration restyled the whole page in one long task (and fetched them all).
    const head = `<link rel="stylesheet" href="${SCREEN_STYLES_PATH}${name}">${files.map((f) => `<link rel="stylesheet" href="/${f}" disabled>`).join('')}`;
    const afterPaint = `<template id="after-paint">${unique([...indexScripts, ...scripts])
      .map(modulePreload)
      .join('')}</template><script defer src="/start-after-paint.js" data-entry="${appEntry}"></script>`;
    /** The screen rendered with the request's user's data, in its page (null: the browser renders it). */
    return async (req: FastifyRequest, reply: FastifyReply) => {
      try {
        const screen = await render(`${req.protocol}://${req.host}${req.url}`, runAs(req, reply), { phone: isPhone(req) });
        if (!screen) return null;
        // Replaced by functions: a `$` in a user's data is text, never a replacement pattern.
        const page = bare
          .replace('<html lang="en-AU">', () => `<html lang="en-AU" class="${entry.themeClass}" data-server-rendered="">`)
          .replace('</head>', () => `${head}</head>`)
          .replace('<div id="root"></div>', () => `<div id="root">${screen.html}</div>${screen.state}${afterPaint}`);
        return { html: screen.html, page };
      } catch (err) {
        req.log.error({ err }, 'the server could not render the screen; the browser renders it');
        return null;
      }
    };
  };
  const screens = SCREEN_MODULES.map(([pattern, module]) => ({
    pattern,
    page: appPage([...SIGNED_IN_LAYOUT, module]),
    render: renderedScreen(module),
  }));

  return {
    renderPublicPage: publicPage,
    sheet: (name) => sheets.get(name),
    async sendApp(req, reply) {
      const pathname = req.url.split('?')[0];
      const screen = screens.find(({ pattern }) => pattern.test(pathname));
      const page = req.cookies?.[SESSION_COOKIE] && !NOT_MAIN_PORTAL.test(pathname) ? (screen?.page ?? layoutPage) : null;
      if (!page) return sendIndex(req, reply);
      reply.header('x-robots-tag', 'noindex');
      const rendered = screen?.render && req.method === 'GET' ? await screen.render(req, reply) : null;
      if (rendered) {
        // The user's own data: never kept by the browser or a cache between.
        allowStyleAttributesOf(reply, rendered.html);
        return reply.header('cache-control', 'private, no-store').type('text/html; charset=utf-8').send(rendered.page);
      }
      return reply.header('cache-control', 'no-cache').header('vary', 'Cookie').type('text/html; charset=utf-8').send(page);
    },
  };
}
