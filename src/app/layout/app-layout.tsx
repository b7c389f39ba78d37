import {
  Suspense,
  useCallback,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router';
import { useT, withMessages } from '@/lib/i18n';
import { paths } from '@shared/config/paths';
import { DesktopChrome } from '../../features/desktop';
import { useSetting } from '@/lib/settings';
import '../startup/task-breaks/after-settings';
import { getBridge } from '../../lib/platform/bridge';
import { getStorageProblem, subscribeStorageProblems } from '../../lib/storage/storage-problems';
import { useMediaQuery } from '@/lib/use-media-query';
import { activityAt } from '../page-routes';
import '../startup/task-breaks/after-pages';
import { lazyPart } from '@/lib/startup/lazy-part';
import { ErrorBoundary } from '../error-boundary';
import { useShellSettled } from '../startup';
import { BottomNav } from './bottom-nav';
import { NARROW_SCREEN } from './nav-items';
import { ContentRegions } from './content-regions';
import { MobileHeader } from './mobile-header';
import { Sidebar } from './sidebar';
import { useTvMode } from './use-tv-mode';
import styles from './app-layout.module.css';

// Settings' developer mode: a small panel of ids and catalogue call times, loaded when turned on.
// The check reads the catalogue (its client and schemas): it loads after the first paint, only
// when Settings → New episodes is on, so the data layer stays out of the first-paint bundle.
// Each comes with the groups of the pages' words it speaks from (the settings feature's are
// in `info`). Each part here that cannot be fetched is left out, never the page: offline it comes
// once the connection is back, else on the next page (lib/startup/lazy-part.ts).
const NewEpisodesCheck = lazyPart(() =>
  withMessages(['info'], import('../new-episodes-check')).then((m) => ({
    default: m.NewEpisodesCheck,
  })),
);
// The service worker, the offline banner and the update notice: once the first screen is in.
const PwaShell = lazyPart(() => withMessages(['info'], import('../pwa-shell')));
// The keyboard shortcuts wait for the first screen too: no key matters before it is seen.
const GlobalShortcuts = lazyPart(() =>
  withMessages(['info'], import('@/features/shortcuts')).then((m) => ({
    default: m.GlobalShortcuts,
  })),
);
// TV mode: the remote's and gamepad's keys and the 10-foot styles, only while it is on.
const TvMode = lazyPart(() =>
  withMessages(['info'], import('@/features/tv')).then((m) => ({ default: m.TvMode })),
);
// The storage notice and its words, only once storage has a problem to report.
const StorageNotice = lazyPart(() =>
  withMessages(['info'], import('../../lib/storage/storage-notice')).then((m) => ({
    default: m.StorageNotice,
  })),
);
const DeveloperPanel = lazyPart(() =>
  withMessages(['info'], import('@/features/settings/components/developer-panel')),
);

export function AppLayout() {
  const [bridge] = useState(getBridge);
  const [navOpen, setNavOpen] = useState(false);
  const { pathname } = useLocation();
  const closeNav = useCallback(() => setNavOpen(false), []);
  const musicShown = useHasShownMusic(pathname);
  const developerMode = useSetting('developerMode');
  const newEpisodes = useSetting('newEpisodes');
  // The service worker, the update notice and the keyboard wait until the page's first screen
  // is in, so they do not hold up its data and images.
  const settled = useShellSettled();
  const t = useT();
  // The bottom bar is for phones; wider screens hide it, so they need not build it.
  const wide = useMediaQuery(NARROW_SCREEN) === false;
  const tv = useTvMode();
  const storageProblem = useSyncExternalStore(
    subscribeStorageProblems,
    getStorageProblem,
    () => null,
  );
  useTranslatedDescription(t('app.meta.description'));
  usePreloadContent(useSetting('preloadContent'));

  useEffect(() => {
    if (!navOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setNavOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [navOpen]);

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [pathname]);

  // The profiles' upkeep and the move of older data (started once, whatever renders again; not
  // by a layout gone before its code arrived, such as a test's that has ended).
  useEffect(() => {
    if (!settled) return;
    let mounted = true;
    void import('../startup/personal-data').then((m) => mounted && m.startPersonalData());
    return () => {
      mounted = false;
    };
  }, [settled]);

  return (
    <div className={styles.shell} data-desktop-shell={bridge ? 'true' : undefined}>
      <a href="#main-content" className={styles.skip} onClick={(e) => focusMain(e)}>
        {t('app.layout.skipToContent')}
      </a>
      {bridge ? (
        <Suspense fallback={null}>
          <DesktopChrome bridge={bridge} activityOf={activityAt} />
        </Suspense>
      ) : (
        <MobileHeader open={navOpen} onToggle={() => setNavOpen((o) => !o)} />
      )}
      <Sidebar open={navOpen} onNavigate={closeNav} />
      {navOpen ? <div className={styles.scrim} aria-hidden="true" onClick={closeNav} /> : null}
      <ContentRegions pathname={pathname} withPlayer={musicShown} />
      {developerMode ? (
        <Part pathname={pathname}>
          <DeveloperPanel />
        </Part>
      ) : null}
      {storageProblem ? (
        <Part pathname={pathname}>
          <StorageNotice />
        </Part>
      ) : null}
      {settled ? (
        <Part pathname={pathname}>
          <PwaShell />
        </Part>
      ) : null}
      {newEpisodes ? (
        <Part pathname={pathname}>
          <NewEpisodesCheck />
        </Part>
      ) : null}
      {bridge || wide ? null : <BottomNav />}
      {settled ? (
        <Part pathname={pathname}>
          <GlobalShortcuts musicShown={musicShown} />
        </Part>
      ) : null}
      {tv ? (
        <Part pathname={pathname}>
          <TvMode />
        </Part>
      ) : null}
    </div>
  );
}

/** A lazily loaded part beside the page: one that fails is left out until the next page. */
function Part({ pathname, children }: { pathname: string; children: ReactNode }) {
  return (
    <ErrorBoundary resetKey={pathname} quiet>
      <Suspense fallback={null}>{children}</Suspense>
    </ErrorBoundary>
  );
}

/**
 * Settings → Preload content (off by default): its listeners load only while it is on, so the
 * first paint does not carry them (preload-content.ts).
 */
function usePreloadContent(enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    let uninstall: (() => void) | undefined;
    let cancelled = false;
    void import('../preload-content').then(({ installPreloadContent }) => {
      if (!cancelled) uninstall = installPreloadContent(document);
    });
    return () => {
      cancelled = true;
      uninstall?.();
    };
  }, [enabled]);
}

/** True from the first music page on, for the rest of the visit (a song plays on across pages). */
function useHasShownMusic(pathname: string): boolean {
  // A room's page plays music for those listening together.
  const onMusic =
    pathname === paths.music ||
    pathname.startsWith(`${paths.music}/`) ||
    pathname.startsWith('/together/');
  const [shown, setShown] = useState(onMusic);
  if (onMusic && !shown) setShown(true);
  return shown || onMusic;
}

/**
 * index.html describes the app in English for crawlers; once another language is chosen, the
 * description a browser or share sheet reads follows it.
 */
function useTranslatedDescription(content: string) {
  useEffect(() => {
    const tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (tag) tag.content = content;
  }, [content]);
}

/** The skip link targets an element id, which must not change the hash route. */
function focusMain(event: React.MouseEvent) {
  event.preventDefault();
  document.getElementById('main-content')?.focus();
}
