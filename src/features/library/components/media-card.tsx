import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ContentCard, type ContentCardProps } from '@/components/content-card';
import { gridImageSizes } from '@/components/media-grid';
import { href } from '@/config/paths';
import type { MediaItem } from '@/lib/tmdb/types';
import { useSetting } from '@/lib/settings';
import {
  useFavoritesStore,
  useIsFavorite,
  useIsInLibrary,
  useLibraryStore,
} from '@/lib/storage/video-lists';

export interface MediaCardProps {
  item: MediaItem;
  /** Genre names for the card, or an element that resolves them when the overlay opens. */
  genres?: ContentCardProps['genres'];
  /** Where Play resumes for TV; defaults to S1E1. */
  season?: number;
  episode?: number;
  preview?: ReactNode;
  footer?: ReactNode;
  imagePriority?: ContentCardProps['imagePriority'];
}

/** The content card wired to the library, favorites, the player route and display settings. */
export function MediaCard({
  item,
  genres,
  season,
  episode,
  preview,
  footer,
  imagePriority,
}: MediaCardProps) {
  const navigate = useNavigate();
  const inLibrary = useIsInLibrary(item);
  const isFavorite = useIsFavorite(item);
  const showRatings = useSetting('showRatings');
  const showYear = useSetting('showYear');
  const showGenres = useSetting('showGenres');
  const gridSize = useSetting('gridSize');
  const detailsHref = href.detail(item.type, item.id);
  return (
    <ContentCard
      item={item}
      detailsHref={detailsHref}
      genres={genres}
      showRating={showRatings}
      showYear={showYear}
      showGenres={showGenres}
      inLibrary={inLibrary}
      isFavorite={isFavorite}
      imageSizes={gridImageSizes(gridSize)}
      imagePriority={imagePriority}
      onPlay={() => navigate(href.player(item.type, item.id, season, episode))}
      onToggleLibrary={() => useLibraryStore.getState().actions.toggle(item)}
      onToggleFavorite={() => useFavoritesStore.getState().actions.toggle(item)}
      onDetails={() => navigate(detailsHref)}
      preview={preview}
      footer={footer}
    />
  );
}
