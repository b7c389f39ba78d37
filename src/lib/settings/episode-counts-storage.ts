import { z } from 'zod/mini';
import { STORAGE_KEYS } from '../storage';
import { listView } from '../storage/records/list-view';

/**
 * How many episodes each followed show had at the last check: one record per show (its id),
 * in the profile's namespace, and in whole-data backups under `reelbeat_episode_counts` (so a
 * restored device reports what aired since the backup instead of taking a fresh baseline).
 * Builds before the envelope wrote the bare object, which is read as version 0. Not exported by
 * this folder's index: the first paint does not need it.
 */
export const episodeCountsList = listView<number, Record<string, number>>({
  spec: {
    name: 'episodeCounts',
    check: (value): value is number => typeof value === 'number' && Number.isFinite(value),
    label: STORAGE_KEYS.episodeCounts,
  },
  stored: {
    key: STORAGE_KEYS.episodeCounts,
    version: 1,
    schema: z.record(z.string(), z.number()),
    fallback: () => ({}),
    migrate: (value) => value,
  },
  toEntries: (counts) => Object.entries(counts).map(([id, value]) => ({ id, value })),
  fromEntries: (entries) => Object.fromEntries(entries.map((e) => [e.id, e.value])),
});

export const episodeCountsStorage = episodeCountsList.stored;

/**
 * Stores the counts of the shows just checked, and forgets those of `unfollowed` shows (read
 * before the check): a show another tab counted meanwhile keeps its count.
 */
export function saveEpisodeCounts(counts: Record<string, number>, unfollowed: readonly string[]) {
  const records = episodeCountsList.collection();
  return records.write([
    ...Object.entries(counts)
      .filter(([id, count]) => records.get(id) !== count)
      .map(([id, value]) => ({ id, value })),
    ...unfollowed.map((id) => ({ id, value: null })),
  ]);
}
