import { z } from 'zod/mini';
import { STORAGE_KEYS } from '@/lib/storage';
import { listView } from '../records/list-view';

/** What the embed sends as MEDIA_DATA: its own JSON object. */
export type MediaData = Record<string, unknown>;

/**
 * The player's own progress data (MEDIA_DATA), kept exactly as the embed sent it: its shape
 * belongs to the host, so only "a JSON value" is checked. One record per key of the embed's
 * object (one per title), so two tabs playing two titles keep both.
 */
export const playerProgressList = listView<unknown, MediaData>({
  spec: {
    name: 'playerProgress',
    check: (value): value is unknown => value !== undefined && value !== null,
    label: STORAGE_KEYS.playerProgress,
  },
  stored: {
    key: STORAGE_KEYS.playerProgress,
    version: 1,
    schema: z.record(z.string(), z.unknown()),
    fallback: () => ({}),
    // Before versioning the key held the bare object.
    migrate: (value) => value,
  },
  // A key whose value is null holds nothing: it is not kept.
  toEntries: (value) =>
    Object.entries(value)
      .filter(([, entry]) => entry !== null && entry !== undefined)
      .map(([id, entry]) => ({ id, value: entry })),
  fromEntries: (entries) => Object.fromEntries(entries.map((e) => [e.id, e.value])),
});

export const playerProgressStorage = playerProgressList.stored;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The embed sends its whole object each time: only the titles whose data changed are written. */
export function saveMediaData(data: MediaData) {
  const records = playerProgressList.collection();
  return records.write(
    Object.entries(data)
      .filter(
        ([id, value]) => value !== null && value !== undefined && !same(records.get(id), value),
      )
      .map(([id, value]) => ({ id, value })),
  );
}
