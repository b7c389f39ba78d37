import { useCallback, type RefCallback } from 'react';

/** What an `<img>` asks for: its address, and where it has them, its candidates and sizes. */
export interface ImageAttributes {
  src: string | undefined;
  srcSet?: string;
  sizes?: string;
}

const put = (img: HTMLImageElement, name: string, value: string | undefined) => {
  if (value === undefined) img.removeAttribute(name);
  else if (img.getAttribute(name) !== value) img.setAttribute(name, value);
};

/**
 * The ref that gives an `<img>` its `src`, `srcset` and `sizes` once it is in the document,
 * instead of as props. Chromium keeps an image that was given a `srcset` or `sizes` before it
 * was ever in a document alive for the document's life (it watches the viewport for it and only
 * stops when the image is removed from a document), and with it everything it reaches: React
 * builds elements before it inserts them and throws away a render it does not finish (one a
 * more urgent update interrupts, or one that suspends), so each poster of such a render held
 * its whole page. A ref runs only for what React inserted. The
 * address comes with the candidates, so the image asks for one file, not the fallback first.
 */
export function useImageSource({
  src,
  srcSet,
  sizes,
}: ImageAttributes): RefCallback<HTMLImageElement> {
  return useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return;
      put(img, 'sizes', sizes);
      put(img, 'srcset', srcSet);
      put(img, 'src', src);
    },
    [src, srcSet, sizes],
  );
}
