import type { WriteResult } from '@/lib/storage';

/**
 * The last queued IndexedDB write of the collection. Kept apart from the IndexedDB code so
 * callers can wait for it (`whenCollectionSaved`) without loading `idb`.
 */
let lastSave: Promise<WriteResult> = Promise.resolve({ ok: true });

export const whenCollectionSaved = () => lastSave;

/**
 * Runs `write` after the writes queued before it. A write that throws is logged and answered as
 * unavailable, so the queue goes on: a rejection kept in it would skip every later write.
 */
export function queueSave(write: () => Promise<WriteResult>): Promise<WriteResult> {
  lastSave = lastSave.then(write).catch((error: unknown): WriteResult => {
    console.error('Saving the music collection failed', error);
    return { ok: false, reason: 'unavailable' };
  });
  return lastSave;
}
