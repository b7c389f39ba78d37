import { episodeCountsList } from '@/lib/settings/episode-counts-storage';
import { settingsView } from '@/lib/settings/settings-records';
import { musicSettingsList } from '@/lib/storage/music-collection/music-settings';
import { playerChoicesList } from '@/lib/storage/video-lists/player-choices-storage';
import { playerProgressList } from '@/lib/storage/video-lists/player-progress-storage';
import {
  continueList,
  favoritesList,
  historyList,
  libraryList,
} from '@/lib/storage/video-lists/list-storage';

/**
 * Every list a profile keeps in local storage, one place for all who go through them (start-up
 * moves their old keys in; sync carries them). The music collection and the play log are
 * IndexedDB's.
 */
export const profileListViews = () => [
  libraryList,
  favoritesList,
  continueList,
  historyList,
  playerChoicesList,
  playerProgressList,
  episodeCountsList,
  settingsView,
  musicSettingsList,
];
