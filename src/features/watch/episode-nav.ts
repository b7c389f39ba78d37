import { t } from '@/lib/i18n';
import type { SeasonSummary } from '../../lib/tmdb/types';

export interface EpisodeRef {
  season: number;
  episode: number;
}

export interface EpisodeBounds {
  /** Episodes of the current season, when loaded. */
  episodesInSeason?: number;
  /** The show's seasons (season 0, specials, is skipped). */
  seasons?: readonly Pick<SeasonSummary, 'seasonNumber' | 'episodeCount'>[];
}

const regularSeasons = (bounds: EpisodeBounds) =>
  (bounds.seasons ?? [])
    .filter((s) => s.seasonNumber > 0 && s.episodeCount > 0)
    .sort((a, b) => a.seasonNumber - b.seasonNumber);

/** The series' regular episodes, as the catalogue lists them (undefined until it does). */
export function seriesEpisodesOf(seasons: EpisodeBounds['seasons']): number | undefined {
  const total = regularSeasons({ seasons }).reduce((sum, s) => sum + s.episodeCount, 0);
  return total > 0 ? total : undefined;
}

/**
 * The episode after this one: the next in the season, else the first of the next season.
 * Without season data the next number is offered (the embed decides whether it exists);
 * null once the data says this is the last episode.
 */
export function nextEpisode(current: EpisodeRef, bounds: EpisodeBounds): EpisodeRef | null {
  const count =
    bounds.episodesInSeason ??
    regularSeasons(bounds).find((s) => s.seasonNumber === current.season)?.episodeCount;
  if (count === undefined || current.episode < count) {
    return { season: current.season, episode: current.episode + 1 };
  }
  const following = regularSeasons(bounds).find((s) => s.seasonNumber > current.season);
  return following ? { season: following.seasonNumber, episode: 1 } : null;
}

/** The episode before: the previous in the season, else the last of the previous season. */
export function previousEpisode(current: EpisodeRef, bounds: EpisodeBounds): EpisodeRef | null {
  if (current.episode > 1) return { season: current.season, episode: current.episode - 1 };
  const earlier = regularSeasons(bounds).filter((s) => s.seasonNumber < current.season);
  const previous = earlier[earlier.length - 1];
  return previous ? { season: previous.seasonNumber, episode: previous.episodeCount } : null;
}

/** "S1E2" (in the reader's language: "T1:E2" in Spanish). */
export const episodeCode = (e: EpisodeRef) =>
  t('watch.episodeCode', { season: e.season, episode: e.episode });
