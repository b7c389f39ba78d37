import type { SongPlay, VideoPlay } from '@/lib/storage/play-log';
import { completedSeries } from './rewind-series';
import { busiest, dayNumber, longestStreak } from './rewind-time';
import type { Moment, PlayLogInput, Ranked, RewindYear, TopSong, TopTitle } from './rewind-types';

/** Below half an hour of watching and listening in a year, the page says there is too little. */
export const ENOUGH_SECONDS = 30 * 60;
/** A song play counts towards plays and the top songs and artists from 30 s heard (or half a
 * shorter song). */
export const COUNTED_PLAY_SECONDS = 30;
export const TOP = 5;

export const isCountedPlay = (play: SongPlay) =>
  play.seconds >=
  Math.min(COUNTED_PLAY_SECONDS, play.duration ? play.duration / 2 : COUNTED_PLAY_SECONDS);

const yearOfPlay = (play: { startedAt: string }) => new Date(play.startedAt).getFullYear();

/** The years that have any play, newest first. */
export function yearsWithPlays(log: PlayLogInput): number[] {
  const years = new Set<number>();
  for (const play of log.video) if (play.seconds > 0) years.add(yearOfPlay(play));
  for (const play of log.song) if (play.seconds > 0) years.add(yearOfPlay(play));
  return [...years].sort((a, b) => b - a);
}

function top<K>(values: Map<K, number>, count = TOP): Ranked<K>[] {
  return [...values]
    .sort((a, b) => b[1] - a[1] || String(a[0]).localeCompare(String(b[0])))
    .slice(0, count)
    .map(([key, value]) => ({ key, value }));
}

const add = <K>(map: Map<K, number>, key: K, value: number) =>
  map.set(key, (map.get(key) ?? 0) + value);

const videoKey = (play: VideoPlay) => `${play.mediaType}:${play.mediaId}`;

/** Everything of one year a Rewind shows, from the play log (see README, "What counts"). */
export function computeRewind(log: PlayLogInput, year: number): RewindYear {
  const months = { watched: Array<number>(12).fill(0), listened: Array<number>(12).fill(0) };
  const hours = Array<number>(24).fill(0);
  const days = new Set<number>();
  const titles = new Map<string, TopTitle>();
  const genres = new Map<number, number>();
  const movies = new Set<string>();
  const episodes = new Set<string>();
  let watchedSeconds = 0;
  let sessions = 0;
  let first: Moment | null = null;
  let last: Moment | null = null;
  let previous: RewindYear['previous'] = null;

  const yearOfVideo = new Map<VideoPlay, number>();
  for (const play of log.video) {
    const at = new Date(play.startedAt);
    const playYear = at.getFullYear();
    yearOfVideo.set(play, playYear);
    if (playYear === year - 1 && play.seconds > 0) {
      previous ??= { watchedSeconds: 0, listenedSeconds: 0 };
      previous.watchedSeconds += play.seconds;
    }
    if (playYear !== year || play.seconds <= 0) continue;
    watchedSeconds += play.seconds;
    sessions += 1;
    months.watched[at.getMonth()]! += play.seconds;
    hours[at.getHours()]! += play.seconds;
    days.add(dayNumber(at));
    const key = videoKey(play);
    const title = titles.get(key);
    if (title) {
      title.seconds += play.seconds;
      title.sessions += 1;
    } else {
      const { mediaId, mediaType, title: name, posterPath } = play;
      titles.set(key, {
        mediaId,
        mediaType,
        title: name,
        posterPath,
        seconds: play.seconds,
        sessions: 1,
      });
    }
    for (const id of new Set(play.genreIds)) add(genres, id, play.seconds);
    if (play.finished && play.mediaType === 'movie') movies.add(key);
    if (play.finished && play.mediaType === 'tv' && play.episode)
      episodes.add(`${key}:${play.season ?? 1}:${play.episode}`);
    if (!first || play.startedAt < first.at) first = { title: play.title, at: play.startedAt };
    if (!last || play.startedAt > last.at) last = { title: play.title, at: play.startedAt };
  }

  const music = countMusic(log.song, year, { months, hours, days });
  if (music.previousSeconds > 0) {
    previous ??= { watchedSeconds: 0, listenedSeconds: 0 };
    previous.listenedSeconds = music.previousSeconds;
  }

  const topTitles = [...titles.values()]
    .sort((a, b) => b.seconds - a.seconds || a.title.localeCompare(b.title))
    .slice(0, TOP);
  return {
    year,
    enough: watchedSeconds + music.seconds >= ENOUGH_SECONDS,
    watchedSeconds,
    listenedSeconds: music.seconds,
    sessions,
    titles: titles.size,
    moviesFinished: movies.size,
    episodesFinished: episodes.size,
    seriesCompleted: completedSeries(log.video, (p) => yearOfVideo.get(p) ?? yearOfPlay(p), year),
    plays: music.plays,
    songs: music.songs.size,
    artists: music.artists.size,
    topTitles,
    topVideoGenres: top(genres),
    topMusicGenres: top(music.genres),
    topArtists: top(music.artists),
    topSongs: top(music.songPlays).map(({ key }) => ({
      ...music.songs.get(key)!,
      plays: music.songPlays.get(key)!,
    })),
    streak: longestStreak(days),
    months,
    hours,
    busiestMonth: busiest(months.watched.map((s, i) => s + months.listened[i]!)),
    busiestHour: busiest(hours),
    first,
    last,
    previous,
  };
}

interface Calendars {
  months: { listened: number[] };
  hours: number[];
  days: Set<number>;
}

function countMusic(plays: readonly SongPlay[], year: number, into: Calendars) {
  const songs = new Map<string, Omit<TopSong, 'plays'>>();
  const songPlays = new Map<string, number>();
  const artists = new Map<string, number>();
  const genres = new Map<string, number>();
  let seconds = 0;
  let counted = 0;
  let previousSeconds = 0;
  for (const play of plays) {
    if (play.seconds <= 0) continue;
    const at = new Date(play.startedAt);
    const playYear = at.getFullYear();
    if (playYear === year - 1) previousSeconds += play.seconds;
    if (playYear !== year) continue;
    seconds += play.seconds;
    into.months.listened[at.getMonth()]! += play.seconds;
    into.hours[at.getHours()]! += play.seconds;
    into.days.add(dayNumber(at));
    if (!songs.has(play.songId)) {
      const { songId, name, artist, image } = play;
      songs.set(songId, { songId, name, artist, image });
    }
    if (!isCountedPlay(play)) continue;
    counted += 1;
    add(songPlays, play.songId, 1);
    for (const name of new Set(play.artist.split(', ').filter(Boolean))) add(artists, name, 1);
    if (play.genre) add(genres, play.genre, 1);
  }
  return { seconds, plays: counted, songs, songPlays, artists, genres, previousSeconds };
}
