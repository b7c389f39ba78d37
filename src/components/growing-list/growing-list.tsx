import { useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '@/lib/i18n';
import styles from './growing-list.module.css';

export const GROWING_LIST_STEP = 60;

/**
 * The first `step` items of a list that can grow to thousands, and a way to show more, so a
 * page never builds thousands of cards or rows at once.
 */
export function useGrowingList<T>(items: readonly T[], step = GROWING_LIST_STEP) {
  const [count, setCount] = useState(step);
  const showMore = useCallback(() => setCount((c) => c + step), [step]);
  return {
    visible: items.length > count ? items.slice(0, count) : items,
    hasMore: items.length > count,
    remaining: Math.max(0, items.length - count),
    showMore,
  };
}

interface ShowMoreProps {
  hasMore: boolean;
  remaining: number;
  onShowMore: () => void;
  /** The scrolling element the sentinel lives in, when it is not the page. */
  root?: Element | null;
}

/**
 * Shows more on its own as it scrolls near, and is a real button for keyboard users and
 * browsers without IntersectionObserver.
 */
export function ShowMore({ hasMore, remaining, onShowMore, root = null }: ShowMoreProps) {
  const t = useT();
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!hasMore || !el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && onShowMore(),
      { root, rootMargin: '400px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasMore, onShowMore, root]);

  if (!hasMore) return null;
  return (
    <button ref={ref} type="button" className={styles.button} onClick={onShowMore}>
      {t('components.growingList.showMore', { remaining })}
    </button>
  );
}
