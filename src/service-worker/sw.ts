/// <reference lib="webworker" />
import { BroadcastUpdatePlugin } from 'workbox-broadcast-update';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { CACHE_LIMITS, CACHE_NAMES, cacheRuleFor, type CacheRule } from './cache-rules';
import { SKIP_WAITING } from './messages';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string })[] };

/*
 * Reelbeat's service worker (docs/offline.md). It never takes over by itself: a new version
 * waits until the app's "A new version of Reelbeat is ready" → Reload sends SKIP_WAITING.
 */
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});

cleanupOutdatedCaches();
// The shell, every page's code and styles, the six languages' messages, the icons. index.html
// is precached as the offline fallback of the page; '/' is never answered from here (the page
// route below goes to the network first, and the update check's fetch of '/' must too).
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: null as unknown as string });

const ruleOf = (request: Request): CacheRule =>
  cacheRuleFor(
    {
      url: new URL(request.url),
      method: request.method,
      mode: request.mode,
      destination: request.destination,
      range: request.headers.get('range'),
    },
    self.location.origin,
  );

const ok = new CacheableResponsePlugin({ statuses: [200] });
// When a revalidation brings a different answer (its ETag changed), the app is told and refetches
// what is on screen: stale-while-revalidate alone would show the old copy until the next read.
const announceChanges = new BroadcastUpdatePlugin();
const bounded = (limits: { maxEntries: number; maxAgeSeconds: number }) =>
  new ExpirationPlugin({ ...limits, purgeOnQuotaError: true });

const routes: Partial<Record<CacheRule, Parameters<typeof registerRoute>[1]>> = {
  // A slow network (over 4 s) falls back to the copy too, so a bad connection still starts the app.
  page: new NetworkFirst({ cacheName: CACHE_NAMES.page, networkTimeoutSeconds: 4, plugins: [ok] }),
  config: new NetworkFirst({ cacheName: CACHE_NAMES.config, plugins: [ok] }),
  catalog: new StaleWhileRevalidate({
    cacheName: CACHE_NAMES.catalog,
    plugins: [ok, bounded(CACHE_LIMITS.catalog), announceChanges],
  }),
  music: new StaleWhileRevalidate({
    cacheName: CACHE_NAMES.music,
    plugins: [ok, bounded(CACHE_LIMITS.music), announceChanges],
  }),
  // Other hosts' images are opaque without CORS (status 0): kept too, bounded, and dropped first
  // when the browser's quota runs short.
  art: new CacheFirst({
    cacheName: CACHE_NAMES.art,
    plugins: [new CacheableResponsePlugin({ statuses: [0, 200] }), bounded(CACHE_LIMITS.art)],
  }),
  asset: new CacheFirst({
    cacheName: CACHE_NAMES.asset,
    plugins: [ok, bounded(CACHE_LIMITS.asset)],
  }),
};

for (const [rule, handler] of Object.entries(routes)) {
  if (handler) registerRoute(({ request }) => ruleOf(request) === rule, handler);
}

// Offline with no copy of the page yet (only the precache): the precached index.html starts the
// app; its embedded config is the one from when this version was installed.
setCatchHandler(async ({ request }) => {
  if (ruleOf(request) === 'page') {
    const fallback = await matchPrecache('index.html');
    if (fallback) return fallback;
  }
  return Response.error();
});
