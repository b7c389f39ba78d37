/**
 * The video lists (My Library, Favorites, Continue Watching, Watch History), the player's
 * progress data and its choices per title: their stores, rules and records (one per title, in
 * the profile's namespace: lib/storage/records), read by every page that shows or records a
 * title. The pages that show the lists are `src/features/library`.
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
export {
  libraryStorage,
  favoritesStorage,
  continueStorage,
  historyStorage,
  libraryList,
  favoritesList,
  continueList,
  historyList,
  mediaKey,
} from './list-storage';
export {
  playerProgressStorage,
  playerProgressList,
  saveMediaData,
  type MediaData,
} from './player-progress-storage';
export {
  playerMemoryStorage,
  playerChoicesList,
  rememberedServerOf,
  rememberServerOf,
  isAutoplayOff,
  setAutoplayOff,
} from './player-choices-storage';
