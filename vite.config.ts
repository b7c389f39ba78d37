import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import hoverMediaFeature from 'postcss-hover-media-feature';
import { lingui } from '@lingui/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { bootPaint } from './scripts/build/boot-paint-plugin.ts';
import { pageFiles } from './scripts/build/page-files-plugin.ts';
import { inlineEntryCss } from './scripts/build/inline-css-plugin.ts';
import { entryPriority } from './scripts/build/entry-priority-plugin.ts';
import { precompress } from './scripts/build/precompress-plugin.ts';
import { reelbeatPwa } from './scripts/build/pwa/pwa-plugin.ts';
import { SHELL_CATALOG_DIRS, reelbeatMessages } from './scripts/build/messages-plugin.ts';
import { pureReactRouter } from './scripts/build/pure-react-router.ts';
import { leanIcons } from './scripts/build/lean-icons-plugin.ts';
import { moduleSideEffectRules } from './scripts/build/side-effect-rules.ts';
import { LOCALES, SOURCE_LOCALE } from './shared/i18n/locales.ts';
import { MESSAGE_GROUPS, MESSAGE_GROUP_NAMES } from './shared/i18n/message-groups.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium.ts';
import { MUSIC_BASE_URL } from './server/public-config.ts';

/**
 * `npm run dev` serves the same API routes as the production server by mounting the
 * server's Hono app in front of Vite's own middleware.
 */
