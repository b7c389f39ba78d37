import type { ReactNode } from 'react';
import styles from './media-grid.module.css';

export type GridSize = 'small' | 'medium' | 'large';

/** Card widths per grid size (px): desktop, then at ≤1024 px (200 and 150 for medium). */
export const GRID_CARD_WIDTHS: Record<GridSize, readonly [number, number]> = {
  small: [150, 120],
  medium: [200, 150],
  large: [260, 190],
};

/** The `sizes` attribute that matches a grid size, so the right poster width is fetched. */
export const gridImageSizes = (size: GridSize) => {
  const [desktop, tablet] = GRID_CARD_WIDTHS[size];
  return `(max-width: 1024px) ${tablet}px, ${desktop}px`;
};

interface MediaGridProps {
  size?: GridSize;
  /** Names the list for assistive technology. */
  label: string;
  children: ReactNode;
}

/** A responsive grid of cards; each child becomes a list item. */
export function MediaGrid({ size = 'medium', label, children }: MediaGridProps) {
  return (
    <ul className={styles.grid} data-size={size} aria-label={label}>
      {children}
    </ul>
  );
}

export function MediaGridItem({ children }: { children: ReactNode }) {
  return <li className={styles.item}>{children}</li>;
}
