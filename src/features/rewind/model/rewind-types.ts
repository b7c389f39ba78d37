import type { SongPlay, VideoPlay } from '@/lib/storage/play-log';

export interface PlayLogInput {
  video: readonly VideoPlay[];
  song: readonly SongPlay[];
}

export interface TopTitle {
  mediaId: number;
  mediaType: 'movie' | 'tv';
  title: string;
  posterPath: string | null;
  seconds: number;
  sessions: number;
}

export interface TopSong {
  songId: string;
  name: string;
  artist: string;
  image: string | null;
  plays: number;
}

export interface Ranked<K> {
  key: K;
  /** Seconds for genres and titles, plays for artists and songs. */
  value: number;
}

export interface CompletedSeries {
  mediaId: number;
  title: string;
  episodes: number;
}

export interface Streak {
  days: number;
  /** Its first and last days, as local dates (`YYYY-MM-DD`). */
  from: string;
  to: string;
}

export interface Moment {
  title: string;
  /** When it started (ISO). */
  at: string;
}

/** The figures of one year, all in the viewer's time zone. */
export interface RewindYear {
  year: number;
  /** Whether the year has enough history for the cards (ENOUGH_SECONDS). */
  enough: boolean;
  watchedSeconds: number;
  listenedSeconds: number;
  sessions: number;
  /** Distinct titles with any time watched. */
  titles: number;
  moviesFinished: number;
  /** Distinct episodes finished (an episode watched twice counts once). */
  episodesFinished: number;
  seriesCompleted: CompletedSeries[];
  /** Song plays that count (COUNTED_PLAY_SECONDS), and every play with any sound. */
  plays: number;
  songs: number;
  artists: number;
  topTitles: TopTitle[];
  /** Catalogue genre ids by seconds watched. */
  topVideoGenres: Ranked<number>[];
  /** Song genres, where the music service says them, by plays. */
  topMusicGenres: Ranked<string>[];
  topArtists: Ranked<string>[];
  topSongs: TopSong[];
  streak: Streak | null;
  /** Seconds per month (0–11) and per hour of the day (0–23), watching and listening. */
  months: { watched: number[]; listened: number[] };
  hours: number[];
  busiestMonth: number | null;
  busiestHour: number | null;
  first: Moment | null;
  last: Moment | null;
  /** The year before, when it has any history. */
  previous: { watchedSeconds: number; listenedSeconds: number } | null;
}
