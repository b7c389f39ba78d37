import { z } from 'zod/mini';
import { STORAGE_KEYS, createStoredValue } from '../storage';

/**
 * How many episodes each followed show had at the last check, in the `{v, data}` envelope of
 * every stored value, and in whole-data backups (so a restored device reports what aired since
 * the backup instead of taking a fresh baseline). Builds before the envelope wrote the bare
 * object, which is read as version 0.
 */
export const episodeCountsStorage = createStoredValue<Record<string, number>>({
  key: STORAGE_KEYS.episodeCounts,
  version: 1,
  schema: z.record(z.string(), z.number()),
  fallback: () => ({}),
  migrate: (value) => value,
});
