import type { StoredRecord } from '@/lib/storage/records';
import type { AddInput } from '../queue/outbox';

/** A My Library record's change as the watchlist change Trakt is sent (ids: `movie:603`). */
export function watchlistChange(record: StoredRecord): AddInput | null {
  const [type, rawId] = record.id.split(':');
  const tmdb = Number(rawId);
  if ((type !== 'movie' && type !== 'tv') || !Number.isInteger(tmdb)) return null;
  const removed = record.value === null;
  const body = { [type === 'movie' ? 'movies' : 'shows']: [{ ids: { tmdb } }] };
  return {
    service: 'trakt',
    kind: removed ? 'watchlist-remove' : 'watchlist-add',
    // The record's stamp is this change's own: the same change seen twice is sent once.
    key: `${removed ? 'watchlist-remove' : 'watchlist-add'}:${record.id}:${record.stamp}`,
    body,
  };
}
