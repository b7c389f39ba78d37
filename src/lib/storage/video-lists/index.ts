/**
 * The video lists (My Library, Favorites, Continue Watching, Watch History): their stores,
 * rules and stored values, read by every page that shows or records a title. The pages that
 * show the lists are `src/features/library`.
 */
export {
  useLibraryStore,
  useFavoritesStore,
  useLibraryEntries,
  useLibraryActions,
  useIsInLibrary,
  useFavoriteEntries,
  useFavoritesActions,
  useIsFavorite,
} from './saved-list.store';
export type { SavedListState } from './saved-list.store';
export {
  useContinueWatchingStore,
  useWatchHistoryStore,
  useContinueEntries,
  useContinueActions,
  useContinueEntry,
  useHistoryEntries,
  useHistoryActions,
  isTrackingWatching,
} from './watching.store';
export type { ContinueInput } from './list-rules';
export { CONTINUE_WATCHING_CAP, WATCH_HISTORY_CAP } from './list-rules';
export type { SavedEntry, ContinueEntry, HistoryEntry, MediaRef } from './entry-schemas';
export { libraryStorage, favoritesStorage, continueStorage, historyStorage } from './list-storage';
export { playerProgressStorage, saveMediaData, type MediaData } from './player-progress-storage';
export { playerMemoryStorage } from './player-choices-storage';
