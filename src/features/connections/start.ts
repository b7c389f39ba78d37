import { withMessages } from '@/lib/i18n';
import { readLocal } from '@/lib/storage/backend';
import { activeProfileId, profileKey } from '@/lib/storage/records/namespace';
import { subscribeRecordChanges } from '@/lib/storage/records/changes';

/** The profile's connections' list (model/connection-records.ts), read here without its code. */
const CONNECTIONS_LIST = 'connections';
/** The browser-wide list of profiles (lib/storage/records/profiles.ts). */
const PROFILES_LIST = 'profiles';

/** Whether the profile has a connection: its records' live values are the key's `data`. */
export function hasConnections(profile = activeProfileId()): boolean {
  const raw = readLocal(profileKey(profile, CONNECTIONS_LIST));
  if (!raw) return false;
  try {
    const data = (JSON.parse(raw) as { data?: Record<string, unknown> }).data ?? {};
    return Boolean(data.trakt || data.listenbrainz);
  } catch {
    return false;
  }
}

/**
 * Once the first screen is in (app/startup/personal-data.ts): the queue, the scrobbler and the
 * listen counter start only where the page's profile has a connection.
 */
export function startConnectionsIfOn() {
  watchDeletedProfiles();
  if (!hasConnections()) return;
  void withMessages(['info'], import('./runtime')).then((m) => m.startConnections());
}

/**
 * A profile deleted here, in another tab or on another device (its record in the browser-wide
 * `profiles` list becomes a tombstone): its queued items leave the outbox (IndexedDB is the
 * browser's, so one tab's clearing serves all). The code loads only then.
 */
export function watchDeletedProfiles(): () => void {
  return subscribeRecordChanges((change) => {
    if (change.profile !== null || change.collection !== PROFILES_LIST) return;
    const deleted = change.records.filter((r) => r.value === null).map((r) => r.id);
    if (deleted.length === 0) return;
    void import('./forget-profile').then(async (m) => {
      for (const profile of deleted) await m.forgetProfile(profile);
    });
  });
}
