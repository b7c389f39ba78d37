import {
  observeWindowOffset,
  observeWindowRect,
  Virtualizer,
  windowScroll,
  type PartialKeys,
  type VirtualItem,
  type VirtualizerOptions,
} from '@tanstack/react-virtual';
import { useLayoutEffect, useReducer, useState } from 'react';
import { useFling } from './fling';
import { useHeldRange } from './held-range';

/** What each list's virtualiser last rendered. */
const shown = new WeakMap<Virtualizer<Window, Element>, { items: VirtualItem[]; size: number }>();

type Options = PartialKeys<
  Omit<
    VirtualizerOptions<Window, Element>,
    'getScrollElement' | 'observeElementRect' | 'observeElementOffset' | 'scrollToFn' | 'onChange'
  >,
  'initialOffset'
>;

/**
 * A window virtualiser (TanStack Virtual's core) for the long lists, which holds its rows
 * during a fling (`useHeldRange`) and renders its list only when the rows it shows change, not
 * at every scroll step: a fling then costs the main thread its scroll events and little else.
 * `perFrame`: the rows built in one frame once a fling ends.
 */
export function useWindowRows(options: Options, perFrame: number): Virtualizer<Window, Element> {
  const [, render] = useReducer((n: number) => n + 1, 0);
  const rangeExtractor = useHeldRange(useFling(), perFrame);
  const resolved: VirtualizerOptions<Window, Element> = {
    getScrollElement: () => window,
    observeElementRect: observeWindowRect,
    observeElementOffset: observeWindowOffset,
    scrollToFn: windowScroll,
    initialOffset: () => window.scrollY,
    rangeExtractor,
    ...options,
    onChange: (instance) => {
      const last = shown.get(instance);
      const changed = instance.getVirtualItems() !== last?.items;
      if (changed || instance.getTotalSize() !== last?.size) render();
    },
  };
  const [virtualizer] = useState(() => new Virtualizer(resolved));
  virtualizer.setOptions(resolved);
  useLayoutEffect(() => virtualizer._didMount(), [virtualizer]);
  useLayoutEffect(() => virtualizer._willUpdate());
  useLayoutEffect(() => {
    shown.set(virtualizer, {
      items: virtualizer.getVirtualItems(),
      size: virtualizer.getTotalSize(),
    });
  });
  return virtualizer;
}
