import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { API_CACHE_NAME, isOfflineApiRequest } from './src/pwa/api-cache.js';
import { CURRENT_CACHE_PREFIX } from './src/pwa/cache-cleanup.js';
import { compileHints } from './src/build/compile-hints.js';
import { precompress } from './src/build/precompress.js';

// Resolve everything from this folder so the build lands in apps/web/dist whatever the working directory.
const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The signed-in layout; the start-up and the pages a signed-out visitor can open, which must never
 * load its code; and the route tables, whose lazy imports are pages (not followed from them).
 */
const SIGNED_IN_LAYOUT = `${root}src/app/layouts/DefaultLayout.tsx`;
const SIGNED_OUT_ENTRIES = [
  'main.tsx',
  'features/auth/LoginPage.tsx',
  'features/auth/LogoutPage.tsx',
  'features/landing/LandingPage.tsx',
  'features/misc/NotFoundPage.tsx',
  'features/misc/NotAuthorizedPage.tsx',
].map((file) => `${root}src/${file}`);
const ROUTE_TABLES = /[\\/]src[\\/]app[\\/]([\w-]*routes|layouts[\\/]lazy-default-layout)\.tsx$/;

/**
 * Every module `ids` import, directly or through each other, statically and, unless `followLazy`
 * says otherwise for the importer, dynamically.
 */
function importsOf(
  ctx: Rolldown.ChunkingContext,
  ids: readonly string[],
  followLazy: (importer: string) => boolean = () => false,
): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    const info = ctx.getModuleInfo(id);
    info?.importedIds.forEach(visit);
    if (followLazy(id)) info?.dynamicallyImportedIds.forEach(visit);
  };
  ids.forEach(visit);
  return seen;
}

/** Worked out once per output, on the first module the group below is asked about. */
let chunkOfModule: Map<string, string> | undefined;
const resetLayoutChunks: Plugin = {
  name: 'school:layout-chunks',
  renderStart() {
    chunkOfModule = undefined;
  },
};

/**
 * The chunk of each module of the signed-in layout that the start-up does not load: every
 * signed-in page needs them at once, and each chunk costs a request, so instead of the dozens of
 * small shared chunks automatic splitting makes of them:
 * - the layout's own modules (navbar, menus, customizer, prompts and the MUI parts only they use)
 *   in one chunk. Whatever a signed-out page also imports stays out, so the login page never loads
 *   this chunk;
 * - the modules it shares with signed-out pages (buttons, typography, popovers…) in one chunk per
 *   set of signed-out pages that import them (and how: with the page, or on demand), so a
 *   signed-out page loads the same modules as it would on its own, in a few chunks.
 */
function layoutChunks(ctx: Rolldown.ChunkingContext): Map<string, string> {
  const [main] = SIGNED_OUT_ENTRIES;
  const startUp = importsOf(ctx, [main!]);
  const withPage = SIGNED_OUT_ENTRIES.map((entry) => importsOf(ctx, [entry]));
  // Menus, toasts and alerts a signed-out page loads on demand count as its own.
  const onDemand = SIGNED_OUT_ENTRIES.map((entry) =>
    importsOf(ctx, [entry], (importer) => !ROUTE_TABLES.test(importer)),
  );
  const chunks = new Map<string, string>();
  for (const id of importsOf(ctx, [SIGNED_IN_LAYOUT])) {
    // The core chunk's when the start-up uses them; the rest (reached through re-exports it does not
    // use) are left to automatic splitting, which keeps them out of chunks the login page loads.
    if (startUp.has(id)) continue;
    const users = withPage.map((set, i) => (set.has(id) ? 's' : onDemand[i]!.has(id) ? 'd' : '-')).join('');
    chunks.set(id, users.includes('s') || users.includes('d') ? `layout-shared-${users}` : 'DefaultLayout');
  }
  return chunks;
}

function signedInLayoutGroup(id: string, ctx: Rolldown.ChunkingContext): string | null {
  chunkOfModule ??= layoutChunks(ctx);
  return chunkOfModule.get(id) ?? null;
}

/**
 * The only lazy chunks whose dependencies are preloaded (see modulePreload): the pages a visit starts
 * on, and the entity lists (most of the manager's menu), whose table would otherwise arrive a round
 * trip or two after the page. Every other page loads its own imports on its first visit, one
 * round trip later, instead of lengthening the route table every visitor downloads with the login
 * page.
 */
const PRELOADED = /^assets\/(LoginPage|LandingPage|DefaultLayout|BlankLayout|EntityListPage)-/;

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
    maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
    navigateFallback: 'index.html',
    navigateFallbackDenylist: [/^\/api(\/|$)/],
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
  plugins: [react(), entryChunks, resetLayoutChunks, pwa, compileHints(), precompress()],
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
      // Vite calls this with the imported chunk's file name, e.g. assets/LoginPage-abc123.js.
      resolveDependencies: (filename, deps, { hostType }) => {
        if (hostType === 'js' && !PRELOADED.test(filename)) return [];
        return hostType === 'js' ? deps.filter((dep) => !loadedWithEntry.has(dep)) : deps;
      },
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
            { name: 'core', tags: ['$initial'] },
            {
              name: signedInLayoutGroup,
              debugName: 'signed-in layout',
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
