import { memo, useMemo, type ReactNode, type RefCallback } from 'react';
import styles from './virtual-grid.module.css';

export interface GridRowProps<T> {
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
export const GridRow = memo(function GridRow<T>({
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
