import { Suspense, lazy, startTransition, useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { DesktopChrome } from '../../features/desktop';
import { useSetting } from '../../features/settings';
import { getBridge } from '../../lib/platform/bridge';
import { StorageNotice } from '../../lib/storage/storage-notice';
import { ErrorBoundary } from '../error-boundary';
import { RouteLoading } from '../route-loading';
import { BottomNav } from './bottom-nav';
import { MobileHeader } from './mobile-header';
import { Sidebar } from './sidebar';
import styles from './app-layout.module.css';

// The desktop chrome (a lazy component of its own) only exists in the desktop app, and no song
// can be current before a music page has been shown (songs start only there, and the queue is
// not stored): neither is loaded for the first paint of a video page.
const QueryProvider = lazy(() => import('../query-provider'));
// Settings' developer mode: a small panel of ids and catalogue call times, loaded when turned on.
const DeveloperPanel = lazy(() => import('../../features/settings/components/developer-panel'));
const PlayerBarRegion = lazy(() =>
  import('../../features/music-player').then((m) => ({ default: m.PlayerBarRegion })),
);

export function AppLayout() {
  const [bridge] = useState(getBridge);
  const [navOpen, setNavOpen] = useState(false);
  const { pathname } = useLocation();
  const closeNav = useCallback(() => setNavOpen(false), []);
  const musicShown = useHasShownMusic(pathname);
  const pageStarted = useStartedAsTransition();
  const developerMode = useSetting('developerMode');

  useEffect(() => {
    if (!navOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setNavOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [navOpen]);

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [pathname]);

  return (
    <div className={styles.shell} data-desktop-shell={bridge ? 'true' : undefined}>
      <a href="#main-content" className={styles.skip} onClick={(e) => focusMain(e)}>
        Skip to content
      </a>
      {bridge ? (
        <Suspense fallback={null}>
          <DesktopChrome bridge={bridge} />
        </Suspense>
      ) : (
        <MobileHeader open={navOpen} onToggle={() => setNavOpen((o) => !o)} />
      )}
      <Sidebar open={navOpen} onNavigate={closeNav} />
      {navOpen ? <div className={styles.scrim} aria-hidden="true" onClick={closeNav} /> : null}
      <main id="main-content" className={styles.main} tabIndex={-1}>
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<RouteLoading />}>
            {pageStarted ? (
              <QueryProvider>
                <Outlet />
              </QueryProvider>
            ) : (
              <RouteLoading />
            )}
          </Suspense>
        </ErrorBoundary>
      </main>
      {musicShown ? (
        <Suspense fallback={null}>
          <QueryProvider>
            <PlayerBarRegion />
          </QueryProvider>
        </Suspense>
      ) : null}
      {developerMode ? (
        <Suspense fallback={null}>
          <DeveloperPanel />
        </Suspense>
      ) : null}
      <StorageNotice />
      {bridge ? null : <BottomNav />}
    </div>
  );
}

/**
 * False for the first render, then true through a transition. The first page's code and the data
 * layer load after the shell has painted; had the page first suspended into the boundary's
 * fallback, React would hold its reveal back until 300 ms after that fallback appeared (its
 * throttle against flickering fallbacks), whenever the page was ready. Rendered in a transition
 * instead, the page replaces the loading screen as soon as its code has loaded.
 */
function useStartedAsTransition(): boolean {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    startTransition(() => setStarted(true));
  }, []);
  return started;
}

/** True from the first music page on, for the rest of the visit (a song plays on across pages). */
function useHasShownMusic(pathname: string): boolean {
  const onMusic = pathname === '/music' || pathname.startsWith('/music/');
  const [shown, setShown] = useState(onMusic);
  if (onMusic && !shown) setShown(true);
  return shown || onMusic;
}

/** The skip link targets an element id, which must not change the hash route. */
function focusMain(event: React.MouseEvent) {
  event.preventDefault();
  document.getElementById('main-content')?.focus();
}
