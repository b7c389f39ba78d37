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

/** Words for the storage-full notice ("… your library could not be saved"). */
export const STORAGE_KEY_LABELS: Record<StorageKey, string> = {
  reelbeat_library: 'your library',
  reelbeat_favorites: 'your favorites',
  reelbeat_continue_watching: 'your continue-watching list',
  reelbeat_settings: 'your settings',
  reelbeat_watch_history: 'your watch history',
  reelbeat_player_progress: 'your playback progress',
  reelbeat_player_choices: 'your player choices',
  theme: 'your theme',
  reelbeat_music_favorites: 'your liked songs',
  reelbeat_music_playlists: 'your playlists',
  reelbeat_music_recent: 'your recently played songs',
  reelbeat_music_downloads: 'your music downloads',
  reelbeat_music_settings: 'your music settings',
  reelbeat_episode_counts: 'the new-episode check',
};

/** Where an unreadable value is kept aside so nothing is silently lost. */
export const corruptKeyOf = (key: string) => `${key}.corrupt`;
