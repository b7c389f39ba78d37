import {
  followMusicSettings,
  musicSettingsList,
  saveMusicSettings,
  storedMusicSettings,
  type MusicSettings,
} from '@/lib/storage/music-collection/music-settings';
import { clampVolume } from './queue-ops';
import { usePlayerStore, type PlayerState } from './player.store';

/** The music settings by their old key, for whole-data backups. */
export const musicStoredValues = { settings: musicSettingsList.stored };

const slice = (s: PlayerState): MusicSettings => ({
  volume: s.volume,
  isShuffled: s.isShuffled,
  repeatMode: s.repeatMode,
});

/**
 * Keeps the music settings stored (and in step with other tabs): each setting that changes is
 * written as its own record, so position updates never reach storage; the queue is not stored
 * either. The shuffle flag is restored off when there is no queue to shuffle after a reload.
 */
export function startPlayerPersistence(): () => void {
  let external = false;
  const take = (settings: MusicSettings) => {
    external = true;
    try {
      usePlayerStore.setState((state) => ({
        volume: clampVolume(settings.volume),
        repeatMode: settings.repeatMode,
        isShuffled: state.queue.length > 0 ? state.isShuffled : settings.isShuffled,
      }));
    } finally {
      external = false;
    }
  };
  take(storedMusicSettings());
  const stopWriting = usePlayerStore.subscribe((state, previous) => {
    if (external) return;
    const next = slice(state);
    const before = slice(previous);
    const changed = (Object.keys(next) as (keyof MusicSettings)[]).filter(
      (k) => next[k] !== before[k],
    );
    if (changed.length) saveMusicSettings(Object.fromEntries(changed.map((k) => [k, next[k]])));
  });
  const stopListening = followMusicSettings(take);
  return () => {
    stopWriting();
    stopListening();
  };
}
