import type { VideoPlay } from '@/lib/storage/play-log';
import type { CompletedSeries } from './rewind-types';

/**
 * Series completed in `year`: every regular episode of the series (specials left out), as the
 * catalogue listed them at the latest viewing, has been finished at some time kept, and the
 * last of them to be finished for the first time was finished in `year`. A series whose
 * episode count the catalogue never gave is not counted.
 */
export function completedSeries(
  plays: readonly VideoPlay[],
  yearOf: (play: VideoPlay) => number,
  year: number,
): CompletedSeries[] {
  interface Show {
    title: string;
    episodes: number;
    latest: string;
    firstFinished: Map<string, VideoPlay>;
  }
  const shows = new Map<number, Show>();
  for (const play of plays) {
    if (play.mediaType !== 'tv' || yearOf(play) > year) continue;
    let show = shows.get(play.mediaId);
    if (!show) {
      show = { title: play.title, episodes: 0, latest: '', firstFinished: new Map() };
      shows.set(play.mediaId, show);
    }
    if (play.startedAt > show.latest) {
      show.latest = play.startedAt;
      show.title = play.title;
      if (play.seriesEpisodes) show.episodes = play.seriesEpisodes;
    }
    if (!play.finished || !play.season || !play.episode) continue;
    const key = `${play.season}:${play.episode}`;
    const known = show.firstFinished.get(key);
    if (!known || play.startedAt < known.startedAt) show.firstFinished.set(key, play);
  }
  const done: CompletedSeries[] = [];
  for (const [mediaId, show] of shows) {
    if (show.episodes === 0 || show.firstFinished.size < show.episodes) continue;
    let last: VideoPlay | null = null;
    for (const play of show.firstFinished.values())
      if (!last || play.startedAt > last.startedAt) last = play;
    if (last && yearOf(last) === year)
      done.push({ mediaId, title: show.title, episodes: show.episodes });
  }
  return done.sort((a, b) => a.title.localeCompare(b.title));
}
