import type { Plugin } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { APP_ICONS, appIcons } from './icons-plugin.ts';
import { THEME_COLORS } from '../../../shared/config/theme-colors.ts';
import { WEB_MANIFEST_FILE } from '../../../shared/config/web-manifest.ts';

/** The installed app's colours: the title bar's (index.html's theme-color) and the page's. */
export const THEME_COLOR = THEME_COLORS.dark;
export const BACKGROUND_COLOR = '#07070a';

const iconsFor = (purpose: 'any' | 'maskable') =>
  APP_ICONS.filter((icon) => icon.purpose === purpose).map((icon) => ({
    src: `/${icon.file}`,
    sizes: `${icon.size}x${icon.size}`,
    type: 'image/png',
    purpose,
  }));

const shortcutIcon = [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }];

/**
 * The web app manifest. The app routes by hash, so shortcuts open `/#/…` (shared/config/paths.ts);
 * the manifest is read by the operating system in English, like index.html's description.
 */
export const MANIFEST: Partial<ManifestOptions> = {
  id: '/',
  name: 'Reelbeat',
  short_name: 'Reelbeat',
  description: 'Free, ad-free movies, TV series, anime and music.',
  lang: 'en',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: THEME_COLOR,
  background_color: BACKGROUND_COLOR,
  categories: ['entertainment', 'music'],
  icons: [...iconsFor('any'), ...iconsFor('maskable')],
  shortcuts: [
    { name: 'Search', short_name: 'Search', url: '/#/search', icons: shortcutIcon },
    { name: 'Music', short_name: 'Music', url: '/#/music', icons: shortcutIcon },
    { name: 'My Library', short_name: 'Library', url: '/#/library', icons: shortcutIcon },
  ],
};

/**
 * What the service worker precaches: the shell, every page's code and styles, every language's
 * messages (per language a shell file of ~2.5 kB and three of the pages' words, 3.4–9.3 kB gzip,
 * so a language switch works offline too), the icons, and the default font's Latin files. The
 * other fonts (chosen in Settings) are cached when first used.
 */
export const PRECACHE_GLOBS = [
  '**/*.{js,css,html}',
  'favicon.svg',
  'placeholder.png',
  'icons/*.png',
  'assets/inter-latin-*.woff2',
];

/**
 * vite-plugin-pwa builds the service worker as one file with `output.inlineDynamicImports`,
 * which Vite 8's bundler deprecates: `npm run build` printed a warning that looked like
 * breakage. This asks for the same single file in the bundler's own words.
 */
export function serviceWorkerInOneFile(): Plugin {
  return {
    name: 'reelbeat:service-worker-in-one-file',
    outputOptions(options) {
      const { inlineDynamicImports, ...rest } = options;
      return inlineDynamicImports ? { ...rest, codeSplitting: false } : options;
    },
  };
}

/**
 * Takes the manifest's link back out of index.html, where vite-plugin-pwa writes it: a browser
 * fetches a linked manifest and its icon as the page starts, beside `main.js`. The app links it
 * once its first screen has settled (src/lib/pwa/manifest-link.ts).
 */
export function manifestLinkedLater(): Plugin {
  return {
    name: 'reelbeat:manifest-linked-later',
    apply: 'build',
    // After vite-plugin-pwa's own, which writes the link (and is itself `post`).
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => withoutManifestLink(html),
    },
  };
}

/** index.html without its `<link rel="manifest">`; an error when there is none to take out. */
export function withoutManifestLink(html: string): string {
  const link = /<link rel="manifest"[^>]*>\n?/;
  if (!link.test(html)) throw new Error('index.html has no manifest link to take out');
  return html.replace(link, '');
}

/**
 * Installable app + service worker (docs/offline.md): vite-plugin-pwa writes the manifest and
 * builds src/service-worker/sw.ts with the precache list injected. Registration is the app's own
 * (src/lib/pwa), after the first paint, and so is the manifest's link: nothing is injected into
 * index.html.
 */
export function reelbeatPwa(): Plugin[] {
  return [
    appIcons(),
    ...VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/service-worker',
      filename: 'sw.ts',
      injectRegister: false,
      manifestFilename: WEB_MANIFEST_FILE,
      manifest: MANIFEST,
      includeManifestIcons: false,
      injectManifest: {
        globPatterns: PRECACHE_GLOBS,
        // The service worker itself and the compressed copies are never precached.
        globIgnores: ['sw.js', '**/*.br', '**/*.gz'],
        rollupFormat: 'es',
        buildPlugins: { vite: [serviceWorkerInOneFile()] },
      },
      devOptions: { enabled: false },
    }),
    manifestLinkedLater(),
  ];
}
