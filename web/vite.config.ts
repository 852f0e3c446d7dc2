import path from 'node:path';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-precompress';
import { installableApp } from './vite-pwa';
import { typedDocuments } from './vite-typed-documents';

const api = process.env.SPANNER_API ?? 'http://127.0.0.1:3000';

/** The public site's browser entry, built beside the app (index.html) and found by the server in the manifest. */
export const PUBLIC_ENTRY = 'src/public/entry-client.tsx';

/** The server's one renderer (`vite build --ssr`): a public page, a signed-in screen with its data, the app's loading screen. */
const SERVER_ENTRY = 'src/ssr/entry-server.tsx';

// `vite build` builds the app and the public site's browser entry; `vite build --ssr --outDir dist/server` builds the
// server's renderer (SERVER_ENTRY, as server/entry-server.js), self-contained (every package bundled in), so the API
// loads it from any folder the build is copied to.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // react-aria ships its strings (drag and drop, toasts, list boxes…) in 35 languages; the app speaks en-AU only
    // (DesignSystemProvider), which react-aria answers from its English strings: the other 34 are left out.
    optimizeLocales.vite({ locales: ['en'] }),
    typedDocuments(),
    react(),
    vanillaExtractPlugin(),
    isSsrBuild ? null : installableApp(),
    isSsrBuild ? null : precompress(),
  ],
  resolve: {
    alias: { '@rules': path.resolve(import.meta.dirname, '../api/src/rules') },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': api,
      '/support/api': api,
      '/graphql': { target: api, ws: true },
    },
  },
  ssr: { noExternal: true },
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: !isSsrBuild,
    // The public folder (icons, the start-after-paint script) is the browser build's; the server's renderer needs none of it.
    copyPublicDir: !isSsrBuild,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      input: isSsrBuild
        ? path.resolve(import.meta.dirname, SERVER_ENTRY)
        : { app: path.resolve(import.meta.dirname, 'index.html'), public: path.resolve(import.meta.dirname, PUBLIC_ENTRY) },
      output: {
        // Libraries that change together and rarely: each one cached file, shared by every route. React loads on
        // every page, the router on every page of the app (not the public site's); Apollo and GraphQL only once a
        // signed-in screen needs them (never on sign-in). react-aria is left to the automatic split, so a page loads
        // the components it renders.
        codeSplitting: isSsrBuild
          ? undefined
          : {
              groups: [
                { name: 'vendor-react', test: /node_modules\/(?:react|react-dom|scheduler)\//, priority: 3 },
                { name: 'vendor-router', test: /node_modules\/(?:react-router|cookie|set-cookie-parser)\//, priority: 2 },
                {
                  name: 'vendor-apollo',
                  test: /node_modules\/(?:@apollo|graphql|graphql-ws|rxjs|optimism|@wry|tslib|ts-invariant|zen-observable|symbol-observable)\//,
                  priority: 1,
                },
              ],
            },
      },
    },
  },
}));
