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

/** Where an unreadable value is kept aside so nothing is silently lost. */
export const corruptKeyOf = (key: string) => `${key}.corrupt`;
