export { PlayerBarRegion } from './player-bar-region';
export { initMusic } from './init-music';
export { usePlayerStore, initialPlayerState } from './model/player-store';
export type { PlayerState } from './model/player-store';
export type { RepeatMode } from './model/queue-ops';
export { fadeOutAndPause, playSong, resume, togglePlay } from './engine/play-actions';
export {
  addToQueue,
  clearQueue,
  cycleRepeat,
  dismissNotice,
  moveInQueue,
  next,
  pause,
  playNext,
  previous,
  removeFromQueue,
  seek,
  setRepeatMode,
  setShuffle,
  setVolume,
  toggleMute,
  toggleShuffle,
} from './model/player-store';
export * from './model/player-hooks';
export { musicStoredValues } from './model/player-persistence';
export { isQueueOpen, toggleQueue } from './model/queue-panel';
