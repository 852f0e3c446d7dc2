import fs from 'node:fs';
import path from 'node:path';
import { filesOf, readManifest } from './vite-manifest.ts';

// A signed-in cold load of the main app fetched its code in two waves: index.html's entry (React, the router), and
// only once the router ran, the signed-in layout (Apollo), the portal and the screen — each wave several round trips
// of a phone's network. For a browser that carries a session cookie, the app page names the second wave too
// (`<link rel="modulepreload">` and the screen's style sheets), so both arrive together. The page holds no user's
// data (the same links for every user of a screen), so it is cached like index.html itself; the service worker
// answers app pages with its own precached index.html and never keeps this one.

/** The signed-in layout every main-app screen renders in: Apollo and the main portal (web/src/router.tsx). */
export const SIGNED_IN_LAYOUT = ['src/apollo-root.tsx', 'src/portals/main/MainPortal.tsx'];

/** The technician's screens (web/src/features/<area>/routes.tsx), by address: the screen's module in the build. */
export const SCREEN_MODULES: [RegExp, string][] = [
  [/^\/$/, 'src/features/dashboard/DashboardPage.tsx'],
  [/^\/schedule$/, 'src/features/schedule/SchedulePage.tsx'],
  [/^\/jobs$/, 'src/features/jobs/JobsPage.tsx'],
  [/^\/jobs\/(?!new$)[^/]+$/, 'src/features/jobs/JobDetailPage.tsx'],
  [/^\/jobs\/[^/]+\/notes$/, 'src/features/jobs/JobNotesPage.tsx'],
];

/** The screens the server renders with their data (server-screen.ts): the technician's. */
export const isRenderedScreen = (pathname: string) => SCREEN_MODULES.some(([pattern]) => pattern.test(pathname));

/** Addresses the app page answers that are not the main portal's signed-in screens (sign-in, the customer's pages…). */
const NOT_MAIN_PORTAL = /^\/(?:auth|login|logout|trial-expired|q|c|admin|support|support-admin|billing\/local-checkout)(?:[/?]|$)/;

/**
 * Reads the build's manifest once: answers, for an address, the `<link>` tags of the code a signed-in load of it
 * needs beyond index.html's own (null for addresses outside the main portal, or without a manifest).
 */
export function appPreloads(webDist: string): (pathname: string) => string | null {
  const manifest = readManifest(webDist);
  if (!manifest) return () => null;
  const index = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const inIndex = (file: string) => index.includes(`/${file}"`);

  const linksOf = (modules: string[]) => {
    const { scripts, sheets } = filesOf(manifest, modules);
    return [
      ...scripts.filter((f) => !inIndex(f)).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
      ...sheets.filter((f) => !inIndex(f)).map((f) => `<link rel="preload" as="style" crossorigin href="/${f}">`),
    ].join('');
  };
  const layout = linksOf(SIGNED_IN_LAYOUT);
  const screens = SCREEN_MODULES.map(([pattern, module]) => [pattern, linksOf([...SIGNED_IN_LAYOUT, module])] as const);
  return (pathname) => {
    if (NOT_MAIN_PORTAL.test(pathname)) return null;
    return screens.find(([pattern]) => pattern.test(pathname))?.[1] ?? layout;
  };
}
