import { useMemo, type ComponentType } from 'react';
import { UNSAFE_RouteContext as RouteContext, useLocation, type RouteMatch } from 'react-router';
import { lazyPart } from '@/lib/startup/lazy-part';
import { AppLayout } from './layout/app-layout';
import { PAGES, matchPage, pageModules, type PageName } from './page-routes';

// A page whose code cannot be fetched comes once back online, or on "Try Again" (lazy-part.ts).
const pages = {} as Record<PageName, ComponentType>;
for (const { name } of PAGES) pages[name] = lazyPart(pageModules[name]);

// Not Found is rarely shown, so its code is not part of the first paint either.
const NotFound = lazyPart(() => import('./not-found').then((m) => ({ default: m.NotFound })));

/** A path as React Router reads it: each segment decoded, a slash inside one kept encoded. */
function decodePath(path: string): string {
  try {
    return path
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return path;
  }
}

/**
 * The page a path shows (page-routes.ts, from the pages' records) inside the app's layout, with
 * Not Found for a path outside the table. The table is the app's own, the one the first visit's
 * prefetch and index.html's list use too, so the page is given to React Router's context as its
 * `useRoutes` would give it: the layout's `<Outlet />` shows it, `useParams` reads its path's
 * parameters. React Router's own matching and ranking of route objects, which a table whose
 * patterns never overlap does not need, so stays out of the first paint.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const context = useMemo(() => {
    const path = decodePath(pathname);
    const found = matchPage(path);
    const Page = found ? pages[found.page] : NotFound;
    const params = found ? found.params : { '*': path.replace(/^\//, '') };
    const match = (at: string, base: string): RouteMatch => ({
      params,
      pathname: at,
      pathnameBase: base,
      route: {},
    });
    const layout = match('/', '/');
    const page = found ? match(found.pathname, found.pathname) : match(path, '/');
    const matches = [layout, page];
    return {
      outlet: (
        <RouteContext.Provider value={{ outlet: null, matches, isDataRoute: false }}>
          <Page />
        </RouteContext.Provider>
      ),
      matches: [layout],
      isDataRoute: false,
    };
  }, [pathname]);
  return (
    <RouteContext.Provider value={context}>
      <AppLayout />
    </RouteContext.Provider>
  );
}
