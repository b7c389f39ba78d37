import { t } from '../i18n/translate';
import type { MediaLink, Song } from './types';

export const PLACEHOLDER_IMAGE = '/placeholder.png';

/** A song's artist line: primaryArtists text, else singers text, else the primary artists' names, else 'Unknown Artist'. */
export function getArtistText(song: Pick<Song, 'primaryArtists' | 'singers' | 'artists'>): string {
  if (song.primaryArtists?.trim()) return song.primaryArtists.trim();
  if (song.singers?.trim()) return song.singers.trim();
  const names = song.artists.primary.map((a) => a.name).filter(Boolean);
  return names.length ? names.join(', ') : t('lib.music.unknownArtist');
}

const byQuality = (links: MediaLink[], quality: string) =>
  links.find((l) => l.quality === quality && l.url)?.url;

/** The quality a song is downloaded at: the 320kbps entry, else the last entry; null when there is none. */
export function pickDownloadUrl(song: Pick<Song, 'downloadUrl'>): string | null {
  return byQuality(song.downloadUrl, '320kbps') ?? song.downloadUrl.at(-1)?.url ?? null;
}

/** The quality a song plays at: 320kbps, then 160kbps, else the last entry; null when there is none. */
export function pickPlaybackUrl(song: Pick<Song, 'downloadUrl'>): string | null {
  return (
    byQuality(song.downloadUrl, '320kbps') ??
    byQuality(song.downloadUrl, '160kbps') ??
    song.downloadUrl.at(-1)?.url ??
    null
  );
}

const IMAGE_PREFERENCE = ['500x500', '300x300', '150x150', '50x50'];

/** A song's cover, largest first: 500x500, 300x300, 150x150, 50x50, else the first image, else the placeholder. */
export function pickImageUrl(item: { image: MediaLink[] } | null | undefined): string {
  const images = item?.image ?? [];
  for (const quality of IMAGE_PREFERENCE) {
    const url = byQuality(images, quality);
    if (url) return url;
  }
  return images[0]?.url || PLACEHOLDER_IMAGE;
}

/** A small image for lists (the same order, smallest useful first). */
export function pickThumbnailUrl(item: { image: MediaLink[] } | null | undefined): string {
  const images = item?.image ?? [];
  for (const quality of ['150x150', '300x300', '500x500', '50x50']) {
    const url = byQuality(images, quality);
    if (url) return url;
  }
  return images[0]?.url || PLACEHOLDER_IMAGE;
}
