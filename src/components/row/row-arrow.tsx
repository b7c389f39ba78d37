import { useSyncExternalStore } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useT } from '../../lib/i18n';
import type { EdgesStore } from './row-edges';
import styles from './media-row.module.css';

interface RowArrowProps {
  side: 'prev' | 'next';
  title: string;
  edges: EdgesStore;
  /** The row builds more items once moved on: its next arrow stays on until then. */
  partial: boolean;
  onClick: () => void;
}

/** One of a row's two arrows, off at its edge of the track. */
export function RowArrow({ side, title, edges, partial, onClick }: RowArrowProps) {
  const t = useT();
  const prev = side === 'prev';
  const atEdge = useSyncExternalStore(edges.subscribe, () =>
    prev ? edges.get().start : edges.get().end,
  );
  const Chevron = prev ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      className={`${styles.arrow} ${prev ? styles.prev : styles.next}`}
      data-row-arrow
      aria-label={
        prev
          ? t('components.row.scrollLeft', { title })
          : t('components.row.scrollRight', { title })
      }
      disabled={atEdge && (prev || !partial)}
      onClick={onClick}
    >
      <Chevron aria-hidden="true" size={26} />
    </button>
  );
}
