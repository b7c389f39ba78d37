import { t } from '../i18n/translate';

/**
 * Every local-storage key Reelbeat uses, declared once. Nothing else in the app spells a key.
 * `theme` has no prefix because the spec names it exactly.
 */
export const STORAGE_KEYS = {
  library: 'reelbeat_library',
  favorites: 'reelbeat_favorites',
  continueWatching: 'reelbeat_continue_watching',
  settings: 'reelbeat_settings',
  watchHistory: 'reelbeat_watch_history',
  playerProgress: 'reelbeat_player_progress',
  playerChoices: 'reelbeat_player_choices',
  theme: 'theme',
  musicFavorites: 'reelbeat_music_favorites',
  musicPlaylists: 'reelbeat_music_playlists',
  musicRecent: 'reelbeat_music_recent',
  musicDownloads: 'reelbeat_music_downloads',
  musicSettings: 'reelbeat_music_settings',
  episodeCounts: 'reelbeat_episode_counts',
} as const;

export type StorageKeyName = keyof typeof STORAGE_KEYS;
export type StorageKey = (typeof STORAGE_KEYS)[StorageKeyName];

/**
 * Words for the storage-full notice ("… your library could not be saved"), in the active
 * language: each is read when a notice is written, so it follows a language switch.
 */
export const STORAGE_KEY_LABELS: Readonly<Record<StorageKey, string>> = {
  get reelbeat_library() {
    return t('lib.storage.key.library');
  },
  get reelbeat_favorites() {
    return t('lib.storage.key.favorites');
  },
  get reelbeat_continue_watching() {
    return t('lib.storage.key.continueWatching');
  },
  get reelbeat_settings() {
    return t('lib.storage.key.settings');
  },
  get reelbeat_watch_history() {
    return t('lib.storage.key.watchHistory');
  },
  get reelbeat_player_progress() {
    return t('lib.storage.key.playerProgress');
  },
  get reelbeat_player_choices() {
    return t('lib.storage.key.playerChoices');
  },
  get theme() {
    return t('lib.storage.key.theme');
  },
  get reelbeat_music_favorites() {
    return t('lib.storage.key.musicFavorites');
  },
  get reelbeat_music_playlists() {
    return t('lib.storage.key.musicPlaylists');
  },
  get reelbeat_music_recent() {
    return t('lib.storage.key.musicRecent');
  },
  get reelbeat_music_downloads() {
    return t('lib.storage.key.musicDownloads');
  },
  get reelbeat_music_settings() {
    return t('lib.storage.key.musicSettings');
  },
  get reelbeat_episode_counts() {
    return t('lib.storage.key.episodeCounts');
  },
};

/** Where an unreadable value is kept aside so nothing is silently lost. */
export const corruptKeyOf = (key: string) => `${key}.corrupt`;
