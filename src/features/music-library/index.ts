/**
 * The listener's music collection (favorites, recently played, playlists, downloads). Only the
 * store lives here, so the player can record what it plays without importing any page.
 */
export {
  useCollectionStore,
  initialCollectionState,
  collectionActions,
  RECENTLY_PLAYED_CAP,
  collectionLoaded,
  ensurePlaylistSongs,
  loadAllPlaylistSongs,
} from './model/collection.store';
export type { CollectionState } from './model/collection.store';
export {
  useFavorites,
  useRecentlyPlayed,
  usePlaylists,
  useDownloads,
  useIsFavorite,
  useCollectionReady,
} from './model/collection-hooks';
export { initCollection, startCollectionPersistence } from './model/collection-persistence';
export { collectionStoredValues } from './model/collection-stored-values';
export { whenCollectionSaved } from './model/collection-saves';
export type {
  LocalPlaylist,
  LoadedPlaylist,
  PlaylistEntry,
  PlaylistSummary,
} from './model/playlist-types';
export { toEntry, toFull, withSongs, totalSeconds } from './model/playlist-entry';
export {
  askPersistentStorage,
  downloadSpace,
  storeDownloadedAudio,
} from './model/downloaded-audio';
export type { DownloadSpace } from './model/downloaded-audio';
