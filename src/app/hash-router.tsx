import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import {
  Router,
  UNSAFE_createHashHistory as createHashHistory,
  createPath,
  type Location,
  type NavigationType,
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
    <Router location={view.location} navigationType={view.action} navigator={history}>
      {children}
    </Router>
  );
}

function readView(history: HashHistory): RouterView {
  return { action: history.action, location: history.location };
}
