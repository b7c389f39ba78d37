import type { SyntheticEvent } from 'react';
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
    <ArtImage
      src={held ? undefined : wanted}
      className={className}
      large={large}
      loading={loading}
      priority={priority}
    />
  );
}

/**
 * The art's image alone, with no store of its own: a long list reads the stored covers and the
 * first screen's hold once for all its rows and gives each row its address (`undefined` while
 * held), so a row that scrolls in subscribes to nothing.
 */
export function ArtImage({
  src,
  className,
  large,
  loading = 'lazy',
  priority,
}: {
  src: string | undefined;
  className?: string;
  large?: boolean;
  loading?: 'lazy' | 'eager';
  priority?: 'high' | 'low';
}) {
  const lead = priority === 'high';
  return (
    <img
      className={className}
      src={src !== undefined && broken.has(src) ? PLACEHOLDER_IMAGE : src}
      alt=""
      loading={loading}
      fetchPriority={priority}
      decoding="async"
      onLoad={lead ? leadImageDone : undefined}
      onError={onFailed[`${lead ? 'lead' : ''}${large ? 'large' : 'thumbnail'}`]}
    />
  );
}

/**
 * Shows the placeholder instead of a broken image (a lead lets the rest of the first screen go);
 * a broken thumbnail is not asked for again. One handler of each kind for every image, rather
 * than a new function per image rendered.
 */
function failed(lead: boolean, remember: boolean) {
  return (event: SyntheticEvent<HTMLImageElement>) => {
    if (lead) leadImageDone();
    const img = event.currentTarget;
    if (img.src.endsWith(PLACEHOLDER_IMAGE)) return;
    if (remember) broken.add(img.getAttribute('src') ?? '');
    img.src = PLACEHOLDER_IMAGE;
  };
}
const onFailed = {
  thumbnail: failed(false, true),
  large: failed(false, false),
  leadthumbnail: failed(true, true),
  leadlarge: failed(true, false),
};
