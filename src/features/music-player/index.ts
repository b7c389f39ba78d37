export { PlayerBarRegion } from './player-bar-region';
export { initMusic } from './init-music';
export { usePlayerStore, initialPlayerState } from './model/player.store';
export type { PlayerState } from './model/player.store';
export type { RepeatMode } from './model/queue-ops';
export {
  addToQueue,
  clearQueue,
  cycleRepeat,
  dismissNotice,
  fadeOutAndPause,
  followQueue,
  moveInQueue,
  next,
  onSeek,
  onSongStart,
  pause,
  playAt,
  playNext,
  playQueueAt,
  playSong,
  previous,
  removeFromQueue,
  resume,
  seek,
  setRepeatMode,
  setShuffle,
  setVolume,
  syncedPlayback,
  toggleMute,
  togglePlay,
  toggleShuffle,
} from './player-actions';
export * from './model/player-hooks';
export { musicStoredValues } from './model/player-persistence';
export { isQueueOpen, toggleQueue } from './model/queue-panel';
