export { MediaGrid, MediaGridItem, GRID_CARD_WIDTHS, gridImageSizes } from './media-grid';
export type { GridSize } from './media-grid';
