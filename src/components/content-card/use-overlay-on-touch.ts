import { useEffect, useRef } from 'react';
import { mediaList } from '@/lib/media-list';

/** Cards waiting for their overlay on a touch screen, and what builds it. */
const waiting = new Map<Element, () => void>();
let observer: IntersectionObserver | null = null;

/** One observer for every card: hundreds of observers would cost more than they save. */
function sharedObserver() {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        waiting.get(entry.target)?.();
        waiting.delete(entry.target);
        observer?.unobserve(entry.target);
      }
    },
    { rootMargin: '200px' },
  );
  return observer;
}

// One list for every card (lib/media-list.ts): a grid mounts hundreds of cards over a scroll.
const hasNoHover = () => mediaList('(hover: none)')?.matches ?? false;

/**
 * On a screen without hover (a phone) the card's buttons are always shown, so the overlay is
 * built once the card comes near the screen rather than on a hover that never happens.
 */
export function useOverlayOnTouch(active: boolean, activate: () => void) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (active || !el || !hasNoHover()) return;
    if (typeof IntersectionObserver === 'undefined') {
      activate();
      return;
    }
    waiting.set(el, activate);
    sharedObserver().observe(el);
    return () => {
      waiting.delete(el);
      observer?.unobserve(el);
    };
  }, [active, activate]);
  return ref;
}
