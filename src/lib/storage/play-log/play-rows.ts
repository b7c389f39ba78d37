import { emitRecordChange } from '../records/changes';
import { newStamp } from '../records/device';
import { activeProfileId } from '../records/namespace';
import type { StoredRecord } from '../records/record';
import type * as DatabaseModule from '../idb/database';
import type { Db } from '../idb/database';
import { readRows, recordOf, writeRows } from '../idb/records-db';
import {
  PLAY_LISTS,
  isSongPlay,
  isVideoPlay,
  keptSince,
  type PlayKind,
  type SongPlay,
  type VideoPlay,
} from './play-types';

interface PlayOf {
  video: VideoPlay;
  song: SongPlay;
}

const checks = { video: isVideoPlay, song: isSongPlay } as const;

// Loaded as the music code loads it, so the database module keeps a chunk of its own. Kept once
// loaded: a save made as the page goes away (pagehide) then starts its transaction in that same
// task, where a second `import()` would answer only after the page is gone.
let database: typeof DatabaseModule | undefined;
const getDb = async () => {
  database ??= await import('../idb/database');
  return database.getDb();
};

const pruned = new Set<string>();

/**
 * Drops the profile's plays that started before what is kept (once per page and profile). They
 * go without tombstones: every device applies the same rule to its own copy.
 */
async function prune(db: Db, profile: string, now: Date) {
  if (pruned.has(profile)) return;
  pruned.add(profile);
  const tx = db.transaction('records', 'readwrite');
  for (const c of Object.values(PLAY_LISTS)) {
    void tx.store.delete(
      IDBKeyRange.bound([profile, c, ''], [profile, c, keptSince(now)], false, true),
    );
  }
  await tx.done;
}

/**
 * Stores one play (a new one, or one that played on) of the page's profile, stamped like every
 * record, and tells sync of it. Resolves false where IndexedDB is missing or the write failed:
 * the play log is then not kept, and nothing else depends on it.
 */
export async function savePlay<K extends PlayKind>(
  kind: K,
  id: string,
  play: PlayOf[K],
  now = new Date(),
): Promise<boolean> {
  const db = await getDb();
  if (!db) return false;
  const profile = activeProfileId();
  try {
    // Not waited for: IndexedDB runs the two transactions in the order they were made.
    prune(db, profile, now).catch((error: unknown) =>
      console.warn('Old plays could not be dropped', error),
    );
    const record: StoredRecord<PlayOf[K]> = { id, stamp: newStamp(), value: play };
    const outcome = await writeRows(db, profile, [{ c: PLAY_LISTS[kind], record }]);
    if (outcome.stored.length === 0) return true;
    emitRecordChange({ profile, collection: PLAY_LISTS[kind], records: [record], origin: 'local' });
    return true;
  } catch (error) {
    console.warn('A play could not be saved', error);
    return false;
  }
}

export interface PlayLog {
  video: VideoPlay[];
  song: SongPlay[];
}

/** Every kept play of the page's profile (unreadable records are skipped), oldest first. */
export async function readPlayLog(now = new Date()): Promise<PlayLog> {
  const db = await getDb();
  if (!db) return { video: [], song: [] };
  const profile = activeProfileId();
  const since = keptSince(now);
  const read = async <K extends PlayKind>(kind: K): Promise<PlayOf[K][]> => {
    const rows = await readRows(db, profile, PLAY_LISTS[kind]);
    const plays: PlayOf[K][] = [];
    for (const row of rows) {
      if (row.id < since) continue;
      const record = recordOf(row, checks[kind] as (v: unknown) => v is PlayOf[K]);
      if (record?.value) plays.push(record.value);
    }
    return plays;
  };
  const [video, song] = await Promise.all([read('video'), read('song')]);
  return { video, song };
}

/** For tests: every profile is pruned again on its next write. */
export const forgetPruned = () => pruned.clear();
