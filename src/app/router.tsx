import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { AppLayout } from './layout/app-layout';
import { pageModules, pageRoutes, type PageName } from './route-modules';

const pages = {} as Record<PageName, LazyExoticComponent<ComponentType>>;
for (const name of Object.keys(pageModules) as PageName[]) pages[name] = lazy(pageModules[name]);

// Not Found is rarely shown, so its code is not part of the first paint either.
const NotFound = lazy(() => import('./not-found').then((m) => ({ default: m.NotFound })));

const page = (name: PageName, path: string): RouteObject => {
  const Page = pages[name];
  return { path, element: <Page /> };
};

/** The route table of spec 2.1 inside the app's layout; unknown paths show Not Found. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      ...pageRoutes.map(([path, name]) => page(name, path)),
      { path: '*', element: <NotFound /> },
    ],
  },
];

/** Declarative routing keeps the first-paint bundle small (no data-router runtime). */
export function AppRoutes() {
  return useRoutes(routes);
}
