import { startTransition, type ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import { prefetchPageData, preloadRoute } from './page-start';

/** The hash route: a path with its query, e.g. `/search?q=alien`. */
const currentLocation = () => window.location.hash.slice(1).split('#')[0] || '/';
const currentPath = () => currentLocation().split('?')[0] || '/';
/** Runs once the browser has painted the next frame. */
const afterNextPaint = (run: () => void) => requestAnimationFrame(() => setTimeout(run, 0));
/**
 * Runs once the shell is on screen: React has put it into #root and the browser has painted.
 * The shell renders as a transition, in slices, so the next frame after `render` is usually
 * still empty; work started there competes with the shell instead of following it.
 */
function afterShellPaint(run: () => void) {
  const container = document.getElementById('root')!;
  // index.html's boot frame stays in #root until React's first commit replaces it.
  const rendered = () =>
    container.firstElementChild !== null &&
    !container.firstElementChild.hasAttribute('data-boot-frame');
  if (rendered()) return afterNextPaint(run);
  const observer = new MutationObserver(() => {
    if (!rendered()) return;
    observer.disconnect();
    afterNextPaint(run);
  });
  observer.observe(container, { childList: true });
}

/** Whether the service worker serves this load: the app's files come from the device. */
const fromServiceWorker = !!navigator.serviceWorker?.controller;

/** The current page's data (its first screen's calls first) and its code with its words. */
function startPage() {
  void prefetchPageData(currentLocation());
  preloadRoute(currentPath());
}

/**
 * Renders the app into `root` and starts the current page, in the order that paints first for
 * how the files arrive.
 */
export function startApp(root: Root, app: ReactNode): void {
  if (fromServiceWorker) {
    // A repeat visit: every file is on the device, so nothing is gained by slicing the shell;
    // rendered in one go it paints first, and the page's data and code follow the paint.
    root.render(app);
    afterShellPaint(startPage);
    return;
  }
  // The shell renders as a transition, in short slices rather than one long task; the page
  // itself follows in a transition of its own (see AppLayout).
  startTransition(() => root.render(app));
  // The page's data is requested as soon as the data layer is up, beside the page's code.
  // So is the page's code with its words: index.html's boot script has been fetching the code
  // (and another language's words) since the document arrived, at low priority behind the first
  // paint's files (scripts/build/page-files-plugin.ts); from here English's page words travel
  // too, and the page renders once the shell has (AppLayout), whichever comes last.
  startPage();
}
