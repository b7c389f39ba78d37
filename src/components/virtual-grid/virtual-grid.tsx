import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { FlungPast, useFling, useFlungPast } from '@/components/fling';
import { GRID_CARD_WIDTHS } from '@/components/media-grid';
import { useSetting } from '@/lib/settings';
import styles from './virtual-grid.module.css';

interface VirtualGridProps<T> {
  items: T[];
  label: string;
  getKey: (item: T) => string;
  /** `index`: the item's place in `items`. */
  renderItem: (item: T, index: number) => ReactNode;
  /** Called when the end of the list comes near (the sentinel scrolls into view). */
  onEndReached?: () => void;
  /** Whether more items can be loaded; the sentinel only watches while this is true. */
  hasMore?: boolean;
}

const GAP = 16;
const ROW_ESTIMATE = 380;

/**
 * A card grid that renders only the rows near the viewport, so hundreds of results keep the
 * DOM small. Columns follow the container width and the grid-size setting.
 */
export function VirtualGrid<T>({
  items,
  label,
  getKey,
  renderItem,
  onEndReached,
  hasMore = false,
}: VirtualGridProps<T>) {
  const listRef = useRef<HTMLDivElement>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const gridSize = useSetting('gridSize');
  const [width, setWidth] = useState(0);
  const [offset, setOffset] = useState(0);
  const fast = useFling();

  useLayoutEffect(() => {
    const el = listRef.current;
    if (!el) return;
    const measure = () => {
      setWidth(el.clientWidth);
      setOffset(el.getBoundingClientRect().top + window.scrollY);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const [desktop, tablet] = GRID_CARD_WIDTHS[gridSize];
  const cardWidth = typeof window !== 'undefined' && window.innerWidth <= 1024 ? tablet : desktop;
  const columns = Math.max(1, Math.floor((width + GAP) / (cardWidth + GAP)));
  const rowCount = Math.ceil(items.length / columns);

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => ROW_ESTIMATE,
    overscan: 2,
    scrollMargin: offset,
    // Rows render in React's own time rather than inside the scroll event.
    useFlushSync: false,
  });

  const endRef = useRef(onEndReached);
  useEffect(() => {
    endRef.current = onEndReached;
  });
  useEffect(() => {
    const el = sentinelRef.current;
    if (!el || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) endRef.current?.();
      },
      { rootMargin: '800px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasMore, items.length]);

  return (
    <>
      <div
        ref={listRef}
        role="list"
        aria-label={label}
        className={styles.virtual}
        style={{ height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((row) => (
          <GridRow
            key={row.key}
            index={row.index}
            top={row.start - virtualizer.options.scrollMargin}
            columns={columns}
            items={items}
            getKey={getKey}
            renderItem={renderItem}
            measure={virtualizer.measureElement}
            fast={fast}
          />
        ))}
      </div>
      <div ref={sentinelRef} className={styles.sentinel} aria-hidden="true" />
    </>
  );
}

interface GridRowProps<T> {
  index: number;
  /** The row's offset inside the grid (px). */
  top: number;
  columns: number;
  items: T[];
  getKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  measure: (element: Element | null) => void;
  /** The window is being flung: a row that mounts now leaves its posters out until it ends. */
  fast: boolean;
}

/** Whether a row shows the same cards in the same place: the items in its slice, not the array. */
function sameRow<T>(a: GridRowProps<T>, b: GridRowProps<T>): boolean {
  if (a.index !== b.index || a.top !== b.top || a.columns !== b.columns || a.fast !== b.fast) {
    return false;
  }
  if (a.getKey !== b.getKey || a.renderItem !== b.renderItem || a.measure !== b.measure) {
    return false;
  }
  const first = a.index * a.columns;
  for (let i = first; i < first + a.columns; i += 1) if (a.items[i] !== b.items[i]) return false;
  return true;
}

/**
 * One row of cards. Memoised by the items it shows: a scroll that brings a new row in renders
 * that row alone, and the next page of results arriving renders only the rows it changes (with
 * `getKey` and `renderItem` kept stable by the page). A row built during a fling tells its cards
 * (`FlungPast`) to leave their posters out until the fling ends; the cards themselves are not
 * built again when it starts or ends.
 */
const GridRow = memo(function GridRow<T>({
  index,
  top,
  columns,
  items,
  getKey,
  renderItem,
  measure,
  fast,
}: GridRowProps<T>) {
  const first = index * columns;
  const flungPast = useFlungPast(fast);
  const cells = useMemo(
    () =>
      items.slice(first, first + columns).map((item, i) => (
        <div role="listitem" key={getKey(item)} className={styles.cell}>
          {renderItem(item, first + i)}
        </div>
      )),
    [items, first, columns, getKey, renderItem],
  );
  return (
    <div
      ref={measure}
      data-index={index}
      className={styles.virtualRow}
      style={{
        transform: `translateY(${top}px)`,
        gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
      }}
    >
      <FlungPast value={flungPast}>{cells}</FlungPast>
    </div>
  );
}, sameRow) as <T>(props: GridRowProps<T>) => ReactNode;
