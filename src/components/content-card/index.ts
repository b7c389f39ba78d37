export { ContentCard } from './content-card';
export type { ContentCardItem, ContentCardProps } from './content-card';
