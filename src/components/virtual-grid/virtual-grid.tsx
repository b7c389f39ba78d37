import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
  type RefCallback,
} from 'react';
import type { Virtualizer } from '@tanstack/react-virtual';
import { useWindowRows } from '@/components/fling';
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
 * The rows' heights, read from the layout each frame makes anyway, never by forcing one: the
 * virtualiser's own measuring read each row's height inside the commit that built it, a layout
 * forced in every row's build after a fling. The first screen's rows are read once before the
 * first paint, and the latest height read is the estimate for the rows not built yet: in a grid
 * of one-line titles every row is as tall as the first, so a row built later already stands
 * where it belongs and nothing is placed again. Where rows differ (TV mode shows titles in
 * full), one ResizeObserver reports each row as it is laid out, and the grid places the rows
 * below it again in the next render. A reading scroll (a remote's) builds its rows in the
 * overscan, off screen, before they are seen. (Rendering at once, inside the observer, resized
 * the list within the observer's own loop, which the browser reports as an error.)
 * Returns the rows' ref.
 */
function useRowHeights(
  listRef: { current: HTMLElement | null },
  estimateRef: { current: number },
  virtualizer: Virtualizer<Window, Element>,
): RefCallback<HTMLElement> {
  const place = useCallback(
    (row: Element, measured: number) => {
      // Whole pixels, as the virtualiser's own measuring gives: a row placed at a fraction of
      // a pixel would draw its titles between two.
      const height = Math.round(measured);
      // An element outside the document (or jsdom's) has no height: the estimate stays.
      if (height <= 0) return;
      estimateRef.current = height;
      // Nothing happens when the virtualiser already holds this height for the row.
      virtualizer.resizeItem(Number(row.getAttribute('data-index')), height);
    },
    [estimateRef, virtualizer],
  );
  const known = useRef(false);
  useLayoutEffect(() => {
    if (known.current) return;
    const built = [...(listRef.current?.querySelectorAll(`.${styles.virtualRow}`) ?? [])];
    if (!built.length) return;
    known.current = true;
    const heights = built.map((row) => row.getBoundingClientRect().height);
    built.forEach((row, i) => place(row, heights[i]!));
  });
  const observerRef = useRef<ResizeObserver | null>(null);
  useEffect(() => () => observerRef.current?.disconnect(), []);
  return useCallback(
    (row: HTMLElement | null) => {
      if (!row || typeof ResizeObserver === 'undefined') return;
      const observer = (observerRef.current ??= new ResizeObserver((entries) => {
        for (const { target, borderBoxSize } of entries) {
          place(target, borderBoxSize[0]?.blockSize ?? target.getBoundingClientRect().height);
        }
      }));
      observer.observe(row);
      return () => observer.unobserve(row);
    },
    [place],
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

interface GridRowProps<T> {
  index: number;
  /** The row's offset inside the grid (px). */
  top: number;
  columns: number;
  items: T[];
  getKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** Follows the row's height (`useRowHeights`). */
  observe: RefCallback<HTMLElement>;
}

/** Whether a row shows the same cards in the same place: the items in its slice, not the array. */
function sameRow<T>(a: GridRowProps<T>, b: GridRowProps<T>): boolean {
  if (a.index !== b.index || a.top !== b.top || a.columns !== b.columns) {
    return false;
  }
  if (a.getKey !== b.getKey || a.renderItem !== b.renderItem || a.observe !== b.observe) {
    return false;
  }
  const first = a.index * a.columns;
  for (let i = first; i < first + a.columns; i += 1) if (a.items[i] !== b.items[i]) return false;
  return true;
}

/**
 * One row of cards. Memoised by the items it shows: a scroll that brings a new row in renders
 * that row alone, and the next page of results arriving renders only the rows it changes (with
 * `getKey` and `renderItem` kept stable by the page).
 */
const GridRow = memo(function GridRow<T>({
  index,
  top,
  columns,
  items,
  getKey,
  renderItem,
  observe,
}: GridRowProps<T>) {
  const first = index * columns;
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
      ref={observe}
      data-index={index}
      className={styles.virtualRow}
      style={{
        transform: `translateY(${top}px)`,
        gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
      }}
    >
      {cells}
    </div>
  );
}, sameRow) as <T>(props: GridRowProps<T>) => ReactNode;
