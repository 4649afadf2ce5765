/**
 * The second build of the web app: the public pages' small entry (public.html, src/public-app),
 * written into the same dist/ after the app's build (package.json "build"). Kept apart from
 * vite.config.ts so the app's chunk plan and service worker never take these pages in, and these
 * pages never load the app's start-up chunk: React, the page and its texts, nothing else.
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './src/build/precompress.js';
import { preloadFont } from './src/build/preload-font.js';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  // The first screen (the server writes it into #root) is drawn in Vazirmatn's regular weight.
  plugins: [react(), precompress(), preloadFont(/vazirmatn-arabic-400-normal-[\w-]+\.woff2$/)],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    // The app's build is already there: add to it.
    emptyOutDir: false,
    rolldownOptions: { input: { public: `${root}public.html` } },
  },
});
