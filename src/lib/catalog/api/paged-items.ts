import type { InfiniteData } from '@tanstack/react-query';
import type { MediaItem, Paged } from '@/lib/tmdb/types';

/** What the infinite catalogue hooks return as `data`: every loaded item once, plus the raw pages. */
export interface PagedItems extends InfiniteData<Paged<MediaItem>, number> {
  items: MediaItem[];
  totalResults: number;
}

/** Flattens loaded pages, dropping repeats (the service can shift an item across pages). */
export function toPagedItems(data: InfiniteData<Paged<MediaItem>, number>): PagedItems {
  const seen = new Set<string>();
  const items: MediaItem[] = [];
  for (const page of data.pages) {
    for (const item of page.results) {
      const key = `${item.type}:${item.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      items.push(item);
    }
  }
  return { ...data, items, totalResults: data.pages[0]?.totalResults ?? 0 };
}

export const nextPageParam = (last: Paged<MediaItem>) =>
  last.page < last.totalPages ? last.page + 1 : undefined;
