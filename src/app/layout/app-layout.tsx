import { Suspense, useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { getBridge } from '../../lib/platform/bridge';
import { DesktopIntegration, TitleBar } from '../../features/desktop';
import { PlayerBarRegion } from '../../features/music-player';
import { StorageNotice } from '../../lib/storage/storage-notice';
import { ErrorBoundary } from '../error-boundary';
import { RouteLoading } from '../route-loading';
import { BottomNav } from './bottom-nav';
import { MobileHeader } from './mobile-header';
import { Sidebar } from './sidebar';
import styles from './app-layout.module.css';

export function AppLayout() {
  const [bridge] = useState(getBridge);
  const [navOpen, setNavOpen] = useState(false);
  const { pathname } = useLocation();
  const closeNav = useCallback(() => setNavOpen(false), []);

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
        <>
          <TitleBar bridge={bridge} />
          <DesktopIntegration bridge={bridge} />
        </>
      ) : (
        <MobileHeader open={navOpen} onToggle={() => setNavOpen((o) => !o)} />
      )}
      <Sidebar open={navOpen} onNavigate={closeNav} />
      {navOpen ? <div className={styles.scrim} aria-hidden="true" onClick={closeNav} /> : null}
      <main id="main-content" className={styles.main} tabIndex={-1}>
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<RouteLoading />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <PlayerBarRegion />
      <StorageNotice />
      {bridge ? null : <BottomNav />}
    </div>
  );
}

/** The skip link targets an element id, which must not change the hash route. */
function focusMain(event: React.MouseEvent) {
  event.preventDefault();
  document.getElementById('main-content')?.focus();
}
