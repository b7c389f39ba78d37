/** What an `<img>` asks for: its address, and where it has them, its candidates and sizes. */
export interface ImageSource {
  src: string;
  srcSet?: string;
  sizes?: string;
}

const requested = new Set<string>();

/**
 * Starts downloading an image the page is about to show, before the page has rendered it: a
 * `<link rel="preload" as="image">` carrying the element's own `srcset` and `sizes`, so the
 * browser picks the same file for both and the element finds it downloaded or on its way. For
 * the image that is a page's largest paint, once its address is known from data: the page's
 * code and render then overlap the download instead of preceding it. Each image is asked for
 * once per page load.
 */
export function preloadImage(image: ImageSource): void {
  const key = image.srcSet ?? image.src;
  if (requested.has(key)) return;
  requested.add(key);
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.href = image.src;
  if (image.srcSet) link.setAttribute('imagesrcset', image.srcSet);
  if (image.sizes) link.setAttribute('imagesizes', image.sizes);
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}
