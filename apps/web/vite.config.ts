import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Resolve everything from this folder so the build lands in apps/web/dist whatever the working directory.
const root = fileURLToPath(new URL('.', import.meta.url));

const CORE_LIBRARIES =
  /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@emotion|@mui[\\/](system|utils|styled-engine|private-theming)|stylis|stylis-plugin-rtl|cssjanus|@casl|@ucast|hoist-non-react-statics|react-is|clsx|prop-types|@babel[\\/]runtime|react-transition-group|use-sync-external-store)[\\/]/;

/** Lazy chunks of the route table whose dependencies are not preloaded (see modulePreload). */
const NO_PRELOAD = /(people-pages|EntityListPage|EntityFormPage|UserRolesListPage|SchoolInformationPage)-/;

export default defineConfig({
  root,
  plugins: [react()],
  resolve: {
    // npm nests this prerelease under apps/web (the pickers' peer range does not match prereleases);
    // resolve it from here for the date pickers' adapter too.
    dedupe: ['date-fns-jalali'],
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    modulePreload: {
      // Manager pages load their own imports: listing them for preloading would put long file lists
      // into the route table the login page downloads (one round trip later on their first visit).
      resolveDependencies: (filename, deps) => (NO_PRELOAD.test(filename) ? [] : deps),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Libraries every page needs, in one chunk: one request, and gzip compresses it better
            // than the many small shared chunks automatic splitting would make.
            // Only what the first page loads: a helper of these libraries that only a lazy page
            // uses (the Data Grid, the date pickers) stays with that page.
            { name: 'core', test: CORE_LIBRARIES, tags: ['$initial'] },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  preview: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
});
