import { useLocalCoverUrl } from '../../lib/music/local-audio';
import { PLACEHOLDER_IMAGE, pickImageUrl, pickThumbnailUrl } from '../../lib/music/song-fields';
import type { MediaLink } from '../../lib/music/types';
import { leadImageDone, useLeadImageHeld } from '@/lib/startup';

/**
 * Song, album or playlist art: decorative (the name is always written beside it); a broken image
 * shows the placeholder. Lazy unless told otherwise: art on a page's first screen is `eager`, so
 * it is requested with the page's render instead of after layout. Given `songId`, a downloaded
 * song shows the cover stored with it, so its art is there with no network.
 */
export function MusicArt({
  item,
  songId,
  className,
  large,
  loading = 'lazy',
  priority,
}: {
  item: { image: MediaLink[] };
  songId?: string;
  className?: string;
  large?: boolean;
  loading?: 'lazy' | 'eager';
  /** The fetch priority: `high` for the cover that opens a page, `low` for the ones after it. */
  priority?: 'high' | 'low';
}) {
  const stored = useLocalCoverUrl(songId);
  const lead = priority === 'high';
  // Art that is not the first screen's lead waits for it to paint (lib/startup/lead-image.ts).
  const held = useLeadImageHeld() && !lead;
  return (
    <img
      className={className}
      src={held ? undefined : (stored ?? (large ? pickImageUrl(item) : pickThumbnailUrl(item)))}
      alt=""
      loading={loading}
      fetchPriority={priority}
      decoding="async"
      onLoad={lead ? leadImageDone : undefined}
      onError={(event) => {
        if (lead) leadImageDone();
        const img = event.currentTarget;
        if (!img.src.endsWith(PLACEHOLDER_IMAGE)) img.src = PLACEHOLDER_IMAGE;
      }}
    />
  );
}
