/**
 * What the service worker does with each request, decided from the request alone so it can be
 * tested without a worker. Anything not named here goes to the network untouched.
 */
export type CacheRule =
  /** Not the worker's business: straight to the network, never stored. */
  | 'pass'
  /** The app's page (index.html, with the runtime config inside): network first, cached copy offline. */
  | 'page'
  /** /config.json: network first, the last good copy only when the network fails. */
  | 'config'
  /** Catalogue JSON: stale-while-revalidate, bounded. */
  | 'catalog'
  /** Music JSON (search, songs, lyrics…): stale-while-revalidate, bounded. */
  | 'music'
  /** Posters, backdrops, covers from any host: cache-first, bounded. */
  | 'art'
  /** Hashed build files that were not precached (the fonts chosen in Settings): cache-first. */
  | 'asset';

export const CACHE_NAMES = {
  page: 'reelbeat-page',
  config: 'reelbeat-config',
  catalog: 'reelbeat-catalog',
  music: 'reelbeat-music',
  art: 'reelbeat-art',
  asset: 'reelbeat-assets',
} as const satisfies Record<Exclude<CacheRule, 'pass'>, string>;

/** Bounds per cache: entries and age. Old entries go first (workbox-expiration). */
export const CACHE_LIMITS = {
  catalog: { maxEntries: 400, maxAgeSeconds: 7 * 24 * 3600 },
  music: { maxEntries: 300, maxAgeSeconds: 7 * 24 * 3600 },
  art: { maxEntries: 600, maxAgeSeconds: 30 * 24 * 3600 },
  asset: { maxEntries: 60, maxAgeSeconds: 365 * 24 * 3600 },
} as const;

/** The parts of a Request the rules read. */
export interface RequestFacts {
  url: URL;
  method: string;
  mode: RequestMode;
  destination: RequestDestination;
  /** The Range header, when there is one. */
  range: string | null;
}

/**
 * Same-origin paths the worker never answers: players, audio (the live proxy's /stream and the
 * offline library's /audio, however they are fetched), downloads, the health check.
 */
const NEVER = [
  /^\/embed(\/|$)/,
  /^\/api\/players(\/|$)/,
  /^\/api\/music\/(stream|audio)(\/|$)/,
  /^\/downloads(\/|$)/,
  /^\/healthz$/,
];

export function cacheRuleFor(request: RequestFacts, selfOrigin: string): CacheRule {
  const { url, method, mode, destination, range } = request;
  if (method !== 'GET' || range !== null) return 'pass';
  // Audio and video are byte ranges of large files: the downloads feature stores what plays offline.
  if (destination === 'audio' || destination === 'video' || destination === 'track') return 'pass';
  const sameOrigin = url.origin === selfOrigin;
  if (!sameOrigin) return destination === 'image' ? 'art' : 'pass';
  const path = url.pathname;
  if (NEVER.some((pattern) => pattern.test(path))) return 'pass';
  if (mode === 'navigate') {
    // Only the app's own page; an iframe's navigation (the demo player) is never intercepted.
    return destination === 'document' && !path.startsWith('/api/') ? 'page' : 'pass';
  }
  if (path === '/config.json') return 'config';
  if (destination === 'image') return 'art';
  if (path.startsWith('/api/catalog/')) return 'catalog';
  if (path.startsWith('/api/music/')) return 'music';
  if (path.startsWith('/assets/')) return 'asset';
  return 'pass';
}
