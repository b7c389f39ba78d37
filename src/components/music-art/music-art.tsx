import { useLocalCoverUrl } from '../../lib/music/local-audio';
import { PLACEHOLDER_IMAGE, pickImageUrl, pickThumbnailUrl } from '../../lib/music/song-fields';
import type { MediaLink } from '../../lib/music/types';
import { leadImageDone, useLeadImageHeld } from '@/lib/startup';

/**
 * Thumbnails that failed to load once in this visit: a long list shows the same few broken
 * covers on many rows, and each would otherwise be asked for again, fail and be swapped as it
 * scrolls in. Large art is one picture a page and is always asked for.
 */
const broken = new Set<string>();
// A cover that failed while the network was down may load now.
if (typeof window !== 'undefined') window.addEventListener('online', () => broken.clear());

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
  const wanted = stored ?? (large ? pickImageUrl(item) : pickThumbnailUrl(item));
  return (
    <img
      className={className}
      src={held ? undefined : broken.has(wanted) ? PLACEHOLDER_IMAGE : wanted}
      alt=""
      loading={loading}
      fetchPriority={priority}
      decoding="async"
      onLoad={lead ? leadImageDone : undefined}
      onError={(event) => {
        if (lead) leadImageDone();
        const img = event.currentTarget;
        if (img.src.endsWith(PLACEHOLDER_IMAGE)) return;
        if (!large) broken.add(img.getAttribute('src') ?? '');
        img.src = PLACEHOLDER_IMAGE;
      }}
    />
  );
}
