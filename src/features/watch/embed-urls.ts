import type { PlayerServerConfig } from '@shared/config/config-schema';
import type { PlayerServerId } from '@shared/config/players';

export type WatchType = 'movie' | 'tv' | 'anime';

/** What is being watched: enough to build any server's embed address. */
export interface WatchTarget {
  type: WatchType;
  /** Catalogue (TMDB) id. */
  id: number;
  /** Season and episode, for tv and anime. */
  season?: number;
  episode?: number;
  /** "tt"-prefixed IMDb id when the details have one. */
  imdbId?: string | null;
}

export interface EmbedUrlOptions {
  /** The page's own origin; the demo player lives at `{pageOrigin}/embed/demo/{serverId}`. */
  pageOrigin: string;
  /** Resume position in whole seconds, used where the address supports a start time. */
  startAt?: number;
  /**
   * The interface language. Only the built-in demo player is told (`lang=de`), so its texts
   * follow the app; real hosts get their address unchanged. English, the demo's own, is not sent.
   */
  lang?: string;
  /** Settings' subtitles (null when off), passed to the servers that take them. */
  subtitles?: { size: 'small' | 'medium' | 'large'; color: string } | null;
}

const DEMO_DEFAULT_LANG = 'en';

/** The base every server's path shape hangs from: its configured origin, else the demo player. */
export function embedBase(server: Pick<PlayerServerConfig, 'id' | 'origin'>, pageOrigin: string) {
  return server.origin ?? `${pageOrigin}/embed/demo/${server.id}`;
}

/** The demo player reads `t` everywhere; of the real hosts only void documents a start time. */
export function supportsStartTime(server: Pick<PlayerServerConfig, 'id' | 'origin'>): boolean {
  return server.origin === null || server.id === 'void';
}

/**
 * Of the servers, only the demo player documents subtitle settings in its address
 * (`sub=1&subSize=…&subColor=rrggbb`); the real hosts keep subtitles in their own menus.
 */
export function supportsSubtitles(server: Pick<PlayerServerConfig, 'origin'>): boolean {
  return server.origin === null;
}

/** Servers whose address prefers the IMDb id (so the page waits for the details). */
export const USES_IMDB: ReadonlySet<PlayerServerId> = new Set(['superembed', 'sukuna', 'banki']);

const seasonOf = (t: WatchTarget) => t.season ?? 1;
const episodeOf = (t: WatchTarget) => t.episode ?? 1;
const imdbOr = (t: WatchTarget) => t.imdbId ?? String(t.id);
const query = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(params).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])),
  ).toString();

type PathBuilder = (base: string, target: WatchTarget) => string | null;

/** The embed address shapes, one per server (see README.md for the table). */
const BUILDERS: Record<PlayerServerId, PathBuilder> = {
  embedapi: (base, t) =>
    t.type === 'movie'
      ? `${base}/embed?${query({ id: t.id, type: 'movie' })}`
      : `${base}/embed?${query({ id: t.id, type: 'tv', s: seasonOf(t), e: episodeOf(t) })}`,
  void: (base, t) =>
    t.type === 'movie'
      ? `${base}/movie/${t.id}`
      : `${base}/tv/${t.id}/${seasonOf(t)}/${episodeOf(t)}`,
  eren: (base, t) => {
    if (t.type === 'movie') return `${base}/movie/${t.id}`;
    if (t.type === 'anime') return `${base}/anime/${t.id}/${episodeOf(t)}`;
    return `${base}/tv/${t.id}/${seasonOf(t)}/${episodeOf(t)}`;
  },
  superembed: (base, t) => {
    const video = t.imdbId ? { video_id: t.imdbId } : { video_id: t.id, tmdb: 1 };
    if (t.type === 'movie') return `${base}/?${query(video)}`;
    return `${base}/?${query({ ...video, s: seasonOf(t), e: episodeOf(t) })}`;
  },
  sukuna: (base, t) => {
    if (t.type === 'movie') return `${base}/movie/${imdbOr(t)}`;
    if (t.type === 'anime') return `${base}/anime/${t.id}/${episodeOf(t)}`;
    return `${base}/tv/${imdbOr(t)}/${seasonOf(t)}/${episodeOf(t)}`;
  },
  banki: (base, t) => (t.type === 'movie' ? `${base}/movie/${imdbOr(t)}` : null),
};

const isValidTarget = (t: WatchTarget) =>
  Number.isInteger(t.id) &&
  t.id > 0 &&
  (t.type === 'movie' ||
    ((t.season === undefined || (Number.isInteger(t.season) && t.season >= 0)) &&
      (t.episode === undefined || (Number.isInteger(t.episode) && t.episode >= 1))));

/**
 * The iframe address for one server and title, or null when this server cannot play it
 * (banki for TV, an invalid id). Pure: the page origin is passed in.
 */
export function buildEmbedUrl(
  server: PlayerServerConfig,
  target: WatchTarget,
  options: EmbedUrlOptions,
): string | null {
  if (!isValidTarget(target)) return null;
  if (server.moviesOnly && target.type !== 'movie') return null;
  const url = BUILDERS[server.id](embedBase(server, options.pageOrigin), target);
  if (url === null) return null;
  const extra: Record<string, string | number | undefined> = {};
  const start = Math.floor(options.startAt ?? 0);
  if (start > 0 && supportsStartTime(server)) extra.t = start;
  const subs = options.subtitles && supportsSubtitles(server) ? options.subtitles : null;
  if (subs)
    Object.assign(extra, { sub: 1, subSize: subs.size, subColor: subs.color.replace(/^#/, '') });
  if (server.origin === null && options.lang && options.lang !== DEMO_DEFAULT_LANG) {
    extra.lang = options.lang;
  }
  const params = query(extra);
  return params ? `${url}${url.includes('?') ? '&' : '?'}${params}` : url;
}
