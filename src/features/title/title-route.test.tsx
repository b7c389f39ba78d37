import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { movie, notFound, season, show } from '@/test/title-fixtures';
import { settlePage } from '@/test/page-settled-mock';
import { resetPageSettled } from '@/lib/startup/use-page-settled';
import { setRuntimeConfig } from '@shared/config/runtime-config';
import { createTestQueryClient, renderWithProviders } from '../../test/render-app';
import { testConfig } from '@shared/test/test-config';
import { useContinueWatchingStore, useWatchHistoryStore } from '@/lib/storage/video-lists';
import { useSettingsStore } from '@/lib/settings';
import { prefetch } from './prefetch';
import TitleRoute from './title-route';

vi.mock('@/lib/startup/page-settled', () => import('@/test/page-settled-mock'));

type Handler = (url: URL) => { status?: number; body: unknown } | undefined;
let handler: Handler;
const calls: string[] = [];

beforeEach(() => {
  // Each test is a fresh page: its settle is still to come.
  resetPageSettled();
  calls.length = 0;
  useContinueWatchingStore.getState().actions.clear();
  useWatchHistoryStore.getState().actions.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://app.test');
      calls.push(url.pathname);
      const answer = handler(url) ?? notFound;
      return new Response(answer.body === null ? '' : JSON.stringify(answer.body), {
        status: answer.status ?? 200,
      });
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

function Where() {
  return <p>Now at {useLocation().pathname}</p>;
}

function renderDetail(route: string, queryClient = createTestQueryClient()) {
  return renderWithProviders(
    <Routes>
      <Route path="/movie/:id" element={<TitleRoute />} />
      <Route path="/tv/:id" element={<TitleRoute />} />
      <Route path="/anime/:id" element={<TitleRoute />} />
      <Route path="/watch/*" element={<Where />} />
    </Routes>,
    { route, queryClient },
  );
}

describe('Detail errors', () => {
  it.each(['/movie/undefined', '/tv/null'])('rejects the id of %s without a fetch', (route) => {
    handler = () => undefined;
    renderDetail(route);
    expect(screen.getByRole('heading', { name: 'Failed to Load Details' })).toBeInTheDocument();
    expect(screen.getByText('Invalid content ID provided')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('shows the message, type, id and path, and Retry fetches again', async () => {
    let fail = true;
    handler = (url) => (url.pathname.endsWith('/movie/42') && !fail ? { body: movie } : undefined);
    renderDetail('/movie/42');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Not found.')).toBeInTheDocument();
    expect(within(alert).getByText('movie')).toBeInTheDocument();
    expect(within(alert).getByText('42')).toBeInTheDocument();
    expect(within(alert).getByText('/movie/42')).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'A Film' })).toBeInTheDocument();
  });

  it('falls back from TV to movie, and reports when both fail', async () => {
    handler = (url) => (url.pathname.endsWith('/movie/7') ? { body: movie } : undefined);
    renderDetail('/tv/7');
    expect(await screen.findByRole('heading', { name: 'A Film' })).toBeInTheDocument();
    expect(screen.getByText('2h 16m')).toBeInTheDocument();

    handler = () => undefined;
    renderDetail('/anime/8');
    expect(
      await screen.findByText('Failed to fetch both TV and Movie data: Not found.'),
    ).toBeInTheDocument();
    expect(calls).toContain('/api/catalog/tv/8');
    expect(calls).toContain('/api/catalog/movie/8');
  });

  it('says "No data received from API" for an empty answer', async () => {
    handler = () => ({ body: null });
    renderDetail('/movie/5');
    expect(await screen.findByText('No data received from API')).toBeInTheDocument();
  });
});

describe('Detail of a series', () => {
  beforeEach(() => {
    handler = (url) => {
      const match = /\/tv\/1396\/season\/(\d+)$/.exec(url.pathname);
      if (match) return { body: season(Number(match[1])) };
      return url.pathname.endsWith('/tv/1396') ? { body: show } : undefined;
    };
  });

  afterEach(() => useSettingsStore.getState().actions.reset());

  it('lists seasons without season 0, and steps through them with disabled ends', async () => {
    const user = userEvent.setup();
    useSettingsStore.getState().actions.update({ showSpoilers: true });
    renderDetail('/tv/1396');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Breaking Bad' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Specials')).toBeNull();
    expect(screen.getByRole('button', { name: /Season 3.*TBA/ })).toBeInTheDocument();
    expect(await screen.findByText('Pilot S1')).toBeInTheDocument();
    expect(screen.getByText('No description available')).toBeInTheDocument();

    const previous = screen.getByRole('button', { name: 'Previous Season' });
    const next = screen.getByRole('button', { name: 'Next Season' });
    expect(previous).toBeDisabled();
    await user.click(next);
    expect(await screen.findByText('Pilot S2')).toBeInTheDocument();
    expect(previous).toBeEnabled();
    await user.click(screen.getByRole('button', { name: /^Season 3/ }));
    expect(await screen.findByText('Pilot S3')).toBeInTheDocument();
    expect(next).toBeDisabled();
  });

  it('with Show spoilers off, unwatched episodes show no still and no overview', async () => {
    useContinueWatchingStore.getState().actions.save({
      item: {
        id: 1396,
        type: 'tv',
        title: 'Breaking Bad',
        overview: '',
        posterPath: null,
        backdropPath: null,
        voteAverage: 8.9,
        releaseDate: null,
        genreIds: [],
        popularity: 1,
      },
      progress: 40,
      season: 1,
      episode: 1,
    });
    renderDetail('/tv/1396');
    const reached = await screen.findByRole('button', { name: /episode 1: Pilot S1/ });
    const later = screen.getByRole('button', { name: /episode 2: / });
    // The episode reached is watched: its still and overview stay.
    expect(within(reached).getByText('No description available')).toBeInTheDocument();
    expect(reached.querySelector('img')).not.toBeNull();
    expect(within(later).getByText(/Hidden until you watch it/)).toBeInTheDocument();
    expect(later.querySelector('img')).toBeNull();
    // The setting is explained once, above the season's episodes, with the way to Settings.
    expect(screen.getAllByText(/Show spoilers is off/)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Change it in Settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
    expect(within(later).queryByText(/Settings/)).toBeNull();

    useSettingsStore.getState().actions.update({ showSpoilers: true });
    await waitFor(() => expect(later.querySelector('img')).not.toBeNull());
    expect(within(later).queryByText(/Hidden until you watch it/)).toBeNull();
    expect(screen.queryByText(/Show spoilers is off/)).toBeNull();
  });

  it('Watch Now records history and progress 0, then opens the watch page', async () => {
    const user = userEvent.setup();
    renderDetail('/tv/1396');
    await user.click(await screen.findByRole('button', { name: 'Watch Now' }));
    expect(screen.getByText('Now at /watch/tv/1396/1/1')).toBeInTheDocument();
    expect(useWatchHistoryStore.getState().entries[0]).toMatchObject({ id: 1396, type: 'tv' });
    expect(useContinueWatchingStore.getState().entries[0]).toMatchObject({
      id: 1396,
      progress: 0,
      season: 1,
      episode: 1,
    });
  });

  it('an episode click plays that episode of the selected season', async () => {
    const user = userEvent.setup();
    renderDetail('/anime/1396');
    await user.click(await screen.findByRole('button', { name: 'Next Season' }));
    await user.click(
      await screen.findByRole('button', { name: /episode 2: Episode 2/ }, { timeout: 5000 }),
    );
    await waitFor(() =>
      expect(screen.getByText('Now at /watch/anime/1396/2/2')).toBeInTheDocument(),
    );
    expect(useContinueWatchingStore.getState().entries[0]).toMatchObject({ season: 2, episode: 2 });
  });
});

describe('Detail prefetch', () => {
  it('starts the details, and the genres once the page has settled; nothing is asked twice', async () => {
    handler = (url) =>
      url.pathname.endsWith('/movie/42')
        ? { body: movie }
        : url.pathname.includes('/genre/')
          ? { body: { genres: [] } }
          : undefined;
    setRuntimeConfig(testConfig());
    const queryClient = createTestQueryClient();
    prefetch(queryClient, { pathname: '/movie/42', params: { id: '42' } });
    // The genre names show only in a card's overlay: they do not travel beside the details.
    expect(calls).toEqual(['/api/catalog/movie/42']);
    settlePage();
    expect(calls).toEqual([
      '/api/catalog/movie/42',
      '/api/catalog/genre/movie/list',
      '/api/catalog/genre/tv/list',
    ]);
    renderDetail('/movie/42', queryClient);
    expect(await screen.findByRole('heading', { name: 'A Film' })).toBeInTheDocument();
    expect(calls).toHaveLength(3);
  });

  it('preloads the header backdrop as the details arrive, as the header then asks for it', async () => {
    handler = (url) => (url.pathname.endsWith('/movie/42') ? { body: movie } : undefined);
    setRuntimeConfig(testConfig());
    const queryClient = createTestQueryClient();
    prefetch(queryClient, { pathname: '/movie/42', params: { id: '42' } });
    await vi.waitFor(() =>
      expect(document.head.querySelector('link[rel="preload"][as="image"]')).not.toBeNull(),
    );
    const preload = document.head.querySelector('link[rel="preload"][as="image"]')!;
    // Sized for the screen: never the service's original.
    expect(preload.getAttribute('imagesrcset')).toContain('/w780/');
    expect(preload.getAttribute('imagesrcset')).not.toContain('/original/');
    const { container } = renderDetail('/movie/42', queryClient);
    await screen.findByRole('heading', { name: 'A Film' });
    const backdrop = container.querySelector('header img')!;
    expect(backdrop.getAttribute('srcset')).toBe(preload.getAttribute('imagesrcset'));
    expect(backdrop.getAttribute('sizes')).toBe(preload.getAttribute('imagesizes'));
    preload.remove();
  });

  it('asks for nothing when the id is not one', () => {
    handler = () => undefined;
    prefetch(createTestQueryClient(), { pathname: '/movie/abc', params: { id: 'abc' } });
    expect(calls).toEqual([]);
  });
});

describe('Settings → Recommendations', () => {
  afterEach(() => useSettingsStore.getState().actions.reset());

  it('shows More Like This by default and hides it when turned off', async () => {
    handler = (url) => (url.pathname.endsWith('/movie/42') ? { body: movie } : undefined);
    const { unmount } = renderDetail('/movie/42');
    expect(await screen.findByRole('heading', { name: 'More Like This' })).toBeInTheDocument();
    unmount();
    useSettingsStore.getState().actions.update({ recommendations: false });
    renderDetail('/movie/42');
    expect(await screen.findByRole('heading', { name: 'A Film' })).toBeInTheDocument();
    // The cast renders in the same deferred pass as More Like This would.
    expect(await screen.findByRole('heading', { name: 'Cast' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'More Like This' })).not.toBeInTheDocument();
  });
});