function reelbeatServerRoutes(): Plugin {
  return {
    name: 'reelbeat-server-routes',
    async configureServer(server) {
      const { getRequestListener } = await import('@hono/node-server');
      const { createApp } = await server.ssrLoadModule('/server/app.ts');
      const { readServerEnv } = await server.ssrLoadModule('/server/env.ts');
      const { createSyncService } = await server.ssrLoadModule('/server/sync/service.ts');
      const { createTogetherFor } = await server.ssrLoadModule('/server/together/index.ts');
      const env = readServerEnv(process.env);
      // Sync's live WebSocket and the rooms' beside Vite's own (which answers every other
      // upgrade).
      const sync = createSyncService(env.sync, { redisUrl: env.scale.redisUrl });
      const together = createTogetherFor(env);
      server.httpServer?.on(
        'upgrade',
        (req, socket, head) =>
          sync.handleUpgrade(req, socket, head) || together.handleUpgrade(req, socket, head),
      );
      const app = await createApp(env, { serveStatic: false, sync });
      const listener = getRequestListener(app.fetch);
      const prefixes = ['/api/', '/config.json', '/embed/', '/downloads/'];
      server.middlewares.use((req, res, next) => {
        const url = req.url ?? '/';
        if (prefixes.some((p) => url.startsWith(p))) void listener(req, res);
        else next();
      });
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [
    pureReactRouter(),
    leanIcons(),
    react(),
    lingui(),
    reelbeatMessages(LOCALES, SOURCE_LOCALE),
    reelbeatServerRoutes(),
    bootPaint(),
    pageFiles({
      list: 'src/app/pages.ts',
      // The data layer's provider, which the shell loads for every page (content-regions.tsx).
      shell: ['src/app/query-provider.tsx'],
      bases: { music: MUSIC_BASE_URL },
    }),
    inlineEntryCss(),
    entryPriority(),
    ...reelbeatPwa(),
    precompress(),
  ],
  resolve: {
    alias: [
      // `@/` is `src/`: imports that would climb three or more folders name the module instead.
      { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
      // `@shared/` is `shared/`: what the app, the server and the build all use.
      { find: /^@shared\//, replacement: fileURLToPath(new URL('./shared/', import.meta.url)) },
      // react-router's package exports always resolve to its development build; production
      // builds use the production one (smaller, no dev warnings).
      ...(command === 'build'
        ? [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(
                new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
              ),
            },
          ]
        : []),
    ],
  },
  css: {
    // A touch screen applies `:hover` on tap and keeps it until the next tap elsewhere: a tapped
    // card stayed raised, a tapped song row kept its play button in place of its number. Every
    // `:hover` rule is drawn only where a pointer really hovers (`@media (hover: hover)`); a
    // selector that also matches focus (`:is(:hover, :focus-within)`, TV mode) is left whole.
    postcss: { plugins: [hoverMediaFeature()] },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 0,
    // Every browser Reelbeat supports (and Electron) preloads modules natively; the polyfill
    // only cost a document scan at start-up.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      preserveEntrySignatures: false,
      // What a page does not use is left out even when it comes through a feature's index.ts
      // (scripts/build/side-effect-rules.ts says which modules, and why).
      treeshake: { moduleSideEffects: moduleSideEffectRules },
      output: {
        codeSplitting: {
          // Shared code under 32 kB (source) is copied into the pages that use it rather than
          // split into its own file: a page then loads in ~3 requests instead of ~20, which
          // on a slow mobile connection (6 connections, one request each at a time) is most
          // of its load time. The copies cost each page little.
          experimentalInlineCommonChunks: { maxSize: 32 * 1024 },
          // Everything the first paint needs is one file, not five: with six connections per
          // host the small ones held up the start of the big one.
          // Each language's words are a few files (the shell's, and one per area of pages:
          // shared/i18n/message-groups.ts), each fetched only when its language is chosen.
          groups: [
            ...LOCALES.flatMap((locale) => [
              // English's shell words are part of the first-paint file (src/lib/i18n/catalogs.ts
              // imports them), so an English first render waits for no second request.
              ...(locale === SOURCE_LOCALE
                ? []
                : [
                    {
                      name: `messages-shell-${locale}`,
                      test: new RegExp(
                        `reelbeat-messages/${locale}/shell|${SHELL_CATALOG_DIRS}[\\\\/]messages[\\\\/]${locale}\\.json`,
                      ),
                      priority: 2,
                    },
                  ]),
              ...MESSAGE_GROUP_NAMES.map((group) => ({
                name: `messages-${group}-${locale}`,
                test: new RegExp(
                  `reelbeat-messages/${locale}/${group}|src[\\\\/](?:[^\\\\/]+[\\\\/])*?(?:${MESSAGE_GROUPS[group].join('|')})[\\\\/]messages[\\\\/]${locale}\\.json`,
                ),
                priority: 2,
              })),
            ]),
            // First: a group also takes in what its modules import, and the shells import the
            // preload helper, which belongs to the first-paint file.
            { name: 'main', tags: ['$initial'], priority: 3 },
            // The data layer's libraries (the query cache and its hooks, the schemas' validator)
            // are one file, not three or four: every page that reads the catalogue or the music
            // library needs them all, and they download beside `main.js`, where each request more
            // took its share of the line (Search's largest paint came sooner with all one file). The few
            // pages that read neither (About, Settings) download the validator with the cache.
            // The personal-data records' core (clock, merge, local collections, profiles) and
            // the music collection on it are a file each: copied into each part that opens a
            // list (the settings, the music pages, the collection's IndexedDB code), a music
            // page downloaded them two or three times. After the data layer's libraries, which
            // they import and which are a file of their own.
            {
              name: 'records',
              test: /src[\\/]lib[\\/]storage[\\/]records[\\/]/,
              priority: 0,
            },
            {
              name: 'music-collection',
              test: /src[\\/]lib[\\/]storage[\\/]music-collection[\\/](?!collection-idb|idb-backend)/,
              priority: 0,
            },
            {
              name: 'data',
              test: /node_modules[\\/](?:@tanstack[\\/](?:query-core|react-query)|zod)[\\/]/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  test: {
    // One worker per core. Vitest's default leaves one core to its main thread, which mostly
    // waits: on CI's two cores that ran the files one at a time (docs/benchmarks.md, "How long
    // `.ci/run` takes").
    maxWorkers: '100%',
    // A test's time limit only tells a hang from a pass; it is not a measure (docs/testing.md).
    // On CI's two cores with other work beside them, a file's first import of a page
    // (transformed on demand), a scan of the repository, loading vite.config.ts or a server it
    // starts took several times Vitest's default 5 s, though nothing hung.
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          // Each file runs in a VM context of its own inside worker threads: as isolated as a
          // thread per file (its own module graph and jsdom), without setting a worker up again
          // for every file: a third of the time 'threads' took (docs/benchmarks.md).
          pool: 'vmThreads',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/**/*.browser.test.ts'],
          setupFiles: ['src/test/setup.ts'],
          restoreMocks: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'shared/**/*.test.ts',
            'server/**/*.test.ts',
            'desktop/**/*.test.ts',
            'bench/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          restoreMocks: true,
        },
      },
      {
        // What only a real browser has (Web Audio's rendering): run in Debian's Chromium.
        extends: true,
        test: {
          name: 'browser',
          include: ['src/**/*.browser.test.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
}));
