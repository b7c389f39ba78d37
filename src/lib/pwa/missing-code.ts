/**
 * A page loaded before a new version was deployed still names the old version's code files.
 * Once the server has the new files only, opening a page whose code this tab has not loaded yet
 * fails ("Failed to fetch dynamically imported module"), and React keeps that failure: "Try
 * Again" would fail the same way. (A page the service worker serves is not affected: it keeps
 * the files of its own version until Reload.)
 *
 * Vite reports every failed dynamic import as a `vite:preloadError` event. When one comes within
 * five seconds of a navigation, the page the reader asked for could not load: the app reloads,
 * and the address already names that page, now in the new version. A failure at another time is
 * left alone: code fetched ahead while pointing at a link fails again when the link is followed
 * (the browser does not keep a failed fetch), and is handled then, so a flaky connection never
 * reloads the app under a reader who only pointed at something (a song playing would stop).
 * A part the page shows now (a page's code, the player bar, the developer panel: lazy-part.ts)
 * that fails to load is asked for by the reader whenever it happens, so it reloads too.
 * It never reloads offline (the browser would show its own offline page instead of the app) and
 * at most once in 30 seconds, so a file that is really missing shows the error screen rather
 * than a loop of reloads. Installed by the PWA shell once the page is idle: none of it weighs
 * on the first paint, and a page's first code comes with the page, never from an older build.
 */
import { PART_FAILED_EVENT } from '../startup/lazy-part';

export const PRELOAD_ERROR_EVENT = 'vite:preloadError';
/** When the last reload for missing code happened (survives the reload, per tab). */
export const RELOADED_AT_KEY = 'reelbeat_missing_code_reload';
/** A failure this soon after a navigation is that navigation's page failing to load. */
export const NAVIGATION_WINDOW_MS = 5_000;
export const MIN_RELOAD_GAP_MS = 30_000;

export function reloadOnMissingCode(win: Window = window): () => void {
  let lastNavigation = Number.NEGATIVE_INFINITY;

  const reload = () => {
    if (win.navigator.onLine === false) return;
    const now = Date.now();
    try {
      const last = Number(win.sessionStorage.getItem(RELOADED_AT_KEY));
      if (Number.isFinite(last) && now - last < MIN_RELOAD_GAP_MS) return;
      win.sessionStorage.setItem(RELOADED_AT_KEY, String(now));
    } catch {
      // Without session storage there is no guard against a loop: leave it to the user.
      return;
    }
    win.location.reload();
  };

  const onFailure = () => {
    if (win.performance.now() - lastNavigation < NAVIGATION_WINDOW_MS) reload();
  };
  const onNavigation = () => {
    lastNavigation = win.performance.now();
  };

  // The router moves by history.pushState, which only the Navigation API reports (Chromium's
  // browsers, and others as they ship it); without it, a changed address (typed, or a link's
  // plain hash) and Back/Forward still count, and a followed link shows the error screen.
  const navigation = (win as { navigation?: EventTarget }).navigation;
  const navigations: [EventTarget, string][] = navigation
    ? [[navigation, 'currententrychange']]
    : [
        [win, 'hashchange'],
        [win, 'popstate'],
      ];
  win.addEventListener(PRELOAD_ERROR_EVENT, onFailure);
  win.addEventListener(PART_FAILED_EVENT, reload);
  for (const [target, type] of navigations) target.addEventListener(type, onNavigation);
  return () => {
    win.removeEventListener(PRELOAD_ERROR_EVENT, onFailure);
    win.removeEventListener(PART_FAILED_EVENT, reload);
    for (const [target, type] of navigations) target.removeEventListener(type, onNavigation);
  };
}
