/** The video lists' card and toggle, which other pages show too (the lists: `@/lib/storage/video-lists`). */
export { MediaCard } from './components/media-card';
export { continueEpisodeLabel } from './episode-label';
export { LibraryToggle } from './components/library-toggle';
export type { MediaCardProps } from './components/media-card';
