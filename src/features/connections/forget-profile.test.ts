import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newStamp } from '@/lib/storage/records/device';
import { PROFILES_KEY } from '@/lib/storage/records/namespace';
import {
  createProfile,
  deleteProfile,
  ensureProfiles,
  resetProfilesForTests,
  setActiveProfile,
} from '@/lib/storage/records/profiles';
import { startProfiles } from '@/lib/storage/records/start-profiles';
import { closeOutboxDb, openOutboxDb, type OutboxDb } from './queue/outbox-db';
import { sweepDeletedProfiles } from './forget-profile';
import { watchDeletedProfiles } from './start';

async function queue(db: OutboxDb, profile: string, n: number) {
  await db.put('outbox', {
    profile,
    seq: `000${n}`,
    service: 'listenbrainz',
    kind: 'listen',
    key: `listen:${profile}-${n}`,
    body: {},
    attempts: 0,
    notBefore: 0,
  });
  await db.put('sent', { profile, key: `listen:${profile}-sent-${n}`, at: 1 });
}

const profilesIn = async (db: OutboxDb) => [
  ...new Set([
    ...(await db.getAll('outbox')).map((i) => i.profile),
    ...(await db.getAll('sent')).map((i) => i.profile),
  ]),
];

beforeEach(async () => {
  await closeOutboxDb();
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
  resetProfilesForTests();
});
afterEach(() => closeOutboxDb());

describe('a deleted profile’s queue', () => {
  it('is cleared when the profile is deleted, the other profiles’ items kept', async () => {
    ensureProfiles();
    const created = createProfile({ name: 'Kid' });
    if (!created.ok) throw new Error('no profile');
    const kid = created.profile.id;
    const db = (await openOutboxDb())!;
    await queue(db, 'main', 1);
    await queue(db, kid, 1);
    await queue(db, kid, 2);
    const stop = watchDeletedProfiles();
    try {
      expect(await deleteProfile(kid)).toEqual({ ok: true });
      await expect.poll(() => profilesIn(db)).toEqual(['main']);
      expect((await db.getAll('outbox')).map((i) => i.key)).toEqual(['listen:main-1']);
    } finally {
      stop();
    }
  });

  it('is cleared when another tab deletes the profile this page uses', async () => {
    startProfiles();
    const created = createProfile({ name: 'Kid' });
    if (!created.ok) throw new Error('no profile');
    const kid = created.profile.id;
    setActiveProfile(kid);
    const db = (await openOutboxDb())!;
    await queue(db, 'main', 1);
    await queue(db, kid, 1);
    const stop = watchDeletedProfiles();
    try {
      // The other tab's deletion: the profile's record becomes a tombstone in the shared list.
      const raw = JSON.parse(localStorage.getItem(PROFILES_KEY)!) as {
        data: Record<string, unknown>;
        meta: Record<string, string[]>;
      };
      delete raw.data[kid];
      raw.meta[kid] = [newStamp()];
      const next = JSON.stringify(raw);
      localStorage.setItem(PROFILES_KEY, next);
      window.dispatchEvent(new StorageEvent('storage', { key: PROFILES_KEY, newValue: next }));
      await expect.poll(() => profilesIn(db)).toEqual(['main']);
    } finally {
      stop();
    }
  });

  it('left behind (deleted elsewhere), it is swept when the connections start', async () => {
    const db = (await openOutboxDb())!;
    await queue(db, 'main', 1);
    await queue(db, 'gone', 1);
    await sweepDeletedProfiles((profile) => profile === 'gone');
    expect(await profilesIn(db)).toEqual(['main']);
  });
});
