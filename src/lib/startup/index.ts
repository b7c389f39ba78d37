/**
 * What pages and components use of the start-up machinery: a page's first screen declares
 * what it needs in its record (`firstScreen`, src/lib/pages), and its components hold their
 * images for the lead image or wait for the page to settle through these. How the first visit
 * is scheduled (src/app/startup) and the modules behind these names are not for features:
 * lint keeps them to this index.
 */
export {
  afterLeadImage,
  holdForLeadImage,
  leadImageDone,
  useLeadImageHeld,
  useLeadImageHold,
} from './lead-image';
export { afterPageSettled, usePageSettled } from './use-page-settled';
export { useQuietPage } from './use-quiet-page';
export { runInTasks } from './run-in-tasks';
export { yieldToMain } from './yield-to-main';
export { whenIdle } from './idle';
export { whenQuiet } from './quiet';
export { preloadImage, type ImageSource } from './preload-image';
export { fetchAhead } from './ahead';
export { takeEarlyKeys } from './early-keys';
export { lazyPart } from './lazy-part';
export type {
  AheadModule,
  FirstScreen,
  PageMatch,
  PrefetchModule,
  ServiceBases,
} from './first-screen';
