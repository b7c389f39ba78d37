import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { useWindowRows } from '@/components/fling';
import { GRID_CARD_WIDTHS } from '@/components/media-grid';
import { useSetting } from '@/lib/settings';
import { GridRow } from './grid-row';
import { useRowHeights } from './use-row-heights';
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
/** Rows of cards built in one frame once a fling ends. */
const ROWS_PER_FRAME = 1;
/** A card's poster is 2:3. */
const POSTER_RATIO = 1.5;

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

  const rowHeightRef = useRef(ROW_ESTIMATE);
  const virtualizer = useWindowRows(
    {
      count: rowCount,
      estimateSize: () => rowHeightRef.current,
      overscan: 2,
      scrollMargin: offset,
    },
    ROWS_PER_FRAME,
  );
  const observeRow = useRowHeights(listRef, rowHeightRef, virtualizer);

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

  const rows = virtualizer.getVirtualItems();
  const margin = virtualizer.options.scrollMargin;
  const builtTop = rows.length ? rows[0]!.start - margin : 0;
  const builtEnd = rows.length ? rows.at(-1)!.end - margin : 0;
  const total = virtualizer.getTotalSize();
  const cell = { columns, width, rowHeight: rows[0]?.size ?? ROW_ESTIMATE };
  return (
    <>
      <div
        ref={listRef}
        role="list"
        aria-label={label}
        className={styles.virtual}
        style={{ height: total }}
      >
        <GridPlaceholder top={0} height={builtTop} {...cell} />
        {rows.map((row) => (
          <GridRow
            key={row.key}
            index={row.index}
            top={row.start - margin}
            columns={columns}
            items={items}
            getKey={getKey}
            renderItem={renderItem}
            observe={observeRow}
          />
        ))}
        <GridPlaceholder top={builtEnd} height={total - builtEnd} {...cell} />
      </div>
      <div ref={sentinelRef} className={styles.sentinel} aria-hidden="true" />
    </>
  );
}

/**
 * Where rows are not built (flung past, or coming in a frame or two): the cards' posters as
 * outlines, drawn in CSS at no cost to the main thread.
 */
function GridPlaceholder({
  top,
  height,
  columns,
  width,
  rowHeight,
}: {
  top: number;
  height: number;
  columns: number;
  width: number;
  rowHeight: number;
}) {
  if (height <= 0 || width <= 0) return null;
  const column = (width - GAP * (columns - 1)) / columns;
  const vars = {
    transform: `translateY(${top}px)`,
    height,
    '--column': `${column}px`,
    '--step': `${column + GAP}px`,
    '--poster': `${Math.min(column * POSTER_RATIO, rowHeight - GAP)}px`,
    '--row': `${rowHeight}px`,
  } as CSSProperties;
  return <div className={styles.placeholder} aria-hidden="true" style={vars} />;
}
