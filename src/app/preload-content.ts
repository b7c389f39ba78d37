import { prefetchPageData, preloadRoute } from './startup';

/** The in-app path a link leads to (`#/movie/603` under the hash router), or null. */
export function linkPath(anchor: HTMLAnchorElement, origin: string): string | null {
  const raw = anchor.getAttribute('href');
  if (!raw || anchor.target === '_blank' || anchor.hasAttribute('download')) return null;
  if (raw.startsWith('#/')) return raw.slice(1);
  const url = new URL(raw, origin);
  if (url.origin !== origin) return null;
  return url.hash.startsWith('#/') ? url.hash.slice(1) : `${url.pathname}${url.search}`;
}

type Preload = (path: string) => void;

const preloadPage: Preload = (path) => {
  preloadRoute(path.split('?', 1)[0]!);
  void prefetchPageData(path);
};

/**
 * Settings → Preload content: pointing at an in-app link (or moving focus to it) fetches the
 * page's code and its first data, once per path, so the page opens without waiting. Off, only
 * the sidebar warms page code (no data), as before.
 */
export function installPreloadContent(doc: Document, preload: Preload = preloadPage) {
  const done = new Set<string>();
  const onIntent = (event: Event) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    if (!(anchor instanceof HTMLAnchorElement)) return;
    const path = linkPath(anchor, doc.location?.origin ?? window.location.origin);
    if (!path || done.has(path)) return;
    done.add(path);
    preload(path);
  };
  doc.addEventListener('pointerover', onIntent, { passive: true });
  doc.addEventListener('focusin', onIntent);
  return () => {
    doc.removeEventListener('pointerover', onIntent);
    doc.removeEventListener('focusin', onIntent);
  };
}
