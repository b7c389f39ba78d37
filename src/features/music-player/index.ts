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
export { musicStoredValues } from './model/player-persistence';
