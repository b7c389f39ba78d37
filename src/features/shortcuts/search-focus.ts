import { paths } from '@shared/config/paths';

const FIELD = '#main-content input[type="search"]';
/** How long a search page may take to load its code before `/` stops waiting for its field. */
const WAIT_MS = 5000;

const findField = () => document.querySelector<HTMLInputElement>(FIELD);

function focusField(field: HTMLInputElement) {
  field.focus();
  // What is typed next replaces the last search, as in the browser's own address bar.
  field.select();
}

/** The search that fits the section: music pages search songs, every other page the catalogue. */
export const searchPathFor = (pathname: string) =>
  pathname === paths.music || pathname.startsWith(`${paths.music}/`)
    ? paths.musicSearch
    : paths.search;

/**
 * `/`: focuses the page's own search field; on a page without one, opens the section's search
 * page and focuses its field once it is there. Returns a cancel for the wait.
 */
export function focusSearch(pathname: string, navigate: (to: string) => void): () => void {
  const here = findField();
  if (here) {
    focusField(here);
    return () => {};
  }
  navigate(searchPathFor(pathname));
  const observer = new MutationObserver(() => {
    const field = findField();
    if (field) {
      stop();
      focusField(field);
    }
  });
  const timer = window.setTimeout(() => stop(), WAIT_MS);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}
