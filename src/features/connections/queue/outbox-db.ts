import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/** A connected service that items are sent to. */
export type ServiceId = 'trakt' | 'listenbrainz';

/** One outgoing item: a scrobble, a listen, a watchlist or history change. */
export interface OutboxItem {
  profile: string;
  /** Sorts in the order the items were added: they are sent in this order, per service. */
  seq: string;
  service: ServiceId;
  /** The call it makes (`listen`, `playing-now`, `scrobble`, `watchlist-add`…). */
  kind: string;
  /** Stable per item (a play's id, a title's key and change): added once, sent once. */
  key: string;
  body: unknown;
  attempts: number;
  /** Not sent before this time (ms): the back-off, or the service's Retry-After. */
  notBefore: number;
}

/** An item's key once sent, kept for a while so that a late second add is recognised. */
export interface SentRow {
  profile: string;
  key: string;
  at: number;
}

interface OutboxSchema extends DBSchema {
  outbox: { key: [string, string]; value: OutboxItem; indexes: { byKey: [string, string] } };
  sent: { key: [string, string]; value: SentRow; indexes: { byAt: number } };
}

export type OutboxDb = IDBPDatabase<OutboxSchema>;

/**
 * The connections' own database, apart from `reelbeat` (whose upgrades belong to the personal
 * data): a profile's queue is `[profile, seq]` in `outbox`.
 */
export const OUTBOX_DB_NAME = 'reelbeat-connections';

let opened: Promise<OutboxDb | null> | null = null;

export function openOutboxDb(): Promise<OutboxDb | null> {
  opened ??= (async () => {
    if (typeof indexedDB === 'undefined') return null;
    try {
      return await openDB<OutboxSchema>(OUTBOX_DB_NAME, 1, {
        upgrade(db) {
          const outbox = db.createObjectStore('outbox', { keyPath: ['profile', 'seq'] });
          outbox.createIndex('byKey', ['profile', 'key'], { unique: true });
          const sent = db.createObjectStore('sent', { keyPath: ['profile', 'key'] });
          sent.createIndex('byAt', 'at');
        },
      });
    } catch {
      return null;
    }
  })();
  return opened;
}

/** For tests: the next open starts afresh. */
export async function closeOutboxDb() {
  const db = await opened;
  db?.close();
  opened = null;
}

/**
 * Removes a profile's queued items, of one service (Disconnect) or all of them with the keys
 * it sent (a deleted profile: nothing of it stays).
 */
export async function clearProfile(db: OutboxDb, profile: string, service?: ServiceId) {
  const tx = db.transaction(['outbox', 'sent'], 'readwrite');
  const range = IDBKeyRange.bound([profile, ''], [profile, '\uffff']);
  for (const item of await tx.objectStore('outbox').getAll(range)) {
    if (!service || item.service === service)
      await tx.objectStore('outbox').delete([profile, item.seq]);
  }
  if (!service) await tx.objectStore('sent').delete(range);
  await tx.done;
}

/** The profiles that have items queued or sent (to find a deleted profile's leftovers). */
export async function profilesInOutbox(db: OutboxDb): Promise<string[]> {
  const profiles = new Set<string>();
  for (const store of ['outbox', 'sent'] as const) {
    for (const key of await db.getAllKeys(store)) profiles.add(key[0]);
  }
  return [...profiles];
}
