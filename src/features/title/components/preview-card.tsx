import { CardGenres } from '@/components/content-card';
import type { ContentCardProps } from '@/components/content-card';
import type { MediaItem } from '@/lib/tmdb/types';
import { useGenreNames } from '@/lib/catalog';
import { MediaCard } from '../../library';
import { HoverTrailer } from './hover-trailer';

/**
 * The library's MediaCard with genre names and the 1 s hover trailer, for catalogue screens.
 * The names are looked up only inside the card's overlay, i.e. for a hovered or focused card,
 * from the one shared genre list.
 */
export function PreviewCard({
  item,
  imagePriority,
}: {
  item: MediaItem;
  imagePriority?: ContentCardProps['imagePriority'];
}) {
  return (
    <MediaCard
      item={item}
      imagePriority={imagePriority}
      genres={<CardGenreNames ids={item.genreIds} />}
      preview={<HoverTrailer item={item} />}
    />
  );
}

function CardGenreNames({ ids }: { ids: readonly number[] }) {
  return <CardGenres names={useGenreNames(ids)} />;
}
