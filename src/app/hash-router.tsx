import { startTransition, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import {
  Router,
  UNSAFE_createHashHistory as createHashHistory,
  createPath,
  type Location,
  type NavigationType,
  type To,
} from 'react-router';

interface RouterView {
  action: NavigationType;
  location: Location;
}

type HashHistory = ReturnType<typeof createHashHistory>;

const sameEntry = (a: Location, b: Location) => a.key === b.key && createPath(a) === createPath(b);

/**
 * React Router's `HashRouter`, minus the gap it leaves at start-up: it reads the address while
 * rendering and listens for changes only once that render has committed. The first render runs
 * as a transition, in slices, so a hash change in between (a deep link from the desktop shell, a
 * quick click) went unheard and the first page stayed on screen under the new address. Here the
 * subscription checks the address again as it starts, as `useSyncExternalStore` would; updates
 * stay transitions like the stock router's, so a page keeps its screen until the next one loads.
 */
export function HashRouter({ children }: { children: ReactNode }) {
  const [history] = useState<HashHistory>(() => createHashHistory({ v5Compat: true }));
  const [view, setView] = useState<RouterView>(() => readView(history));
  const navigator = useMemo(() => withPlainHashHrefs(history), [history]);

  useLayoutEffect(() => {
    const show = () => {
      const next = readView(history);
      startTransition(() =>
        setView((shown) => (sameEntry(shown.location, next.location) ? shown : next)),
      );
    };
    const stop = history.listen(show);
    show();
    return stop;
  }, [history]);

  return (
    <Router location={view.location} navigationType={view.action} navigator={navigator}>
      {children}
    </Router>
  );
}

function readView(history: HashHistory): RouterView {
  return { action: history.action, location: history.location };
}

/**
 * The history with an href builder that does not look at the document. The stock hash history
 * searches for a `<base>` element on every href it builds, i.e. on every link's render (a
 * scrolled grid renders hundreds); index.html has none, so an href is the hash of the path.
 */
export function withPlainHashHrefs(history: HashHistory): HashHistory {
  if (document.querySelector('base[href]')) return history;
  const createHref = (to: To) => '#' + (typeof to === 'string' ? to : createPath(to));
  // The history's getters (location, action) read its own closure, so they work through the
  // prototype.
  return Object.create(history, { createHref: { value: createHref } }) as HashHistory;
}
