import { PLACEHOLDER_IMAGE, pickImageUrl, pickThumbnailUrl } from '../../../lib/music/song-fields';
import type { MediaLink } from '../../../lib/music/types';

/** Decorative art (the name is always written beside it); a broken image shows the placeholder. */
export function SongArt({
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
