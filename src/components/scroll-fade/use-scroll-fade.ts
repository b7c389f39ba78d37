import { useCallback, type RefCallback } from 'react';
import { revealInRow } from './reveal';
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

/** The row's chosen item: a pressed toggle button (chips, servers) or a selected tab. */
const CHOSEN = '[aria-pressed="true"], [aria-selected="true"]';

/**
 * A ref for a horizontally scrolling row (with `scrollFadeClass`): it marks the row's
 * `data-more` with the sides that have more to scroll to, as the row is scrolled, resized or
 * its items change, so the fade shows exactly where there is more. The attribute is written
 * to the element directly: scrolling re-renders nothing.
 *
 * The row's chosen item comes whole into view, clear of the fades, when the row is shown and
 * whenever another item is chosen: a chip tapped half under the fade, a tab opened by a link.
 * The browser scrolls to neither (a tap does not, nor does Safari focus a tapped button). Only a
 * change of the chosen item moves the row: what else changes in it (a server's health) leaves
 * it where the reader scrolled it.
 *
 * A new row and a change of its items are measured at the next frame, not at once: reading the
 * row's widths inside the render that mounts it forced the whole page's layout into that task
 * (on Home's first screen, a long task on a phone), while at the frame the layout is one the
 * browser does anyway. Scroll and resize events already come within a frame.
 */
export function useScrollFade<T extends HTMLElement>(): RefCallback<T> {
  return useCallback((el: T | null) => {
    if (!el) return;
    const update = () => {
      const more = moreSides(el);
      if (el.dataset.more !== more) el.dataset.more = more;
    };
    let chosen: HTMLElement | null = null;
    const revealChosen = () => {
      const now = el.querySelector<HTMLElement>(CHOSEN);
      if (now === chosen) return;
      chosen = now;
      if (now) revealInRow(el, now);
    };
    let frame = 0;
    const atNextFrame = () => {
      frame ||= requestAnimationFrame(() => {
        frame = 0;
        revealChosen();
        update();
      });
    };
    atNextFrame();
    el.addEventListener('scroll', update, { passive: true });
    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    resized?.observe(el);
    const changed =
      typeof MutationObserver === 'function' ? new MutationObserver(atNextFrame) : null;
    changed?.observe(el, {
      childList: true,
      subtree: true,
      characterData: true,
      attributeFilter: ['aria-pressed', 'aria-selected'],
    });
    return () => {
      cancelAnimationFrame(frame);
      el.removeEventListener('scroll', update);
      resized?.disconnect();
      changed?.disconnect();
    };
  }, []);
}
