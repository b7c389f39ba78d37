import { reportStorageProblem } from '../storage-problems';
import { MAIN_PROFILE, activeProfileId } from '../records/namespace';
import { beginHydration, setCollectionStarter } from './collection.store';
import { collectionCode } from './collection-code';
import { startMusicSync } from './collection-sync';
import { oldKeyRecords } from './collection-migration';
import { localBackend } from './local-backend';
import { musicSpecs } from './music-specs';

/**
 * Where IndexedDB is missing, refused, or the move into it failed: the lists stay in local
 * storage (local-backend.ts). Data still under the old keys is shown, not moved: a later start
 * with IndexedDB moves it (and what this page wrote) there.
 */
export function startLocalCollection(profile = activeProfileId()): Promise<() => void> {
  // Data under the old keys is the first profile's: another profile does not show it.
  const held = profile === MAIN_PROFILE ? oldKeyRecords : undefined;
  return startMusicSync(localBackend(profile, held), { profile });
}

/**
 * Loads the collection from IndexedDB (moving what local storage still holds there once) and
 * keeps it saved. The IndexedDB code loads only now, so `idb` is never part of the first paint.
 * Resolves with a function that stops saving.
 */
export async function startCollectionPersistence(): Promise<() => void> {
  beginHydration();
  const profile = activeProfileId();
  try {
    const [loadDatabase, loadIdb] = collectionCode;
    const [{ getDb }, idb] = await Promise.all([loadDatabase(), loadIdb()]);
    const db = await getDb();
    if (db) {
      const stop = await idb.startIdbCollection(db, profile);
      if (stop) return stop;
    } else if (typeof indexedDB !== 'undefined') {
      // The browser has IndexedDB but refused it (a private window, a broken profile).
      reportStorageProblem(musicSpecs.playlists.label, 'limited');
    }
  } catch (error) {
    console.error('The music collection could not be loaded from IndexedDB', error);
  }
  return startLocalCollection(profile);
}

let loading: Promise<void> | null = null;

/** Loads the stored lists once per page; later calls return the same promise. */
export function initCollection(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  loading ??= startCollectionPersistence().then(() => undefined);
  return loading;
}

// An edit asked for before any music page started the load starts it, and waits for it.
setCollectionStarter(() => void initCollection());
