import { useState } from 'react';
import type { MediaItem } from '@/lib/catalog';

const keyOf = (item: MediaItem) => `${item.type}-${item.id}`;

/**
 * The titles of `lists` in the order `shown` has them, then the titles `shown` lacks, most
 * popular first. Titles no longer in any list (another genre) leave.
 */
export function appendNewByPopularity(
  shown: readonly MediaItem[],
  lists: readonly (readonly MediaItem[] | undefined)[],
): MediaItem[] {
  const current = new Map<string, MediaItem>();
  for (const list of lists) for (const item of list ?? []) current.set(keyOf(item), item);
  const kept: MediaItem[] = [];
  for (const item of shown) {
    const now = current.get(keyOf(item));
    if (!now) continue;
    kept.push(now);
    current.delete(keyOf(item));
  }
  const added = [...current.values()].sort((a, b) => b.popularity - a.popularity);
  return kept.concat(added);
}

/**
 * Movie and TV titles of one genre merged most popular first, in a grid that grows page by
 * page: a title once shown keeps its place. Re-sorting everything each time put a new page's
 * titles above the last rows, under the reader's eyes (the next page of one type is often more
 * popular than the other type's last titles), and rendered every row after them again. New
 * titles join once neither list is still loading its next page (`settled`), so a page of films
 * and a page of series that arrive a moment apart are sorted together.
 */
export function useStableMerge(
  lists: readonly (readonly MediaItem[] | undefined)[],
  settled: boolean,
): MediaItem[] {
  const [state, setState] = useState(() => ({
    lists,
    items: appendNewByPopularity([], lists),
  }));
  const changed =
    state.lists.length !== lists.length || state.lists.some((list, i) => list !== lists[i]);
  if (!changed || !settled) return state.items;
  // React's pattern for state derived from the previous render: it renders again at once.
  const next = { lists, items: appendNewByPopularity(state.items, lists) };
  setState(next);
  return next.items;
}
