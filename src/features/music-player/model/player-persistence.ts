import { z } from 'zod/mini';
import { STORAGE_KEYS, createStoredValue, persistStore } from '@/lib/storage';
import { clampVolume, type RepeatMode } from './queue-ops';
import { usePlayerStore } from './player-store';

const settingsSchema = z.object({
  volume: z._default(z.number(), 1),
  isShuffled: z._default(z.boolean(), false),
  repeatMode: z._default(z.enum(['off', 'one', 'all']), 'off'),
});
type MusicSettings = { volume: number; isShuffled: boolean; repeatMode: RepeatMode };

/** Settings from before versioned storage were a bare object: take it as it is. */
const fromBare = (value: unknown) => value;

export const musicStoredValues = {
  settings: createStoredValue<MusicSettings>({
    key: STORAGE_KEYS.musicSettings,
    version: 1,
    schema: settingsSchema,
    fallback: () => ({ volume: 1, isShuffled: false, repeatMode: 'off' }),
    migrate: fromBare,
  }),
};

/**
 * Keeps the music settings in the storage module (and in step with other tabs). Only this slice
 * is written, so position updates never reach local storage; the queue is not stored either.
 * The shuffle flag is restored off when there is no queue to shuffle after a reload.
 */
export function startPlayerPersistence(): () => void {
  return persistStore(usePlayerStore, musicStoredValues.settings, {
    partialize: (s) => ({ volume: s.volume, isShuffled: s.isShuffled, repeatMode: s.repeatMode }),
    merge: (settings, state) => ({
      volume: clampVolume(settings.volume),
      repeatMode: settings.repeatMode,
      isShuffled: state.queue.length > 0 ? state.isShuffled : settings.isShuffled,
    }),
  });
}
