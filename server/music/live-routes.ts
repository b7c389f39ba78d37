import { Hono } from 'hono';
import {
  createUpstreamProxy,
  isJsonObject,
  proxyHandler,
  type RoutePolicy,
  type UpstreamProxyOptions,
} from '../upstream/index.ts';
import { streamHandler, type StreamOptions } from './stream.ts';
import { lyricsJson, noLyrics, serviceLyrics } from './lyrics.ts';

/** Where the live audio streams from, and within which limits (server/music/README.md). */
export type StreamLimits = Pick<StreamOptions, 'allowedHosts' | 'timeoutMs' | 'maxBytes'>;

/** The paths of the music service Reelbeat calls, with how long each answer is cached. */
const ALLOWED: [RegExp, number][] = [
  [/^\/search(\/(songs|albums|artists|playlists))?$/, 600],
  [/^\/songs$/, 3600],
  [/^\/songs\/[^/]+$/, 3600],
  [/^\/songs\/[^/]+\/suggestions$/, 600],
  [/^\/songs\/[^/]+\/lyrics$/, 86_400],
  [/^\/albums$/, 3600],
  [/^\/artists(\/[^/]+)?$/, 3600],
  [/^\/artists\/[^/]+\/(songs|albums)$/, 3600],
  [/^\/playlists$/, 1800],
];

/** The music service's media host (API-SHAPES: `https://aac.saavncdn.com/…`). */
export const DEFAULT_STREAM_LIMITS: StreamLimits = {
  allowedHosts: ['aac.saavncdn.com'],
  timeoutMs: 15_000,
  // 320 kbps for 40 minutes is 96 MB; longer is not a song.
  maxBytes: 100 * 1024 * 1024,
};

export function musicRoutePolicy(path: string): RoutePolicy | null {
  const hit = ALLOWED.find(([pattern]) => pattern.test(path));
  return hit ? { ttlSeconds: hit[1] } : null;
}

/**
 * Live mode: `/api/music/<path>` is forwarded to `${MUSIC_API_URL}<path>`. MUSIC_API_URL is the
 * base that the music service's paths append to, e.g. `https://saavn.dev/api` for the current service.
 */
export function liveMusicRoutes(
  apiUrl: string,
  mountPath: string,
  fetchImpl?: typeof fetch,
  extra: Partial<UpstreamProxyOptions> = {},
  stream: StreamLimits = DEFAULT_STREAM_LIMITS,
) {
  const proxy = createUpstreamProxy({
    baseUrl: apiUrl,
    route: musicRoutePolicy,
    errorBody: (_status, message) => ({ success: false, message }),
    serviceName: 'The music service',
    validate: isJsonObject,
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
    ...extra,
  });
  const app = new Hono();
  app.get(
    '/stream/:id',
    streamHandler({
      ...stream,
      lookupSong: (id) => proxy.respond(`/songs/${encodeURIComponent(id)}`, new URLSearchParams()),
      ...(fetchImpl ? { fetch: fetchImpl } : {}),
    }),
  );
  app.get('/lyrics/:id', async (c) => {
    const id = c.req.param('id');
    if (!/^[\w-]{1,64}$/.test(id)) return noLyrics();
    const answer = await proxy.respond(`/songs/${id}/lyrics`, new URLSearchParams());
    const lyrics = answer.ok ? serviceLyrics(await answer.json().catch(() => null)) : null;
    return lyrics ? c.json(lyricsJson(lyrics)) : noLyrics();
  });
  app.get('/*', proxyHandler(proxy, mountPath));
  return app;
}
