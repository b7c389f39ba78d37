import { usePlayerStore } from './model/player.store';
import { shuffleChange } from './model/player-moves';
import { REPEAT_CYCLE, UNMUTE_VOLUME, clampVolume, type RepeatMode } from './model/queue-ops';

/*
 * The commands that change how playback goes on, not what plays now: they write the store
 * only. The bound engine reads the volume from there (engine/settings-binding.ts); repeat,
 * shuffle and stop-after-current take effect when the song ends.
 */

const get = usePlayerStore.getState;
const set = usePlayerStore.setState;

/** Playback ends with the current song: its end pauses instead of moving on (sleep timer). */
export const setStopAfterCurrent = (stopAfterCurrent: boolean) => set({ stopAfterCurrent });

export const cycleRepeat = () => set((s) => ({ repeatMode: REPEAT_CYCLE[s.repeatMode] }));
export const setRepeatMode = (repeatMode: RepeatMode) => set({ repeatMode });

export function setShuffle(on: boolean) {
  const change = shuffleChange(get(), on);
  if (change) set(change);
}
export const toggleShuffle = () => setShuffle(!get().isShuffled);

export const setVolume = (volume: number) => set({ volume: clampVolume(volume) });
/** Mute sets the volume to 0; unmute brings it back to 0.7. */
export const toggleMute = () => set((s) => ({ volume: s.volume > 0 ? 0 : UNMUTE_VOLUME }));

export const dismissNotice = () => set({ notice: null });
