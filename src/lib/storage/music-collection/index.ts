/**
 * The listener's music collection (favorites, recently played, playlists, downloads): the store,
 * its IndexedDB persistence and stored values. A shared layer, so the player, the shortcuts,
 * backups and the music pages read it without importing each other.
 */
export {
  useCollectionStore,
  initialCollectionState,
  collectionActions,
  RECENTLY_PLAYED_CAP,
  collectionLoaded,
  ensurePlaylistSongs,
  loadAllPlaylistSongs,
} from './collection.store';
export type { CollectionState } from './collection.store';
export {
  useFavorites,
  useRecentlyPlayed,
  usePlaylists,
  useDownloads,
  useIsFavorite,
  useCollectionReady,
} from './collection-hooks';
export { initCollection, startCollectionPersistence } from './collection-persistence';
export { collectionStoredValues } from './collection-stored-values';
export { whenCollectionSaved } from './collection-saves';
export type {
  LocalPlaylist,
  LoadedPlaylist,
  PlaylistEntry,
  PlaylistSummary,
} from './playlist-types';
export { toEntry, toFull, withSongs, totalSeconds } from './playlist-entry';
export { askPersistentStorage, downloadSpace, storeDownloadedAudio } from './downloaded-audio';
export type { DownloadSpace } from './downloaded-audio';
