import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { href } from '@shared/config/paths';
import type { MediaDetails } from '@/lib/tmdb/types';
import { useSeason } from '@/lib/catalog';
import { useSetting } from '@/lib/settings';
import type { WatchTarget } from './embed-urls';
import { episodeCode, nextEpisode, previousEpisode, type EpisodeRef } from './episode-nav';
import { setShowAutoplays, showAutoplays } from './player-memory';

export const UP_NEXT_SECONDS = 10;

/**
 * Previous/next episodes of a show and what happens when one ends: the "Up next" card (when
 * autoplay is on globally and for this show), or "finished" after the series' last episode.
 */
export function useEpisodeFlow(
  target: WatchTarget,
  details: MediaDetails | undefined,
  prefix: 'watch' | 'player',
) {
  const navigate = useNavigate();
  const isEpisode = target.type !== 'movie';
  const season = useSeason(isEpisode ? target.id : null, target.season);
  const autoNext = useSetting('autoNext');
  const [showAutoplay, setShowAutoplay] = useState(() => showAutoplays(target));
  const [ended, setEnded] = useState(false);

  const current: EpisodeRef = { season: target.season ?? 1, episode: target.episode ?? 1 };
  const bounds = {
    episodesInSeason: season.data?.episodes.length || undefined,
    seasons: details?.seasons,
  };
  const next = isEpisode ? nextEpisode(current, bounds) : null;
  const previous = isEpisode ? previousEpisode(current, bounds) : null;
  // The next episode's name: from this season, or from the next season once loaded.
  const nextSeason = useSeason(
    next && next.season !== current.season ? target.id : null,
    next?.season,
  );
  const nextEpisodes =
    next?.season === current.season ? season.data?.episodes : nextSeason.data?.episodes;
  const nextName = nextEpisodes?.find((e) => e.episodeNumber === next?.episode)?.name;

  const goTo = useCallback(
    (e: EpisodeRef) => navigate(href[prefix](target.type, target.id, e.season, e.episode)),
    [navigate, prefix, target.type, target.id],
  );
  const playNext = useCallback(() => {
    if (next) goTo(next);
  }, [goTo, next]);

  const autoplay = autoNext && showAutoplay;
  // The series is known to be finished only when the show's seasons are known.
  const knownLast = isEpisode && next === null && Boolean(details?.seasons?.length);

  return {
    isEpisode,
    current,
    next,
    previous,
    goTo,
    playNext,
    upNextLabel: next ? `${episodeCode(next)}${nextName ? ` · ${nextName}` : ''}` : '',
    showUpNext: ended && autoplay && next !== null,
    showFinished: ended && knownLast,
    onEnded: () => setEnded(true),
    dismiss: () => setEnded(false),
    autoNext,
    showAutoplay,
    setShowAutoplay(on: boolean) {
      setShowAutoplay(on);
      setShowAutoplays(target, on);
    },
  };
}
