import { profilesSpec } from '@/lib/storage/records/profiles';
import type { CollectionSpec } from '@/lib/storage/records';
import {
  continueList,
  favoritesList,
  historyList,
  libraryList,
} from '@/lib/storage/video-lists/list-storage';
import { playerChoicesList } from '@/lib/storage/video-lists/player-choices-storage';
import { playerProgressList } from '@/lib/storage/video-lists/player-progress-storage';
import { musicSettingsList } from '@/lib/storage/music-collection/music-settings';
import { musicSpecs } from '@/lib/storage/music-collection/music-specs';
import { episodeCountsList } from '@/lib/settings/episode-counts-storage';
import { settingsView } from '@/lib/settings/settings-records';
import { isSongPlay, isVideoPlay, PLAY_LISTS } from '@/lib/storage/play-log/play-types';

type AnySpec = CollectionSpec<unknown>;

/**
 * What syncs: every list of a profile (the ones in local storage, and the music lists and play
 * log in IndexedDB) and the profiles themselves. Device-only records are left out by each
 * list's own `deviceOnly` (volume, downloads, …); the whole downloads list never goes.
 */
export function localLists(): AnySpec[] {
  return [
    libraryList,
    favoritesList,
    continueList,
    historyList,
    playerChoicesList,
    playerProgressList,
    episodeCountsList,
    settingsView,
    musicSettingsList,
  ].map((view) => view.collection().spec as AnySpec);
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
