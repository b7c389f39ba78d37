import { useShallow } from 'zustand/react/shallow';
import { usePlayerStore } from './player.store';

/** Narrow selectors, so a component re-renders only for what it shows. */
export const useCurrentSong = () => usePlayerStore((s) => s.currentSong);
export const useIsPlaying = () => usePlayerStore((s) => s.isPlaying);
export const useQueue = () => usePlayerStore((s) => s.queue);
export const useCurrentIndex = () => usePlayerStore((s) => s.currentIndex);
export const useVolume = () => usePlayerStore((s) => s.volume);
export const useIsShuffled = () => usePlayerStore((s) => s.isShuffled);
export const useRepeatMode = () => usePlayerStore((s) => s.repeatMode);
export const usePlayerNotice = () => usePlayerStore((s) => s.notice);
/** Position and length in seconds; changes several times a second while playing. */
export const usePlaybackProgress = () =>
  usePlayerStore(useShallow((s) => ({ currentTime: s.currentTime, duration: s.duration })));
