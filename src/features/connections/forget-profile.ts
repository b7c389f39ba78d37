import { isProfileDeleted } from '@/lib/storage/records/profile-gone';
import { clearProfile, openOutboxDb, profilesInOutbox } from './queue/outbox-db';

/** A deleted profile's queued items (and the keys it sent) leave the outbox. */
export async function forgetProfile(profile: string) {
  const db = await openOutboxDb();
  if (db) await clearProfile(db, profile);
}

/**
 * What a profile deleted while no page could clear it left behind (deleted on another device,
 * or a tab closed mid-way): cleared when the connections start.
 */
export async function sweepDeletedProfiles(isDeleted = isProfileDeleted) {
  const db = await openOutboxDb();
  if (!db) return;
  for (const profile of await profilesInOutbox(db)) {
    if (isDeleted(profile)) await clearProfile(db, profile);
  }
}
