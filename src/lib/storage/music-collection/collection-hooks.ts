import { useEffect } from 'react';
import { useCollectionReadyStore, useCollectionStore } from './collection.store';
import { initCollection } from './collection-persistence';

/** Narrow selectors, so a component re-renders only for the list it shows. */
export const useFavorites = () => useCollectionStore((s) => s.favorites);
export const useRecentlyPlayed = () => useCollectionStore((s) => s.recentlyPlayed);
export const usePlaylists = () => useCollectionStore((s) => s.playlists);
export const useDownloads = () => useCollectionStore((s) => s.downloads);
export const useIsFavorite = (songId: string | undefined) =>
  useCollectionStore((s) => (songId ? s.favorites.some((f) => f.id === songId) : false));

/**
 * Whether the stored lists are in: false while they load, for the first time on this page. Pages
 * showing them wait for it instead of showing an empty collection. Loading starts here too (it
 * starts only once per page), so a page never waits on the player bar for it.
 */
export function useCollectionReady() {
  useEffect(() => {
    void initCollection();
  }, []);
  return useCollectionReadyStore((s) => s.ready);
}
