export { ContentCard } from './content-card';
export { CardGenres } from './card-overlay';
export type { ContentCardItem, ContentCardProps } from './types';
