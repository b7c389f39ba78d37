import { useEffect, type RefObject } from 'react';

/** Tells the layout how much room to leave at the bottom (`--player-bar-space`). */
export function useBarSpace(bar: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = bar.current;
    const root = document.documentElement;
    if (!element) return;
    const update = () => root.style.setProperty('--player-bar-space', `${element.offsetHeight}px`);
    update();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty('--player-bar-space');
    };
  }, [bar]);
}
