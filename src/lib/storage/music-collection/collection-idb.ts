import type { Db } from '../idb/database';
import { dropExpiredRows } from '../idb/records-db';
import { listProfiles } from '../records/profiles';
import { startMusicSync } from './collection-sync';
import { migrateLocalLists } from './collection-migration';
import { deleteDownloadedAudio, loadDownloadedAudio } from './downloaded-audio';
import { idbBackend } from './idb-backend';
import { musicSpecs } from './music-specs';

/** Another profile's collection in IndexedDB (a backup of every profile reads and writes it). */
export { idbBackend };

/**
 * The collection kept in IndexedDB (loaded with `import()`, never on the first paint): what is
 * left in local storage moves in first, then the profile's records load into the store.
 * Resolves with a stop function, or null when the move failed (the page keeps local storage).
 */
export async function startIdbCollection(db: Db, profile: string): Promise<(() => void) | null> {
  const backend = idbBackend(db, profile);
  if ((await migrateLocalLists(backend, profile)) === 'failed') return null;
  const stop = await startMusicSync(backend, {
    profile,
    dropAudio: (ids) => dropAudio(db, profile, ids),
    reloadAudio: () => loadDownloadedAudio(db),
  });
  await loadDownloadedAudio(db);
  // Tombstones past their lifetime go after the load, off its path.
  dropExpiredRows(db, profile).catch((error: unknown) =>
    console.warn('Old deletions could not be dropped', error),
  );
  return stop;
}

/** A song's audio goes when no profile of this browser keeps it in its downloads any more. */
async function dropAudio(db: Db, profile: string, ids: string[]) {
  if (ids.length === 0) return;
  const others = listProfiles()
    .map((p) => p.id)
    .filter((id) => id !== profile);
  const c = musicSpecs.downloads.name;
  const kept = await Promise.all(
    ids.map(async (id) => {
      const rows = await Promise.all(others.map((p) => db.get('records', [p, c, id])));
      return rows.some((row) => row?.json !== undefined);
    }),
  );
  await deleteDownloadedAudio(ids.filter((_, i) => !kept[i]));
}
