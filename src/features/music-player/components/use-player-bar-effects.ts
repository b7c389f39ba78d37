import { useEffect, type RefObject } from 'react';
import { togglePlay } from '../engine/play-actions';

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

/**
 * Space toggles play anywhere except where Space already means something: text fields,
 * buttons, links, sliders and other controls (pressing a focused button must not also toggle).
 */
export function useSpaceToTogglePlay() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code !== 'Space' && event.key !== ' ') return;
      if (event.defaultPrevented || event.repeat || event.altKey || event.ctrlKey || event.metaKey)
        return;
      const target = event.target as HTMLElement | null;
      if (
        target?.closest(
          'input, textarea, select, button, a[href], [contenteditable=""], [contenteditable="true"], [role="slider"], [role="textbox"], [role="button"]',
        )
      ) {
        return;
      }
      event.preventDefault();
      togglePlay();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
