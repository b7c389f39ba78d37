/** What the shared image says, in the reader's words, prepared by the page. */
export interface CardContent {
  brand: string;
  heading: string;
  /** The big figures, each a value and what it is ("412", "hours watched"). */
  figures: { value: string; label: string }[];
  lists: { title: string; items: string[] }[];
  /** The top title's poster, when it may be drawn (see loadPoster). */
  poster: HTMLImageElement | null;
}

export type CardFormat = 'tall' | 'square';

export const CARD_SIZES: Record<CardFormat, { width: number; height: number }> = {
  tall: { width: 1080, height: 1920 },
  square: { width: 1080, height: 1080 },
};

/**
 * Whether a poster at `url` may be drawn on the card: only the app's own images and the
 * catalogue's image host, and only if the host allows it (CORS), so the canvas is never tainted
 * and can still be saved. Anything else is left out; the card's text stays.
 */
export function posterAllowed(
  url: string,
  pageOrigin: string,
  catalogBase: string | null,
): boolean {
  try {
    const { origin } = new URL(url, pageOrigin);
    if (origin === pageOrigin) return true;
    return catalogBase !== null && origin === new URL(catalogBase, pageOrigin).origin;
  } catch {
    return false;
  }
}

/** The poster as an image loaded with CORS, or null when it is not allowed or does not load. */
export function loadPoster(url: string | null, pageOrigin: string, catalogBase: string | null) {
  return new Promise<HTMLImageElement | null>((resolve) => {
    if (!url || !posterAllowed(url, pageOrigin, catalogBase)) return resolve(null);
    const image = new Image();
    image.crossOrigin = 'anonymous';
    const timer = setTimeout(() => resolve(null), 5000);
    image.onload = () => {
      clearTimeout(timer);
      resolve(image);
    };
    image.onerror = () => {
      clearTimeout(timer);
      resolve(null);
    };
    image.src = url;
  });
}
