import { STORAGE_KEYS } from '@/lib/storage';
import { readLocal } from '@/lib/storage/backend';
import { startProfiles } from '@/lib/storage/records/start-profiles';
import { profileListViews } from '@/lib/profile-list-views';
import { isSyncOn, startSyncWhenOn } from '@/features/sync';
import { startConnectionsIfOn } from '@/features/connections/start';

const OLD_MUSIC_KEYS = [
  STORAGE_KEYS.musicFavorites,
  STORAGE_KEYS.musicPlaylists,
  STORAGE_KEYS.musicRecent,
  STORAGE_KEYS.musicDownloads,
];

/**
 * Once the first screen is in: the profiles' upkeep starts, and whatever is still kept the way
 * it was before profiles moves into the first profile now, every list of it, not when a screen
 * that shows the list first opens (by then a second profile could be the page's).
 */
export function startPersonalData() {
  startProfiles();
  // Opening a list moves its old key in (under the start-up lock, one tab at a time).
  for (const view of profileListViews()) view.collection();
  if (OLD_MUSIC_KEYS.some((key) => readLocal(key) !== null)) {
    void import('@/lib/storage/music-collection').then((m) => m.initCollection());
  }
  // Sync's code loads only where it is on, after the first screen.
  startSyncWhenOn(isSyncOn());
  // Trakt and ListenBrainz, where this profile connected them (their code loads only then).
  startConnectionsIfOn();
}
