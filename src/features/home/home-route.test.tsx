import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUERY_STALE_TIME_MS } from '../../lib/query-defaults';
import { createTestQueryClient, renderWithProviders } from '../../test/render-app';
import { setRuntimeConfig } from '@shared/config/runtime-config';
import { testConfig } from '@shared/test/test-config';
import { CatalogError } from '@/lib/tmdb/client';
import { holdForLeadImage, leadImageDone, resetLeadImage } from '@/lib/startup/lead-image';
import { getCatalogPreferences } from '@/lib/tmdb/preferences';
import { catalogStatusQueryOptions } from '@/lib/catalog';
import { useContinueWatchingStore } from '@/lib/storage/video-lists';
import { mediaItem } from '@/test/media-fixtures';
import { okAnswer, stubCatalogAnswers, type Answer } from '@/test/home-answers';
import HomeRoute from './home-route';
import { prefetch } from './prefetch';
import { requestPageAhead } from './ahead';

let answer: (path: string) => Answer;

beforeEach(() => {
  useContinueWatchingStore.getState().actions.clear();
  answer = okAnswer;
  vi.stubGlobal('scrollTo', () => undefined);
  stubCatalogAnswers((path) => answer(path));
});

afterEach(() => vi.unstubAllGlobals());

describe('Home', () => {
  it('shows the loading state while connecting', () => {
    answer = () => 'hang';
    renderWithProviders(<HomeRoute />);
    expect(screen.getByText('Loading Reelbeat')).toBeInTheDocument();
    expect(screen.getByText('Connecting to movie database')).toBeInTheDocument();
  });

  it('shows the connection error with Retry when the check fails', async () => {
    answer = (path) =>
      path.endsWith('/configuration')
        ? { status: 401, body: { status_message: 'x' } }
        : okAnswer(path);
    renderWithProviders(<HomeRoute />);
    expect(await screen.findByRole('heading', { name: 'Connection Error' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Cannot connect to the movie database API. Please check your internet connection.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Popular Movies' })).toBeNull();
  });

  it('checks again on mount, so a failure from before its words loaded is worded', async () => {
    // The check failed before this page's words had loaded: its error holds only the id.
    const queryClient = createTestQueryClient();
    const options = catalogStatusQueryOptions(getCatalogPreferences());
    await queryClient.prefetchQuery({
      ...options,
      queryFn: () => Promise.reject(new CatalogError('catalog.connectionError', 0)),
      retry: false,
    });
    answer = (path) =>
      path.endsWith('/configuration')
        ? { status: 401, body: { status_message: 'x' } }
        : okAnswer(path);
    renderWithProviders(<HomeRoute />, { queryClient });
    expect(await screen.findByRole('heading', { name: 'Connection Error' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Cannot connect to the movie database API. Please check your internet connection.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('catalog.connectionError')).toBeNull();
  });

  it('holds the hero’s place while the trending list loads, so the rows below do not move', async () => {
    answer = (path) => (path.includes('/trending/') ? 'hang' : okAnswer(path));
    renderWithProviders(<HomeRoute />);
    // The other lists have arrived and the page is past its loading state.
    expect(await screen.findByRole('button', { name: 'Comedy' })).toBeInTheDocument();
    expect(screen.getByTestId('hero-placeholder')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Featured' })).toBeNull();
  });

  it('replaces the hero placeholder with the carousel once trending arrives', async () => {
    renderWithProviders(<HomeRoute />);
    expect(await screen.findByRole('region', { name: 'Featured' })).toBeInTheDocument();
    expect(screen.queryByTestId('hero-placeholder')).toBeNull();
  });

  it('shows a failing list’s own message', async () => {
    answer = (path) =>
      path.endsWith('/movie/popular')
        ? { status: 401, body: { status_message: 'Invalid API key' } }
        : okAnswer(path);
    renderWithProviders(<HomeRoute />);
    expect(await screen.findByText('Invalid API key')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Connection Error' })).toBeInTheDocument();
  });

  it('filters loaded rows by genre, All first, and shows the empty continue strip', async () => {
    renderWithProviders(<HomeRoute />);
    const popular = await screen.findByRole('list', { name: 'Popular Movies' });
    expect(await within(popular).findByRole('link', { name: 'Funny Film' })).toBeInTheDocument();
    expect(
      screen.getByText('Start watching something to see your progress here'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/continue');

    const chips = within(screen.getByRole('group', { name: 'Genres' })).getAllByRole('button');
    expect(chips.map((c) => c.textContent)).toEqual(['All', 'Comedy', 'Drama']);
    fireEvent.click(screen.getByRole('button', { name: 'Drama' }));
    expect(within(popular).queryByRole('link', { name: 'Funny Film' })).toBeNull();
    expect(within(popular).getByRole('link', { name: 'Sad Film' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(within(popular).getByRole('link', { name: 'Funny Film' })).toBeInTheDocument();
  });

  it('lists continue-watching entries with episode, percent and a player link', async () => {
    useContinueWatchingStore.getState().actions.save({
      item: mediaItem({ id: 5, type: 'tv', title: 'Show', posterPath: null }),
      progress: 42.4,
      season: 2,
      episode: 3,
    });
    renderWithProviders(<HomeRoute />);
    const link = await screen.findByRole('link', { name: 'Continue Show S2E3, 42% watched' });
    expect(link).toHaveAttribute('href', '/player/tv/5/2/3');
  });

  it('reads what its prefetch started: each list is requested once', async () => {
    setRuntimeConfig(testConfig());
    // As the app's client: answers stay fresh while the page reads them.
    const queryClient = createTestQueryClient({ staleTime: QUERY_STALE_TIME_MS });
    await prefetch(queryClient);
    const requested = vi.mocked(fetch).mock.calls.map(([url]) => String(url));
    expect(requested).toHaveLength(9);
    renderWithProviders(<HomeRoute />, { queryClient });
    expect(await screen.findByRole('region', { name: 'Featured' })).toBeInTheDocument();
    await screen.findAllByText('Funny Film');
    expect(vi.mocked(fetch).mock.calls.map(([url]) => String(url))).toEqual(requested);
  });

  it('starts its first screen’s three calls ahead, and its prefetch takes them', async () => {
    setRuntimeConfig(testConfig());
    requestPageAhead();
    const ahead = vi
      .mocked(fetch)
      .mock.calls.map(([url]) => new URL(String(url), 'http://app.test'));
    expect(ahead.map((url) => url.pathname)).toEqual([
      expect.stringMatching(/\/configuration$/),
      expect.stringMatching(/\/trending\/movie\/week$/),
      expect.stringMatching(/\/trending\/tv\/week$/),
    ]);
    const queryClient = createTestQueryClient({ staleTime: QUERY_STALE_TIME_MS });
    await prefetch(queryClient);
    // Nine lists in all, the first three asked for once.
    expect(vi.mocked(fetch).mock.calls).toHaveLength(9);
  });

  it('holds the posters and asks for the genres once the hero’s backdrop has painted', async () => {
    setRuntimeConfig(testConfig());
    resetLeadImage(); // the visit's first screen
    // The hold gives up after 2.5 s, for a lead that never paints; here the lead paints when the
    // test says so, however long a busy machine takes to get there: that limit never fires.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    holdForLeadImage();
    vi.useRealTimers();
    const queryClient = createTestQueryClient({ staleTime: QUERY_STALE_TIME_MS });
    const done = prefetch(queryClient);
    renderWithProviders(<HomeRoute />, { queryClient });
    const backdrop = await screen.findByRole('region', { name: 'Featured' });
    // The hero's trailer looks its title up two seconds after the slide shows, which a busy
    // machine reaches before the end of this test: that lookup is not one of the first screen's.
    const paths = () =>
      vi
        .mocked(fetch)
        .mock.calls.map(([url]) => new URL(String(url), 'http://app.test').pathname)
        .filter((path) => !/^\/api\/catalog\/(movie|tv)\/\d+$/.test(path));
    // The Trending row shows the hero's list, its posters' addresses left out until then.
    const posters = () => [...document.querySelectorAll('article img')];
    expect(await screen.findAllByText('Funny Film')).not.toHaveLength(0);
    expect(posters().length).toBeGreaterThan(0);
    for (const poster of posters()) expect(poster).not.toHaveAttribute('src');
    await vi.waitFor(() => expect(paths()).toHaveLength(7));
    expect(paths().filter((path) => path.includes('/genre/'))).toEqual([]);

    // The backdrop loads (jsdom draws nothing: it has no size, so it counts as done at once).
    leadImageDone({ currentTarget: backdrop.querySelector('img')! });
    await done;
    await screen.findByRole('button', { name: 'Comedy' });
    await vi.waitFor(() => {
      for (const poster of posters()) expect(poster).toHaveAttribute('src');
    });
    expect(paths()).toHaveLength(9);
    expect(paths().slice(7)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/\/genre\/movie\/list$/),
        expect.stringMatching(/\/genre\/tv\/list$/),
      ]),
    );
  });

  it('preloads the first hero backdrop as its list arrives, as the hero then asks for it', async () => {
    setRuntimeConfig(testConfig());
    const queryClient = createTestQueryClient({ staleTime: QUERY_STALE_TIME_MS });
    await prefetch(queryClient);
    await vi.waitFor(() =>
      expect(document.head.querySelector('link[rel="preload"][as="image"]')).not.toBeNull(),
    );
    const links = document.head.querySelectorAll('link[rel="preload"][as="image"]');
    expect(links).toHaveLength(1);
    const preload = links[0]!;
    // The most popular trending title (the TV fixture) is the first slide.
    expect(preload.getAttribute('imagesrcset')).toContain('/w780/b.jpg 780w');
    expect(preload.getAttribute('fetchpriority')).toBe('high');

    const { container } = renderWithProviders(<HomeRoute />, { queryClient });
    await screen.findByRole('region', { name: 'Featured' });
    const backdrop = container.querySelector('section img')!;
    expect(backdrop.getAttribute('srcset')).toBe(preload.getAttribute('imagesrcset'));
    expect(backdrop.getAttribute('sizes')).toBe(preload.getAttribute('imagesizes'));
    expect(backdrop.getAttribute('src')).toBe(preload.getAttribute('href'));
    preload.remove();
  });
});
