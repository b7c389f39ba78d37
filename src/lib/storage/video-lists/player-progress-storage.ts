import { z } from 'zod/mini';
import { createStoredValue, STORAGE_KEYS } from '@/lib/storage';

/** What the embed sends as MEDIA_DATA: its own JSON object. */
export type MediaData = Record<string, unknown>;

/**
 * The player's own progress data (MEDIA_DATA), kept exactly as the embed sent it: its shape
 * belongs to the host, so only "a JSON object" is checked.
 */
export const playerProgressStorage = createStoredValue<MediaData>({
  key: STORAGE_KEYS.playerProgress,
  version: 1,
  schema: z.record(z.string(), z.unknown()),
  fallback: () => ({}),
  // Before versioning the key held the bare object.
  migrate: (value) => value,
});

export function saveMediaData(data: MediaData) {
  return playerProgressStorage.write(data);
}
