import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SCREEN_MODULES, SIGNED_IN_LAYOUT } from './app-preloads.ts';
import type { RenderedScreen } from './server-screen.ts';
import { filesOf, type Manifest } from './vite-manifest.ts';

// The page around a server-rendered screen (server-screen.ts). Its content is in the HTML, so what a phone needs
// before it can paint is the HTML and one style sheet: the screen's style sheets (index.html's, the signed-in
// layout's and the screen's) joined into one file, served from memory and cached for good under its hash. The
// app's code is started once the page has painted (web/public/start-after-paint.js): its hundred-odd files then load
// while the day's jobs are already on the screen, not before it, and React hydrates what is there.

const STYLESHEET = /\s*<link rel="stylesheet" crossorigin href="\/([^"]+)">/g;
const MODULEPRELOAD = /\s*<link rel="modulepreload" crossorigin href="\/([^"]+)">/g;
const ENTRY = /<script type="module" crossorigin src="(\/[^"]+)"><\/script>/;

/** Where a screen's joined style sheet is served. */
export const SCREEN_STYLES_PATH = '/styles/';

export interface ScreenPages {
  /** The whole page of a rendered screen at `pathname` (null: not a screen this build renders). */
  pageOf(pathname: string, screen: RenderedScreen): string | null;
  /** A joined style sheet by its file name (undefined: none of this build). */
  sheet(name: string): string | undefined;
}

export function screenPages(webDist: string, indexHtml: string, manifest: Manifest): ScreenPages | null {
  const entry = ENTRY.exec(indexHtml)?.[1];
  if (!entry) return null;
  const indexSheets = [...indexHtml.matchAll(STYLESHEET)].map(([, file]) => file);
  const indexScripts = [...indexHtml.matchAll(MODULEPRELOAD)].map(([, file]) => file);
  const bare = indexHtml.replace(STYLESHEET, '').replace(MODULEPRELOAD, '').replace(ENTRY, '');

  const sheets = new Map<string, string>();
  const screens = SCREEN_MODULES.map(([pattern, module]) => {
    const { scripts, sheets: screenSheets } = filesOf(manifest, [...SIGNED_IN_LAYOUT, module]);
    const files = [...new Set([...indexSheets, ...screenSheets])];
    const css = files.map((file) => fs.readFileSync(path.join(webDist, file), 'utf8')).join('\n');
    const name = `screen-${createHash('sha256').update(css).digest('hex').slice(0, 16)}.css`;
    sheets.set(name, css);
    const preloads = [...new Set([...indexScripts, ...scripts])].map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join('');
    // The joined sheet's files are named too, disabled (never fetched or applied): the app's code loader adds a
    // chunk's style sheet unless the page has a stylesheet link to it, and adding the eighteen-odd sheets again after
    // hydration restyled the whole page in one long task (and fetched them all).
    const joined = files.map((f) => `<link rel="stylesheet" href="/${f}" disabled>`).join('');
    return { pattern, head: `<link rel="stylesheet" href="${SCREEN_STYLES_PATH}${name}">${joined}`, preloads };
  });

  return {
    pageOf(pathname, screen) {
      const shell = screens.find(({ pattern }) => pattern.test(pathname));
      if (!shell) return null;
      // Replaced by functions: a `$` in a user's data is text, never a replacement pattern.
      return bare
        .replace('<html lang="en-AU">', () => `<html lang="en-AU" class="${screen.themeClass}" data-server-rendered="">`)
        .replace('</head>', () => `${shell.head}</head>`)
        .replace(
          '<div id="root"></div>',
          () =>
            `<div id="root">${screen.html}</div>${screen.state}<template id="after-paint">${shell.preloads}</template>` +
            `<script defer src="/start-after-paint.js" data-entry="${entry}"></script>`,
        );
    },
    sheet: (name) => sheets.get(name),
  };
}
