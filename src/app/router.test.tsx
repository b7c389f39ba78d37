import { screen } from '@testing-library/react';
import { useParams } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render-app';
import type * as PageRoutes from './page-routes';

/** A page's stand-in: its name, and the path parameters it reads. */
function Marker({ name }: { name: string }) {
  return <h1 data-params={JSON.stringify(useParams())}>page:{name}</h1>;
}

// Each page module is replaced by a marker naming it, so this tests the route table itself.
vi.mock('./page-routes', async (importOriginal) => {
  const pageNames = [
    'home',
    'title',
    'watch',
    'search',
    'library',
    'continue',
    'history',
    'favorites',
    'trending',
    'topRated',
    'categories',
    'settings',
    'download',
    'about',
    'support',
    'musicHome',
    'musicSearch',
    'musicLibrary',
    'musicFavorites',
    'musicRecent',
    'musicPlaylists',
    'musicPlaylist',
  ];
  const pageModules = Object.fromEntries(
    pageNames.map((name) => [
      name,
      () => Promise.resolve({ default: () => <Marker name={name} /> }),
    ]),
  );
  return { ...(await importOriginal<typeof PageRoutes>()), pageModules };
});

const { AppRoutes } = await import('./router');

const table: [string, string][] = [
  ['/', 'home'],
  ['/movie/603', 'title'],
  ['/tv/1399', 'title'],
  ['/anime/31910', 'title'],
  ['/watch/movie/603', 'watch'],
  ['/watch/tv/1399/1/2', 'watch'],
  ['/watch/anime/31910/1/3', 'watch'],
  ['/player/movie/603', 'watch'],
  ['/player/tv/1399/2/5', 'watch'],
  ['/player/anime/31910/1/1', 'watch'],
  ['/search', 'search'],
  ['/library', 'library'],
  ['/continue', 'continue'],
  ['/trending', 'trending'],
  ['/top-rated', 'topRated'],
  ['/categories', 'categories'],
  ['/history', 'history'],
  ['/favorites', 'favorites'],
  ['/settings', 'settings'],
  ['/download', 'download'],
  ['/about', 'about'],
  ['/support', 'support'],
  ['/music', 'musicHome'],
  ['/music/search', 'musicSearch'],
  ['/music/library', 'musicLibrary'],
  ['/music/favorites', 'musicFavorites'],
  ['/music/playlists', 'musicPlaylists'],
  ['/music/recent', 'musicRecent'],
  ['/music/playlist/123', 'musicPlaylist'],
];

describe('route table', () => {
  it.each(table)('%s renders the %s screen inside the shell', async (path, page) => {
    renderWithProviders(<AppRoutes />, { route: path });
    expect(await screen.findByRole('heading', { name: `page:${page}` })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it.each(['/nope', '/watch/tv/1399', '/music/unknown', '/movie'])(
    '%s shows Page Not Found',
    async (path) => {
      renderWithProviders(<AppRoutes />, { route: path });
      expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
      expect(screen.getByText("The page you're looking for doesn't exist.")).toBeInTheDocument();
    },
  );

  it.each([
    ['/movie/603', { id: '603' }],
    ['/watch/tv/1399/2/5', { id: '1399', season: '2', episode: '5' }],
    // Read as React Router reads a path: each segment decoded, an encoded slash kept in it.
    ['/music/playlist/my%20list%2F1', { id: 'my list/1' }],
  ])('%s gives its page the parameters %o', async (path, params) => {
    renderWithProviders(<AppRoutes />, { route: path });
    const heading = await screen.findByRole('heading', { name: /^page:/ });
    expect(JSON.parse(heading.getAttribute('data-params')!)).toEqual(params);
  });
});
