// Loaded with `--configLoader runner` (package.json): the build steps import @school/shared, whose
// package exports its TypeScript source, which the default loader would hand to Node untranslated.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { API_CACHE_NAME, isOfflineApiRequest } from './src/pwa/api-cache.js';
import { CURRENT_CACHE_PREFIX } from './src/pwa/cache-cleanup.js';
import { APP_CHUNK, planChunks, PUBLIC_CHUNK, VISITOR_CHUNK } from './src/build/chunk-plan.js';
import { compileHints } from './src/build/compile-hints.js';
import { earlyStart } from './src/build/early-start.js';
import { ENTRY_SHELL_DIR, entryShells } from './src/build/entry-shells/entry-shells.js';
import { precompress } from './src/build/precompress.js';

// Resolve everything from this folder so the build lands in apps/web/dist whatever the working directory.
const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The start-up, the pages a signed-out visitor can open (those of the auth, landing and misc
 * features; the login page's code is budgeted), and the signed-in layout (chunk-plan.ts).
 */
const START_UP = `${root}src/main.tsx`;
const LOGIN_PAGE = `${root}src/features/auth/LoginPage.tsx`;
const SIGNED_OUT_PAGE = /[\\/]src[\\/]features[\\/](auth|landing|misc)[\\/]/;
const SIGNED_IN_LAYOUT = `${root}src/app/layouts/DefaultLayout.tsx`;
/** The route tables, whose lazy imports are pages (and the signed-in layout). */
const ROUTE_TABLES = /[\\/]src[\\/]app[\\/]([\w-]*routes|layouts[\\/]lazy-default-layout)\.tsx$/;
/** Kept out of `app` when several pages share them: only the pages that use them load them. */
const HEAVY = [
  {
    name: 'date-picker',
    test: /[\\/]node_modules[\\/]@mui[\\/]x-date-pickers[\\/]|[\\/]JalaliDatePicker\.tsx$/,
  },
  {
    name: 'charts',
    test: /[\\/]node_modules[\\/](echarts|zrender)[\\/]|[\\/]src[\\/]components[\\/]charts[\\/]/,
  },
  {
    // The spreadsheet import's page (its preview table, file picker): only the import pages use it.
    // Its error text and upload helper are shared with the image fields and stay in `app`.
    name: 'sheet-import',
    test: /[\\/]src[\\/]components[\\/]sheet-import[\\/](SheetImportPage|ImportPreviewTable|XlsxPicker|import-preview)\.tsx?$/,
  },
  {
    name: 'form',
    test: /[\\/]node_modules[\\/](react-hook-form|@hookform|zod)[\\/]|[\\/]src[\\/](components[\\/](entity[\\/]EntityForm|fields[\\/]FieldInput)|registry[\\/]schemas)\.tsx?$/,
  },
];

/** Worked out once per output, on the first module the group below is asked about. */
let chunkOfModule: Map<string, string> | undefined;
const resetChunkPlan: Plugin = {
  name: 'school:chunk-plan',
  renderStart() {
    chunkOfModule = undefined;
  },
};

function plannedChunk(id: string, ctx: Rolldown.ChunkingContext): string | null {
  chunkOfModule ??= planChunks(
    {
      imports: (module) => ctx.getModuleInfo(module)?.importedIds ?? [],
      lazyImports: (module) => ctx.getModuleInfo(module)?.dynamicallyImportedIds ?? [],
    },
    {
      startUp: START_UP,
      loginPage: LOGIN_PAGE,
      isSignedOutPage: (module) => SIGNED_OUT_PAGE.test(module),
      signedInLayout: SIGNED_IN_LAYOUT,
      isRouteTable: (module) => ROUTE_TABLES.test(module),
      heavy: HEAVY,
      isBarrel: (module) => /[\\/]index\.[cm]?[jt]sx?$/.test(module),
      isLibrary: (module) => /[\\/]node_modules[\\/]/.test(module),
    },
  );
  return chunkOfModule.get(id) ?? null;
}

/**
 * The pages of signed-out visitors must never load the signed-in code: fails the build when the
 * start-up, `public`, `visitor` or such a page imports `app` (the chunk plan assumes they use
 * nothing it puts there), or when the login page imports `visitor`.
 */
const signedOutStaysOut: Plugin = {
  name: 'school:signed-out-stays-out',
  generateBundle(_options, bundle) {
    const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
    const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    const isPage = (chunk: Rolldown.OutputChunk, test: (id: string) => boolean) =>
      chunk.facadeModuleId !== null && test(chunk.facadeModuleId);
    const check = (start: Rolldown.OutputChunk, forbidden: readonly string[]) => {
      const seen = new Set<string>();
      const visit = (fileName: string): void => {
        const chunk = byFile.get(fileName);
        if (!chunk || seen.has(fileName)) return;
        if (forbidden.includes(chunk.name))
          this.error(`${start.fileName} (a signed-out page's code) imports ${fileName}: see chunk-plan.ts`);
        seen.add(fileName);
        chunk.imports.forEach(visit);
      };
      start.imports.forEach(visit);
    };
    for (const chunk of chunks) {
      if (chunk.isEntry || isPage(chunk, (id) => id === LOGIN_PAGE)) check(chunk, [APP_CHUNK, VISITOR_CHUNK]);
      else if (
        [PUBLIC_CHUNK, VISITOR_CHUNK].includes(chunk.name) ||
        isPage(chunk, (id) => SIGNED_OUT_PAGE.test(id))
      )
        check(chunk, [APP_CHUNK]);
    }
  },
};

/**
 * Chunks the entry imports (directly or through each other) are loaded before any other code runs,
 * so naming them again in a lazy import's preload list only lengthens the login page's script.
 * Collected before Vite writes those lists (a 'pre' plugin's generateBundle runs first).
 */
const loadedWithEntry = new Set<string>();
const entryChunks: Plugin = {
  name: 'school:entry-chunks',
  enforce: 'pre',
  generateBundle(_options, bundle) {
    loadedWithEntry.clear();
    const visit = (fileName: string) => {
      const chunk = bundle[fileName];
      if (chunk?.type !== 'chunk' || loadedWithEntry.has(fileName)) return;
      loadedWithEntry.add(fileName);
      chunk.imports.forEach(visit);
    };
    for (const chunk of Object.values(bundle))
      if (chunk.type === 'chunk' && chunk.isEntry) visit(chunk.fileName);
  },
};

/**
 * The app worker and manifest (product spec sections 1, 7 and 9). The page registers the worker
 * itself (src/pwa/register-worker.ts), with the update prompt; the worker waits for the user's
 * "update" before taking over from an older one.
 */
const pwa = VitePWA({
  strategies: 'generateSW',
  registerType: 'prompt',
  injectRegister: false,
  includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
  manifest: {
    id: '/',
    name: 'شبکه هوشمند مدارس',
    short_name: 'مدارس هوشمند',
    description: 'سامانه مدیریت مدرسه',
    lang: 'fa',
    dir: 'rtl',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#7367F0',
    background_color: '#F8F7FA',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    // Every cache name starts with this prefix, which the start-up clean-up never deletes.
    cacheId: CURRENT_CACHE_PREFIX.replace(/-$/, ''),
    // The app shell and every page's code, so any page opens offline. Fonts (many subsets) are cached
    // when first used instead, by the assets route below.
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    // The landing and login pages' first screens are for a first visit from the network.
    globIgnores: ['**/node_modules/**/*', `${ENTRY_SHELL_DIR}/**`],
    maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
    navigateFallback: 'index.html',
    // The public pages are their own entry (vite.public.config.ts): the network serves them, not the app shell.
    navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/(application|survey)\//],
    cleanupOutdatedCaches: true,
    // The first worker serves the page at once; later ones wait for the update prompt.
    clientsClaim: true,
    skipWaiting: false,
    inlineWorkboxRuntime: true,
    runtimeCaching: [
      {
        // Vite names files under /assets by content hash, so a cached copy never goes stale.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
        handler: 'CacheFirst',
        options: {
          cacheName: `${CURRENT_CACHE_PREFIX}assets`,
          expiration: { maxEntries: 200, maxAgeSeconds: 60 * 60 * 24 * 365 },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        // A teacher's data for working away from the network; other API reads are never cached and
        // writes never (the route is GET only; writes go through the outbox).
        urlPattern: isOfflineApiRequest,
        handler: 'NetworkFirst',
        method: 'GET',
        options: {
          cacheName: API_CACHE_NAME,
          networkTimeoutSeconds: 4,
          expiration: { maxEntries: 100, maxAgeSeconds: 60 * 60 * 24 * 14 },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
});

export default defineConfig({
  root,
  plugins: [
    react(),
    entryChunks,
    resetChunkPlan,
    signedOutStaysOut,
    earlyStart(SIGNED_IN_LAYOUT),
    entryShells(),
    pwa,
    compileHints(),
    precompress(),
  ],
  resolve: {
    // npm nests this prerelease under apps/web (the pickers' peer range does not match prereleases);
    // resolve it from here for the date pickers' adapter too.
    dedupe: ['date-fns-jalali'],
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    modulePreload: {
      // A page's preload list names the few chunks it imports (chunk-plan.ts), so the browser asks
      // for them all with the page; those the start-up has already loaded are left out.
      // Vite calls this with the imported chunk's file name, e.g. assets/LoginPage-abc123.js.
      resolveDependencies: (_filename, deps, { hostType }) =>
        hostType === 'js' ? deps.filter((dep) => !loadedWithEntry.has(dep)) : deps,
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the start-up loads (libraries and the app's own start-up code), in one
            // chunk: one request instead of a few dozen, and gzip compresses it better than the
            // many small shared chunks automatic splitting would make. Only what the first page
            // loads: a helper that only a lazy page uses (the charts, the date pickers) stays
            // with that page.
            { name: 'core', tags: ['$initial'], priority: 2 },
            {
              name: plannedChunk,
              debugName: 'chunk plan',
              priority: 1,
              includeDependenciesRecursively: false,
            },
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
