import { backdropSrcSet, backdropUrl } from '@/lib/tmdb/images';
import type { ImageSource } from '@/lib/preload-image';
import type { MediaItem } from '../../catalog';

/**
 * A hero slide's backdrop, as its `<img>` asks for it. Home's prefetch preloads the first
 * slide's with the same values, so the browser picks the same file for both.
 */
export function heroBackdrop(item: Pick<MediaItem, 'backdropPath'>): ImageSource {
  return {
    src: backdropUrl(item.backdropPath),
    srcSet: backdropSrcSet(item.backdropPath),
    sizes: '100vw',
  };
}
