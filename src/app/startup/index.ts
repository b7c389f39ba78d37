/**
 * How a visit starts (what its first page needs is declared in the page's record, `firstScreen`):
 * the first render and the page's calls, data and code in the order that paints soonest, the
 * loads ahead of navigation, and the shell's extras once the first screen is in.
 */
export { startApp } from './first-visit';
export { prefetchPageData, preloadRoute } from './page-start';
export { loadWhenOnline, useShellSettled } from './shell-settled';
