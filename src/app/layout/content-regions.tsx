import { Suspense, type ReactNode } from 'react';
import { withMessages } from '@/lib/i18n';
import { Outlet } from 'react-router';
import { lazyPart } from '@/lib/startup/lazy-part';
import { ErrorBoundary } from '../error-boundary';
import { RouteLoading } from '../route-loading';
import { useStartedAsTransition } from './use-started-as-transition';
import styles from './app-layout.module.css';

// The shell itself never queries, so the data layer stays out of the first-paint bundle; no song
// can be current before a music page has been shown (songs start only there, and the queue is
// not stored), so neither is the player. Each, when its file cannot be fetched, comes once back
// online or is asked for again (lazy-part.ts); the player bar meanwhile is left out, never the page.
const QueryProvider = lazyPart(() => import('../query-provider'));
// Music starts (stored lists and player settings) explicitly, once, when a music page first shows.
const PlayerBarRegion = lazyPart(() =>
  withMessages(['music'], import('@/features/music-player')).then((m) => {
    m.initMusic();
    return { default: m.PlayerBarRegion };
  }),
);

interface ContentRegionsProps {
  pathname: string;
  /** Whether the music player bar belongs on screen (from the first music page on). */
  withPlayer: boolean;
}

/**
 * The routed page and the music player bar, inside the app's one query-client boundary. Until
 * the data layer has loaded, the page region shows the loading screen; the player bar sits
 * beside the page, outside its error boundary, so a failing page never stops the music.
 */
export function ContentRegions({ pathname, withPlayer }: ContentRegionsProps) {
  const dataLayerStarted = useStartedAsTransition();
  const loading = <PageRegion pathname={pathname} />;
  return (
    <Suspense fallback={loading}>
      {dataLayerStarted ? (
        <QueryProvider>
          <PageRegion pathname={pathname}>
            <RoutedPage />
          </PageRegion>
          {withPlayer ? (
            <ErrorBoundary resetKey={pathname} quiet>
              <Suspense fallback={null}>
                <PlayerBarRegion />
              </Suspense>
            </ErrorBoundary>
          ) : null}
        </QueryProvider>
      ) : (
        loading
      )}
    </Suspense>
  );
}

function PageRegion({ pathname, children }: { pathname: string; children?: ReactNode }) {
  return (
    <main id="main-content" className={styles.main} tabIndex={-1}>
      <ErrorBoundary resetKey={pathname}>
        <Suspense fallback={<RouteLoading />}>{children ?? <RouteLoading />}</Suspense>
      </ErrorBoundary>
    </main>
  );
}

/** The page's code is asked for once the page region is on screen (see useStartedAsTransition). */
function RoutedPage() {
  const started = useStartedAsTransition();
  return started ? <Outlet /> : <RouteLoading />;
}
