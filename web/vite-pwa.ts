import path from 'node:path';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { BRAND_ACCENT } from '../design-system/src/theme/brand';
import { appShellFiles } from './vite-app-shell';

/**
 * The installable app: its web manifest and a Workbox service worker that precaches the app shell (index.html and
 * every script and style of the build), so the app opens with no signal. A new build's worker waits until the user
 * chooses "Reload to update" (registerType 'prompt', src/app/offline/UpdatePrompt.tsx): nobody's form is swapped
 * under them. Data is not cached here: the technician's saved day lives in IndexedDB (src/offline/cache).
 */
export function installableApp(): Plugin[] {
  let outDir = 'dist';
  const whereTheBuildGoes: Plugin = {
    name: 'spanner-app-shell-dir',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
  };
  const pwa = VitePWA({
    registerType: 'prompt',
    // The app registers the worker itself (src/app/offline/register.ts), after the first screen has rendered.
    injectRegister: false,
    manifestFilename: 'manifest.webmanifest',
    manifest: {
      id: '/',
      name: 'Spanner',
      short_name: 'Spanner',
      description: 'Jobs, schedule, customers and equipment for your trade business — on the road, even without signal.',
      lang: 'en-AU',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'any',
      theme_color: BRAND_ACCENT,
      background_color: '#ffffff',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    // The worker is ours (src/app/sw.ts, TypeScript bundled by this build as one classic script): the app shell's
    // precache and routes as Workbox's generated worker had them, and Background Sync sending the outbox with the
    // same code the app sends it with (src/offline/outbox/send.ts).
    strategies: 'injectManifest',
    srcDir: 'src/app',
    filename: 'sw.ts',
    injectManifest: {
      rollupFormat: 'iife',
      // The app's scripts, styles, its one page and its icons (the manifest and its icons are added by the plugin);
      // not the public site's media, source maps or the server build.
      globPatterns: ['**/*.{js,css,html,svg}', 'icons/apple-touch-icon.png'],
      globIgnores: ['server/**', '.vite/**', 'media/**', '**/*.map', 'sw.js'],
      // Of the build's scripts and styles, only what the main app loads (vite-app-shell.ts).
      manifestTransforms: [
        (entries) => {
          const app = appShellFiles(outDir);
          return { manifest: entries.filter((entry) => !entry.url.startsWith('assets/') || app.has(entry.url)), warnings: [] };
        },
      ],
    },
  });
  return [whereTheBuildGoes, ...pwa];
}
