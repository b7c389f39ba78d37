import { PLAYER_SERVERS, type PlayerServerId } from '../../shared/config/players.ts';
import { demoTexts, type DemoLanguage } from './demo-texts.ts';

/** The demo video's fixed length: long enough to seek around, short enough for tests. */
export const DEMO_DURATION_SECONDS = 300;

export interface DemoVideo {
  server: { id: PlayerServerId; name: string };
  type: 'movie' | 'tv' | 'anime';
  /** Catalogue id or IMDb id, as the address carried it. */
  id: string;
  season: number | null;
  episode: number | null;
  /** Start position in seconds (`?t=`). */
  start: number;
  /** Subtitle style (`?sub=1&subSize=medium&subColor=ffffff`), null when not asked for. */
  subtitles: { size: 'small' | 'medium' | 'large'; color: string } | null;
}

const SUBTITLE_SIZES = new Set(['small', 'medium', 'large']);

/** Settings' subtitles as the app passes them; anything malformed falls back to the default. */
function subtitlesOf(query: URLSearchParams): DemoVideo['subtitles'] {
  if (query.get('sub') !== '1') return null;
  const size = query.get('subSize') ?? 'medium';
  const color = query.get('subColor') ?? '';
  return {
    size: SUBTITLE_SIZES.has(size) ? (size as 'small' | 'medium' | 'large') : 'medium',
    color: /^[0-9a-f]{6}$/i.test(color) ? `#${color.toLowerCase()}` : '#ffffff',
  };
}

const KINDS = new Set(['movie', 'tv', 'anime']);
const ID = /^(tt\d+|\d+)$/;

const positiveInt = (value: string | null | undefined): number | null => {
  if (!value || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n >= 0 ? n : null;
};

/**
 * Reads any of the six servers' address shapes (see src/features/watch/README.md) after
 * `/embed/demo/{serverId}`: path forms (`/movie/{id}`, `/tv/{id}/{s}/{e}`, `/anime/{id}/{e}`)
 * and query forms (`/embed?id=&type=&s=&e=`, `/?video_id=&tmdb=1&s=&e=`). Null when it names
 * no video.
 */
export function parseDemoRequest(
  serverId: string,
  rest: string,
  query: URLSearchParams,
): DemoVideo | null {
  const server = PLAYER_SERVERS.find((s) => s.id === serverId);
  if (!server) return null;
  const segments = rest.split('/').filter(Boolean);
  let type: string;
  let id: string | undefined;
  let season: number | null = null;
  let episode: number | null = null;

  if (segments[0] && KINDS.has(segments[0])) {
    type = segments[0];
    id = segments[1];
    if (segments.length === 3) episode = positiveInt(segments[2]);
    if (segments.length === 4) {
      season = positiveInt(segments[2]);
      episode = positiveInt(segments[3]);
    }
    if (segments.length > 4 || (segments.length >= 3 && episode === null)) return null;
  } else if (segments.length <= 1) {
    id = query.get('id') ?? query.get('video_id') ?? undefined;
    season = positiveInt(query.get('s'));
    episode = positiveInt(query.get('e'));
    type = query.get('type') ?? (episode !== null ? 'tv' : 'movie');
  } else {
    return null;
  }
  if (!id || !ID.test(id) || !KINDS.has(type)) return null;
  if (type !== 'movie' && episode === null) episode = 1;
  if (type === 'tv' && season === null) season = 1;
  if (server.moviesOnly && type !== 'movie') return null;
  const start = Math.min(positiveInt(query.get('t')) ?? 0, DEMO_DURATION_SECONDS);
  return {
    server: { id: server.id, name: server.name },
    type: type as DemoVideo['type'],
    id,
    season,
    episode,
    start,
    subtitles: subtitlesOf(query),
  };
}

/** "TV 1399 · S2E5", "Anime 37854 · E7", "Movie tt0133093" (the kind in `lang`). */
export function describeVideo(video: DemoVideo, lang: DemoLanguage = 'en'): string {
  const kind = demoTexts(lang)[video.type];
  if (video.type === 'movie') return `${kind} ${video.id}`;
  const episode = video.season === null ? `E${video.episode}` : `S${video.season}E${video.episode}`;
  return `${kind} ${video.id} · ${episode}`;
}
