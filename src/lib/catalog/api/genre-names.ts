import { useMemo } from 'react';
import type { Genre } from '@/lib/tmdb/types';
import { usePageSettled } from '@/lib/startup';
import { useGenres } from './get-genres';

/** One id → name map per loaded genre list, shared by every card that asks. */
const maps = new WeakMap<readonly Genre[], Map<number, string>>();

export function genreNameMap(genres: readonly Genre[]): Map<number, string> {
  let map = maps.get(genres);
  if (!map) {
    map = new Map(genres.map((g) => [g.id, g.name]));
    maps.set(genres, map);
  }
  return map;
}

/**
 * The names of the given genre ids, from the one cached genre list: null while the list is still
 * to come (so a card can keep the line's place), empty for no ids. The cards' overlays ask for
 * them, which on a touch screen are built for every card on screen: the list is asked for once
 * the page has settled, not beside the first screen's data and posters.
 */
export function useGenreNames(ids: readonly number[]): string[] | null {
  const { data } = useGenres({ enabled: usePageSettled() });
  return useMemo(() => {
    if (!data) return ids.length > 0 ? null : [];
    const byId = genreNameMap(data);
    return ids.flatMap((id) => byId.get(id) ?? []);
  }, [data, ids]);
}
