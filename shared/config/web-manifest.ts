/**
 * Where the installable app's web manifest is served. The build writes it there
 * (scripts/build/pwa/pwa-plugin.ts) and the app links it once its first screen has settled
 * (src/lib/pwa/manifest-link.ts).
 */
export const WEB_MANIFEST_FILE = 'manifest.webmanifest';
