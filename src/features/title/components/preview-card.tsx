import { useMemo } from 'react';
import type { MediaItem } from '@/lib/tmdb/types';
import { useGenres } from '../../catalog';
import { MediaCard } from '../../library';
import { HoverTrailer } from './hover-trailer';

/** The library's MediaCard with genre names and the 1 s hover trailer, for catalogue screens. */
export function PreviewCard({ item }: { item: MediaItem }) {
  const { data: genres } = useGenres();
  const names = useMemo(() => {
    if (!genres) return [];
    const byId = new Map(genres.map((g) => [g.id, g.name]));
    return item.genreIds.flatMap((id) => byId.get(id) ?? []);
  }, [genres, item.genreIds]);
  return <MediaCard item={item} genres={names} preview={<HoverTrailer item={item} />} />;
}
