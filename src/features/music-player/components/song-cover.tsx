import { PLACEHOLDER_IMAGE, pickImageUrl, pickThumbnailUrl } from '../../../lib/music/song-fields';
import type { Song } from '../../../lib/music/types';

interface SongCoverProps {
  song: Song;
  className?: string;
  /** Large art (Now Playing) uses the biggest image; lists use a small one. */
  large?: boolean;
}

/** A decorative cover (the title is always written beside it); a broken image shows the placeholder. */
export function SongCover({ song, className, large }: SongCoverProps) {
  return (
    <img
      className={className}
      src={large ? pickImageUrl(song) : pickThumbnailUrl(song)}
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
