import { collectionActions } from '@/lib/storage/music-collection';
import {
  cycleRepeat,
  isQueueOpen,
  next,
  previous,
  seek,
  setVolume,
  toggleMute,
  togglePlay,
  toggleQueue,
  toggleShuffle,
  usePlayerStore,
} from '@/features/music-player';
import { SEEK_STEP_SECONDS, VOLUME_STEP, type ShortcutAction } from './key-map';

/** Volume moves in tenths and stays on them (0.7 + 0.1 is 0.8, not 0.7999…). */
const stepVolume = (volume: number, step: number) => Math.round((volume + step) * 100) / 100;

/** The music side of the keyboard, loaded with the player once a music page has shown. */
export interface MusicKeys {
  hasSong: () => boolean;
  queueOpen: () => boolean;
  run: (action: ShortcutAction) => boolean;
}

export const musicKeys: MusicKeys = {
  hasSong: () => usePlayerStore.getState().currentSong !== null,
  queueOpen: isQueueOpen,
  /** Runs a music key on the current song; false (nothing done) without one. */
  run(action) {
    const { currentSong, currentTime, volume } = usePlayerStore.getState();
    if (!currentSong) return false;
    const actions: Partial<Record<ShortcutAction, () => void>> = {
      togglePlay,
      seekBack: () => seek(currentTime - SEEK_STEP_SECONDS),
      seekForward: () => seek(currentTime + SEEK_STEP_SECONDS),
      previousSong: previous,
      nextSong: next,
      volumeUp: () => setVolume(stepVolume(volume, VOLUME_STEP)),
      volumeDown: () => setVolume(stepVolume(volume, -VOLUME_STEP)),
      mute: toggleMute,
      like: () => collectionActions.toggleFavorite(currentSong),
      queue: toggleQueue,
      shuffle: toggleShuffle,
      repeat: cycleRepeat,
    };
    const run = actions[action];
    if (!run) return false;
    run();
    return true;
  },
};
