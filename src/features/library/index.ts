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
export { MediaCard } from './components/media-card';
export { continueEpisodeLabel } from './episode-label';
export { LibraryToggle } from './components/library-toggle';
export type { MediaCardProps } from './components/media-card';
export { libraryStorage, favoritesStorage, continueStorage, historyStorage } from './list-storage';
