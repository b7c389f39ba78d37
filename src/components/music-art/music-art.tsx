import { PLACEHOLDER_IMAGE, pickImageUrl, pickThumbnailUrl } from '../../lib/music/song-fields';
import type { MediaLink } from '../../lib/music/types';

/** Song, album or playlist art: decorative (the name is always written beside it); a broken image shows the placeholder. */
export function MusicArt({
  item,
  className,
  large,
}: {
  item: { image: MediaLink[] };
  className?: string;
  large?: boolean;
}) {
  return (
    <img
      className={className}
      src={large ? pickImageUrl(item) : pickThumbnailUrl(item)}
      alt=""
      loading="lazy"
      decoding="async"
      onError={(event) => {
        const img = event.currentTarget;
        if (!img.src.endsWith(PLACEHOLDER_IMAGE)) img.src = PLACEHOLDER_IMAGE;
      }}
    />
  );
}
