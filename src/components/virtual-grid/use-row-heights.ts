import { useCallback, useEffect, useLayoutEffect, useRef, type RefCallback } from 'react';
import type { Virtualizer } from '@tanstack/react-virtual';
import styles from './virtual-grid.module.css';

/**
 * The rows' heights, read from the layout each frame makes anyway, never by forcing one: the
 * virtualiser's own measuring read each row's height inside the commit that built it, a layout
 * forced in every row's build after a fling. The first screen's rows are read once before the
 * first paint, and the latest height read is the estimate for the rows not built yet: in a grid
 * of one-line titles every row is as tall as the first, so a row built later already stands
 * where it belongs and nothing is placed again. Where rows differ (TV mode shows titles in
 * full), one ResizeObserver reports each row as it is laid out, and the grid places the rows
 * below it again in the next render. A reading scroll (a remote's) builds its rows in the
 * overscan, off screen, before they are seen. (Rendering at once, inside the observer, resized
 * the list within the observer's own loop, which the browser reports as an error.)
 * Returns the rows' ref.
 */
export function useRowHeights(
  listRef: { current: HTMLElement | null },
  estimateRef: { current: number },
  virtualizer: Virtualizer<Window, Element>,
): RefCallback<HTMLElement> {
  const place = useCallback(
    (row: Element, measured: number) => {
      // Whole pixels, as the virtualiser's own measuring gives: a row placed at a fraction of
      // a pixel would draw its titles between two.
      const height = Math.round(measured);
      // An element outside the document (or jsdom's) has no height: the estimate stays.
      if (height <= 0) return;
      estimateRef.current = height;
      // Nothing happens when the virtualiser already holds this height for the row.
      virtualizer.resizeItem(Number(row.getAttribute('data-index')), height);
    },
    [estimateRef, virtualizer],
  );
  const known = useRef(false);
  useLayoutEffect(() => {
    if (known.current) return;
    const built = [...(listRef.current?.querySelectorAll(`.${styles.virtualRow}`) ?? [])];
    if (!built.length) return;
    known.current = true;
    const heights = built.map((row) => row.getBoundingClientRect().height);
    built.forEach((row, i) => place(row, heights[i]!));
  });
  const observerRef = useRef<ResizeObserver | null>(null);
  useEffect(() => () => observerRef.current?.disconnect(), []);
  return useCallback(
    (row: HTMLElement | null) => {
      if (!row || typeof ResizeObserver === 'undefined') return;
      const observer = (observerRef.current ??= new ResizeObserver((entries) => {
        for (const { target, borderBoxSize } of entries) {
          place(target, borderBoxSize[0]?.blockSize ?? target.getBoundingClientRect().height);
        }
      }));
      observer.observe(row);
      return () => observer.unobserve(row);
    },
    [place],
  );
}
