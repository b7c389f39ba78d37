export { PlayerBarRegion } from './player-bar-region';
export { initMusic } from './init-music';
export { usePlayerStore, initialPlayerState } from './model/player.store';
export type { PlayerState } from './model/player.store';
export type { RepeatMode } from './model/queue-ops';
export {
  fadeOutAndPause,
  followQueue,
  next,
  pause,
  playAt,
  playQueueAt,
  playSong,
  previous,
  removeFromQueue,
  resume,
  seek,
  syncedPlayback,
  togglePlay,
} from './player-actions';
export { onSeek, onSongStart } from './player-events';
export {
  cycleRepeat,
  dismissNotice,
  setRepeatMode,
  setShuffle,
  setVolume,
  toggleMute,
  toggleShuffle,
} from './player-options';
export { addToQueue, clearQueue, moveInQueue, playNext } from './queue-edits';
export * from './model/player-hooks';
export { musicStoredValues } from './model/player-persistence';
export { isQueueOpen, toggleQueue } from './model/queue-panel';
