import { lazy } from 'react';
import { bootPlayerStore } from './model/boot';

bootPlayerStore();

export { PlayerBarRegion } from './player-bar-region';
export { usePlayerStore, initialPlayerState } from './model/player-store';
export type { PlayerState } from './model/player-store';
export type { LocalPlaylist } from './model/playlist-types';
export type { RepeatMode } from './model/queue-ops';
export {
  addToQueue,
  clearQueue,
  cycleRepeat,
  dismissNotice,
  isFavorite,
  moveInQueue,
  next,
  pause,
  playNext,
  playSong,
  previous,
  removeFromQueue,
  resume,
  seek,
  setDownloads,
  setPlaylists,
  setRepeatMode,
  setShuffle,
  setVolume,
  toggleFavorite,
  toggleMute,
  togglePlay,
  toggleShuffle,
} from './model/player-store';
export * from './model/player-hooks';

/** A list of one mood's songs with play buttons (loaded on demand). */
export const MoodSongList = lazy(() => import('./components/mood-song-list'));
/** The first songs of the listening history, with play buttons (loaded on demand). */
export const RecentlyPlayedList = lazy(() => import('./components/recently-played-list'));
