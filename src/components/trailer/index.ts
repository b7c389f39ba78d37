export { TRAILER_SANDBOX, pickTrailer, trailerEmbedUrl } from './trailer-url';
export type { TrailerVideo, TrailerEmbedOptions } from './trailer-url';
export { TrailerOverlay } from './trailer-overlay';
export { usePrefersReducedMotion } from './use-reduced-motion';
