import type { ReactNode } from 'react';
import { MediaGrid, MediaGridItem } from '@/components/media-grid';
import { ShowMore, useGrowingList } from '@/components/growing-list';
import type { MediaItem } from '@/lib/tmdb/types';
import { useSetting } from '@/lib/settings';
import { MediaCard } from './media-card';

interface EntryGridProps<T extends MediaItem> {
  entries: readonly T[];
  label: string;
  /** A line under a card, e.g. when it was watched. */
  footer?: (entry: T) => ReactNode;
}

/** A saved list as cards, grown in steps so a library of thousands stays quick. */
export function EntryGrid<T extends MediaItem>({ entries, label, footer }: EntryGridProps<T>) {
  const gridSize = useSetting('gridSize');
  const { visible, hasMore, remaining, showMore } = useGrowingList(entries);
  return (
    <>
      <MediaGrid size={gridSize} label={label}>
        {visible.map((entry) => (
          <MediaGridItem key={`${entry.type}-${entry.id}`}>
            <MediaCard item={entry} footer={footer?.(entry)} />
          </MediaGridItem>
        ))}
      </MediaGrid>
      <ShowMore hasMore={hasMore} remaining={remaining} onShowMore={showMore} />
    </>
  );
}
