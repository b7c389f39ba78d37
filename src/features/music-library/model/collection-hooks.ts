import { useCollectionStore } from './collection.store';

/** Narrow selectors, so a component re-renders only for the list it shows. */
export const useFavorites = () => useCollectionStore((s) => s.favorites);
export const useRecentlyPlayed = () => useCollectionStore((s) => s.recentlyPlayed);
export const usePlaylists = () => useCollectionStore((s) => s.playlists);
export const useDownloads = () => useCollectionStore((s) => s.downloads);
export const useIsFavorite = (songId: string | undefined) =>
  useCollectionStore((s) => (songId ? s.favorites.some((f) => f.id === songId) : false));
