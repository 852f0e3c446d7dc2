import path from 'node:path';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-precompress';
import { typedDocuments } from './vite-typed-documents';

const api = process.env.SPANNER_API ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [
    // react-aria ships its strings (drag and drop, toasts, list boxes…) in 35 languages; the app speaks en-AU only
    // (DesignSystemProvider), which react-aria answers from its English strings: the other 34 are left out.
    optimizeLocales.vite({ locales: ['en'] }),
    typedDocuments(),
    react(),
    vanillaExtractPlugin(),
    precompress(),
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
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        // Libraries that change together and rarely: each one cached file, shared by every route. React and the
        // router load on every page; Apollo and GraphQL only once a signed-in screen needs them (never on sign-in).
        // react-aria is left to the automatic split, so a page loads the components it renders.
        codeSplitting: {
          groups: [
            {
              name: 'vendor-react',
              test: /node_modules\/(?:react|react-dom|scheduler|react-router|cookie|set-cookie-parser)\//,
              priority: 2,
            },
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
});
