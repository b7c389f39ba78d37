import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { CardOverlay, ContentCard, type CardOverlayProps } from '@/components/content-card';
import type { ContentCardProps } from '@/components/content-card';
import { gridImageSizes } from '@/components/media-grid';
import { href } from '@shared/config/paths';
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
  genres?: CardOverlayProps['genres'];
  /** Where Play resumes for TV; defaults to S1E1. */
  season?: number;
  episode?: number;
  preview?: ReactNode;
  footer?: ReactNode;
  imagePriority?: ContentCardProps['imagePriority'];
}

/**
 * The content card wired to the library, favorites, the player route and display settings.
 * The card itself reads only the grid size (its poster's `sizes`); the lists, the display
 * settings and the router are read by its overlay, which a card builds once it is hovered or
 * focused. A long grid builds a row of cards a frame as it scrolls, and each subscription a
 * card made there was paid for by every card of the row.
 */
export function MediaCard({
  item,
  genres,
  season,
  episode,
  preview,
  footer,
  imagePriority,
}: MediaCardProps) {
  const gridSize = useSetting('gridSize');
  return (
    <ContentCard
      item={item}
      detailsHref={href.detail(item.type, item.id)}
      imageSizes={gridImageSizes(gridSize)}
      imagePriority={imagePriority}
      overlay={<MediaCardOverlay item={item} genres={genres} season={season} episode={episode} />}
      preview={preview}
      footer={footer}
    />
  );
}

type MediaCardOverlayProps = Pick<MediaCardProps, 'item' | 'genres' | 'season' | 'episode'>;

function MediaCardOverlay({ item, genres, season, episode }: MediaCardOverlayProps) {
  const navigate = useNavigate();
  const inLibrary = useIsInLibrary(item);
  const isFavorite = useIsFavorite(item);
  const showRatings = useSetting('showRatings');
  const showYear = useSetting('showYear');
  const showGenres = useSetting('showGenres');
  return (
    <CardOverlay
      item={item}
      genres={genres}
      showRating={showRatings}
      showYear={showYear}
      showGenres={showGenres}
      inLibrary={inLibrary}
      isFavorite={isFavorite}
      onPlay={() => navigate(href.player(item.type, item.id, season, episode))}
      onToggleLibrary={() => useLibraryStore.getState().actions.toggle(item)}
      onToggleFavorite={() => useFavoritesStore.getState().actions.toggle(item)}
      onDetails={() => navigate(href.detail(item.type, item.id))}
    />
  );
}
