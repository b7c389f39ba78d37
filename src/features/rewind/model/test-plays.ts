import type { SongPlay, VideoPlay } from '@/lib/storage/play-log';

/** A local time as ISO (the viewer's time zone is the process's). */
export const local = (y: number, m: number, d: number, h = 20, min = 0) =>
  new Date(y, m - 1, d, h, min).toISOString();

export const movie = (
  id: number,
  startedAt: string,
  seconds: number,
  extra: Partial<VideoPlay> = {},
): VideoPlay => ({
  mediaId: id,
  mediaType: 'movie',
  title: `Movie ${id}`,
  posterPath: `/m${id}.jpg`,
  genreIds: [28],
  startedAt,
  seconds,
  duration: 6000,
  finished: seconds >= 5400,
  ...extra,
});

export const episode = (
  id: number,
  season: number,
  ep: number,
  startedAt: string,
  extra: Partial<VideoPlay> = {},
): VideoPlay => ({
  mediaId: id,
  mediaType: 'tv',
  title: `Show ${id}`,
  posterPath: null,
  genreIds: [18, 10765],
  season,
  episode: ep,
  startedAt,
  seconds: 2400,
  duration: 2500,
  finished: true,
  seriesEpisodes: 4,
  ...extra,
});

export const song = (
  id: string,
  startedAt: string,
  seconds = 200,
  extra: Partial<SongPlay> = {},
): SongPlay => ({
  songId: id,
  name: `Song ${id}`,
  artist: 'Ada',
  album: null,
  image: null,
  genre: null,
  startedAt,
  seconds,
  duration: 200,
  ...extra,
});
