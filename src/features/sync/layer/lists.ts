import { profilesSpec } from '@/lib/storage/records/profiles';
import type { CollectionSpec } from '@/lib/storage/records';
import { profileListViews } from '@/lib/profile-list-views';
import { musicSpecs } from '@/lib/storage/music-collection/music-specs';
import { isSongPlay, isVideoPlay, PLAY_LISTS } from '@/lib/storage/play-log/play-types';

type AnySpec = CollectionSpec<unknown>;

/**
 * What syncs: every list of a profile (the ones in local storage, and the music lists and play
 * log in IndexedDB) and the profiles themselves. Device-only records are left out by each
 * list's own `deviceOnly` (volume, downloads, …); the whole downloads list never goes.
 */
export function localLists(): AnySpec[] {
  return profileListViews().map((view) => view.collection().spec as AnySpec);
}

export const browserWideLists = (): AnySpec[] => [profilesSpec as AnySpec];

export function idbLists(): AnySpec[] {
  const plays = (name: string, check: (v: unknown) => v is unknown): AnySpec => ({
    name,
    check,
    label: name,
  });
  return [
    musicSpecs.favorites,
    musicSpecs.recent,
    musicSpecs.playlists,
    musicSpecs.playlistSongs,
    plays(PLAY_LISTS.video, isVideoPlay),
    plays(PLAY_LISTS.song, isSongPlay),
  ] as AnySpec[];
}
