import type { MediaType } from '../../lib/tmdb/types';
import type { WatchTarget, WatchType } from './embed-urls';

/** What the address asked for, valid or not (the no-source screen shows it back). */
export interface WatchRequest {
  prefix: 'watch' | 'player';
  type: string;
  id: string;
  season?: number;
  episode?: number;
  /** Null when no source can be built from the address (unknown type, invalid id). */
  target: WatchTarget | null;
}

const TYPES = new Set<string>(['movie', 'tv', 'anime']);
const PATTERN = /^\/(watch|player)\/([^/]+)\/([^/]+)(?:\/([^/]+)\/([^/]+))?\/?$/;

const positive = (value: string | undefined, min: number): number | undefined => {
  if (value === undefined || !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return n >= min ? n : undefined;
};

/** Reads `/watch/...` and `/player/...` in every form of the route table. */
export function parseWatchPath(pathname: string): WatchRequest | null {
  const match = PATTERN.exec(pathname);
  if (!match) return null;
  const [, prefix, type = '', id = '', rawSeason, rawEpisode] = match;
  const season = positive(rawSeason, 0);
  const episode = positive(rawEpisode, 1);
  const request: WatchRequest = {
    prefix: prefix as WatchRequest['prefix'],
    type,
    id,
    season,
    episode,
    target: null,
  };
  const numericId = positive(id, 1);
  const badEpisode = rawSeason !== undefined && (season === undefined || episode === undefined);
  if (!TYPES.has(type) || numericId === undefined || badEpisode) return request;
  const watchType = type as WatchType;
  request.target =
    watchType === 'movie'
      ? { type: 'movie', id: numericId }
      : { type: watchType, id: numericId, season: season ?? 1, episode: episode ?? 1 };
  return request;
}

/** The catalogue knows anime as TV. */
export const catalogTypeOf = (type: WatchType): MediaType => (type === 'movie' ? 'movie' : 'tv');
