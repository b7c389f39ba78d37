import { withMessages } from '@/lib/i18n';
import { readLocal } from '@/lib/storage/backend';
import { activeProfileId, profileKey } from '@/lib/storage/records/namespace';
import { onProfileGone } from '@/lib/storage/records/profiles';

/** The profile's connections' list (model/connection-records.ts), read here without its code. */
const CONNECTIONS_LIST = 'connections';

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
 * A profile deleted here, or in another tab while this page used it: its queued items leave
 * the outbox (IndexedDB is the browser's, so one tab's clearing serves all). The code loads
 * only then.
 */
export function watchDeletedProfiles(): () => void {
  return onProfileGone((profile) => {
    void import('./forget-profile').then((m) => m.forgetProfile(profile));
  });
}
