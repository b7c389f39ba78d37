import { getDb } from './database';
import { deleteProfileRows } from './records-db';

/** A deleted profile's IndexedDB records (nothing to do where IndexedDB is not available). */
export async function deleteProfileRecords(profile: string) {
  const db = await getDb();
  if (db) await deleteProfileRows(db, profile);
}
