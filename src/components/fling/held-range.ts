import { defaultRangeExtractor, type Range } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef, useState } from 'react';
import { isFlinging } from './fling';

/** The rows a virtual list has built: `first` to `last`, both included. */
export interface Span {
  first: number;
  last: number;
}

const sameSpan = (a: Span | null, b: Span | null) =>
  a === b || (!!a && !!b && a.first === b.first && a.last === b.last);

/**
 * The next rows to build after `built`, toward `target` (the rows in view and their overscan;
 * `view` the rows in view alone), adding at most `budget` rows: the rows in view first, from
 * the top down, then the overscan below and above. Rows outside the target are let go. A span
 * too far from the view to grow into it starts again at the view's top row.
 */
export function nextSpan(built: Span | null, view: Span, target: Span, budget: number): Span {
  let first: number;
  let last: number;
  if (!built || built.last < view.first - budget || built.first > view.last + budget) {
    first = view.first;
    last = view.first - 1;
  } else {
    first = Math.max(built.first, target.first);
    last = Math.min(built.last, target.last);
    if (first > last) [first, last] = [view.first, view.first - 1];
  }
  let left = budget;
  const down = (to: number) => {
    const add = Math.max(0, Math.min(to - last, left));
    last += add;
    left -= add;
  };
  const up = (to: number) => {
    const add = Math.max(0, Math.min(first - to, left));
    first -= add;
    left -= add;
  };
  down(view.last);
  up(view.first);
  down(target.last);
  up(target.first);
  return { first, last };
}

const indexes = ({ first, last }: Span) =>
  Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => first + i);

/**
 * A virtualiser's `rangeExtractor` that keeps a fling cheap (see `useFling`): while the window
 * is flung, the list keeps the rows it has built and builds none (what flies past shows the
 * list's placeholder, which costs the main thread nothing); once it slows, the rows in view are
 * built `perFrame` at a time, so no frame builds more than the list can afford. A reading scroll
 * brings fewer rows a frame than that, so it builds them as any virtual list does.
 */
export function useHeldRange(fast: boolean, perFrame: number): (range: Range) => number[] {
  const built = useRef<Span | null>(null);
  const shown = useRef<number[]>([]);
  const more = useRef(false);
  // A new extractor makes the virtualiser extract again: one per frame while rows are missing.
  const [step, setStep] = useState(0);
  const extract = useMemo(
    () => (range: Range) => {
      const all = defaultRangeExtractor(range);
      const view = { first: range.startIndex, last: range.endIndex };
      const target = { first: all[0] ?? 0, last: all.at(-1) ?? -1 };
      const held = built.current;
      // The first rows of a list are built at once: they are its first screen.
      // `fast` is the render's; `isFlinging` knows a fling from its first scroll step on.
      const flung = fast || isFlinging();
      const next = !held
        ? target
        : flung
          ? { first: held.first, last: Math.min(held.last, range.count - 1) }
          : nextSpan(held, view, target, perFrame);
      if (!sameSpan(next, held)) {
        built.current = next;
        shown.current = indexes(next);
      }
      more.current = !flung && !sameSpan(next, target);
      return shown.current;
    },
    // `step` is the point: a new extractor at each frame's step.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [fast, perFrame, step],
  );
  useEffect(() => {
    if (!more.current) return;
    const frame = requestAnimationFrame(() => setStep((s) => s + 1));
    return () => cancelAnimationFrame(frame);
  });
  return extract;
}
