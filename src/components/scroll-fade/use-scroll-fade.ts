import { useCallback, type RefCallback } from 'react';
import styles from './scroll-fade.module.css';

/** The class that draws the fades of `useScrollFade`. */
export const scrollFadeClass = styles.fade;

export type MoreSide = 'none' | 'start' | 'end' | 'both';

/** Which sides of a scrolling row hold more than it shows. */
export function moreSides(el: Pick<HTMLElement, 'scrollLeft' | 'clientWidth' | 'scrollWidth'>) {
  const start = el.scrollLeft > 1;
  const end = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
  return start && end ? 'both' : start ? 'start' : end ? 'end' : 'none';
}

/**
 * A ref for a horizontally scrolling row (with `scrollFadeClass`): it marks the row's
 * `data-more` with the sides that have more to scroll to, as the row is scrolled, resized or
 * its items change, so the fade shows exactly where there is more. The attribute is written
 * to the element directly: scrolling re-renders nothing.
 */
export function useScrollFade<T extends HTMLElement>(): RefCallback<T> {
  return useCallback((el: T | null) => {
    if (!el) return;
    const update = () => {
      const more = moreSides(el);
      if (el.dataset.more !== more) el.dataset.more = more;
    };
    update();
    el.addEventListener('scroll', update, { passive: true });
    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    resized?.observe(el);
    const changed = typeof MutationObserver === 'function' ? new MutationObserver(update) : null;
    changed?.observe(el, { childList: true, subtree: true, characterData: true });
    return () => {
      el.removeEventListener('scroll', update);
      resized?.disconnect();
      changed?.disconnect();
    };
  }, []);
}
