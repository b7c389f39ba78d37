import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { AppLayout } from './layout/app-layout';
import { NotFound } from './not-found';
import { pageModules, type PageName } from './route-modules';

const pages = {} as Record<PageName, LazyExoticComponent<ComponentType>>;
for (const name of Object.keys(pageModules) as PageName[]) pages[name] = lazy(pageModules[name]);

const page = (name: PageName, path: string): RouteObject => {
  const Page = pages[name];
  return { path, element: <Page /> };
};

/** The route table of spec 2.1. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      page('home', '/'),
      page('title', '/movie/:id'),
      page('title', '/tv/:id'),
      page('title', '/anime/:id'),
      page('watch', '/watch/movie/:id'),
      page('watch', '/watch/tv/:id/:season/:episode'),
      page('watch', '/watch/anime/:id/:season/:episode'),
      page('watch', '/player/:type/:id'),
      page('watch', '/player/:type/:id/:season/:episode'),
      page('search', '/search'),
      page('library', '/library'),
      page('continue', '/continue'),
      page('trending', '/trending'),
      page('topRated', '/top-rated'),
      page('categories', '/categories'),
      page('history', '/history'),
      page('favorites', '/favorites'),
      page('settings', '/settings'),
      page('download', '/download'),
      page('about', '/about'),
      page('support', '/support'),
      page('musicHome', '/music'),
      page('musicSearch', '/music/search'),
      page('musicLibrary', '/music/library'),
      page('musicFavorites', '/music/favorites'),
      page('musicPlaylists', '/music/playlists'),
      page('musicRecent', '/music/recent'),
      page('musicPlaylist', '/music/playlist/:id'),
      { path: '*', element: <NotFound /> },
    ],
  },
];

/** Declarative routing keeps the first-paint bundle small (no data-router runtime). */
export function AppRoutes() {
  return useRoutes(routes);
}
