export { ContentCard } from './content-card';
export { CardGenres, CardOverlay } from './card-overlay';
export type { CardOverlayProps, ContentCardItem, ContentCardProps } from './types';
