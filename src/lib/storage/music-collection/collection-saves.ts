import type { WriteResult } from '@/lib/storage';

/**
 * The last queued IndexedDB write of the collection. Kept apart from the IndexedDB code so
 * callers can wait for it (`whenCollectionSaved`) without loading `idb`.
 */
let lastSave: Promise<WriteResult> = Promise.resolve({ ok: true });

export const whenCollectionSaved = () => lastSave;

export function queueSave(write: () => Promise<WriteResult>): Promise<WriteResult> {
  lastSave = lastSave.then(write);
  return lastSave;
}
