/**
 * The play log: what really played, one record per viewing session or song play, kept per
 * profile in IndexedDB (lists `videoPlays` and `songPlays`) and synced like the other lists.
 * README.md ("Play log") has the rules.
 */

/** One viewing of a movie or an episode: from the player opening it to leaving it. */
export interface VideoPlay {
  mediaId: number;
  mediaType: 'movie' | 'tv';
  title: string;
  posterPath: string | null;
  genreIds: number[];
  season?: number;
  episode?: number;
  /** When playback started (ISO). */
  startedAt: string;
  /** Seconds that really played: seeks and pauses add nothing. */
  seconds: number;
  /** The length the player reported, when it did. */
  duration?: number;
  /** Played to 90 % of its length, or the player said it ended. */
  finished: boolean;
  /** Regular episodes of the whole series (specials left out), as the catalogue listed them. */
  seriesEpisodes?: number;
}

/** One play of a song: a repeat is a play of its own. */
export interface SongPlay {
  songId: string;
  name: string;
  artist: string;
  album: string | null;
  image: string | null;
  /** Only where the music service says it. */
  genre: string | null;
  startedAt: string;
  /** Seconds that really sounded. */
  seconds: number;
  duration: number | null;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const isCount = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;
const isOptionalCount = (value: unknown) => value === undefined || isCount(value);
const isTime = (value: unknown) => typeof value === 'string' && !Number.isNaN(Date.parse(value));
const isTextOrNull = (value: unknown) => value === null || typeof value === 'string';

export function isVideoPlay(value: unknown): value is VideoPlay {
  return (
    isObject(value) &&
    typeof value.mediaId === 'number' &&
    (value.mediaType === 'movie' || value.mediaType === 'tv') &&
    typeof value.title === 'string' &&
    isTextOrNull(value.posterPath) &&
    Array.isArray(value.genreIds) &&
    value.genreIds.every((id) => typeof id === 'number') &&
    isOptionalCount(value.season) &&
    isOptionalCount(value.episode) &&
    isTime(value.startedAt) &&
    isCount(value.seconds) &&
    isOptionalCount(value.duration) &&
    typeof value.finished === 'boolean' &&
    isOptionalCount(value.seriesEpisodes)
  );
}

export function isSongPlay(value: unknown): value is SongPlay {
  return (
    isObject(value) &&
    typeof value.songId === 'string' &&
    typeof value.name === 'string' &&
    typeof value.artist === 'string' &&
    isTextOrNull(value.album) &&
    isTextOrNull(value.image) &&
    isTextOrNull(value.genre) &&
    isTime(value.startedAt) &&
    isCount(value.seconds) &&
    (value.duration === null || isCount(value.duration))
  );
}

/** The play log's lists in the profile's namespace. */
export const PLAY_LISTS = { video: 'videoPlays', song: 'songPlays' } as const;
export type PlayKind = keyof typeof PLAY_LISTS;

/**
 * A play's id starts with its start time, so the ids sort by time and the plays of a year (or
 * those past their keeping) are one key range.
 */
export const playId = (startedAt: string, random = Math.random().toString(36).slice(2, 10)) =>
  `${startedAt}~${random}`;

/** Plays are kept for the current year and the two full years before it. */
export const KEPT_FULL_YEARS = 2;

/** The first start time (ISO) still kept at `now` (in the viewer's time zone). */
export function keptSince(now: Date): string {
  return new Date(now.getFullYear() - KEPT_FULL_YEARS, 0, 1).toISOString();
}
