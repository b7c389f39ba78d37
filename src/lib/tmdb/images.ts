import { getRuntimeConfig } from '@shared/config/runtime-config';
import type { ImageSource } from '../startup/preload-image';

export type PosterSize = 'w92' | 'w154' | 'w185' | 'w342' | 'w500' | 'w780' | 'original';
export type BackdropSize = 'w300' | 'w780' | 'w1280' | 'original';
export type ProfileSize = 'w45' | 'w185' | 'h632' | 'original';
export type StillSize = 'w92' | 'w185' | 'w300' | 'original';
export type ImageSize = PosterSize | BackdropSize | ProfileSize | StillSize;

export const PLACEHOLDER_IMAGE = '/placeholder.png';

/** base + size + file path (the path already starts with "/"); the placeholder when there is no path. */
export function imageUrl(
  path: string | null | undefined,
  size: ImageSize = 'w500',
  base: string = getRuntimeConfig().catalog.imageBaseUrl,
): string {
  if (!path) return PLACEHOLDER_IMAGE;
  return `${base.replace(/\/+$/, '')}/${size}${path.startsWith('/') ? path : `/${path}`}`;
}

export const backdropUrl = (path: string | null | undefined, base?: string) =>
  imageUrl(path, 'original', base);

const POSTER_WIDTHS = [
  [154, 'w154'],
  [185, 'w185'],
  [342, 'w342'],
  [500, 'w500'],
  [780, 'w780'],
] as const;

const BACKDROP_WIDTHS = [
  [300, 'w300'],
  [780, 'w780'],
  [1280, 'w1280'],
] as const;

/** A srcset so a 150 px card picks a 154/185 px poster instead of the 500 px one. */
export function posterSrcSet(path: string | null | undefined, base?: string): string | undefined {
  if (!path) return undefined;
  return POSTER_WIDTHS.map(([w, size]) => `${imageUrl(path, size, base)} ${w}w`).join(', ');
}

export function backdropSrcSet(path: string | null | undefined, base?: string): string | undefined {
  if (!path) return undefined;
  return BACKDROP_WIDTHS.map(([w, size]) => `${imageUrl(path, size, base)} ${w}w`).join(', ');
}

/**
 * A full-width backdrop as its `<img>` asks for it (Home's hero, a title's header): the
 * browser picks 300, 780 or 1280 px for the screen, never the service's original (often
 * several hundred kB). A page that preloads it passes the same values to `preloadImage`.
 */
export const backdropImage = (path: string | null | undefined, base?: string): ImageSource => ({
  src: backdropUrl(path, base),
  srcSet: backdropSrcSet(path, base),
  sizes: '100vw',
});

/** Cast photos: 185 px wide is plenty for a cast card. */
export const profileUrl = (path: string | null | undefined, base?: string) =>
  imageUrl(path, 'w185', base);

/** Episode stills: 300 px wide suits an episode card. */
export const stillUrl = (path: string | null | undefined, base?: string) =>
  imageUrl(path, 'w300', base);
