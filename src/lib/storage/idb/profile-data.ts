import { deleteProfileRows } from './records-db';

/**
 * A deleted profile's IndexedDB records (nothing to do where IndexedDB is not available). The
 * database module is imported, not bundled in: the build wants it in a file of its own, which
 * the music pages' shell loads (`collectionCode`).
 */
export async function deleteProfileRecords(profile: string) {
  const { getDb } = await import('./database');
  const db = await getDb();
  if (db) await deleteProfileRows(db, profile);
}
