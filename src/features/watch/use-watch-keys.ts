import { usePageKeys } from '../shortcuts';
import type { EpisodeRef } from './episode-nav';

interface WatchKeys {
  fullscreen: { toggle: () => void; supported: boolean };
  episodes: { next: EpisodeRef | null; previous: EpisodeRef | null; goTo: (e: EpisodeRef) => void };
}

/**
 * The Watch page's keys: F toggles fullscreen, N and P go to the next and previous episode.
 * Space, the arrows and M stay the video's (the embed answers them once it has focus).
 */
export function useWatchKeys({ fullscreen, episodes }: WatchKeys) {
  const { next, previous, goTo } = episodes;
  usePageKeys({
    video: true,
    fullscreen: fullscreen.supported ? fullscreen.toggle : undefined,
    nextEpisode: next ? () => goTo(next) : undefined,
    previousEpisode: previous ? () => goTo(previous) : undefined,
  });
}
