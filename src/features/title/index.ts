/** The detail feature's public surface: the catalogue card with its hover trailer. */
export { PreviewCard } from './components/preview-card';
export {
  HoverTrailer,
  useHoverTrailersEnabled,
  CARD_TRAILER_DELAY_MS,
} from './components/hover-trailer';
