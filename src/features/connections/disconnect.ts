import { activeProfileId } from '@/lib/storage/records/namespace';
import { connections, readTrakt, UNMATCHED_ID } from './model/connection-records';
import { clearProfile, openOutboxDb, type ServiceId } from './queue/outbox-db';
import { revokeToken } from './services/trakt-auth';

/**
 * Disconnect: the token is revoked where the service has a way (Trakt; ListenBrainz has none,
 * its token is the person's own), removed from the profile, and the service's waiting items go.
 */
export async function disconnect(service: ServiceId) {
  const trakt = service === 'trakt' ? readTrakt() : null;
  connections().write(
    service === 'trakt'
      ? [
          { id: 'trakt', value: null },
          { id: UNMATCHED_ID, value: null },
        ]
      : [{ id: 'listenbrainz', value: null }],
  );
  await dropWaiting(service);
  if (trakt) await revokeToken(trakt.accessToken);
}

/** The service's items waiting in this profile's queue go (they would reach the next account). */
export async function dropWaiting(service: ServiceId) {
  const db = await openOutboxDb();
  if (db) await clearProfile(db, activeProfileId(), service);
}
