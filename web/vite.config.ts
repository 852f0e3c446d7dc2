import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { typedDocuments } from './vite-typed-documents';

const api = process.env.SPANNER_API ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [typedDocuments(), react(), vanillaExtractPlugin()],
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
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 700 },
});
