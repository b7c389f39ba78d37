import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerWith, calls, renderDetail, stubDetailCatalog } from '@/test/detail-page';
import { movie, season, show } from '@/test/title-fixtures';
import { useSettingsStore } from '@/lib/settings';
import { useContinueWatchingStore, useWatchHistoryStore } from '@/lib/storage/video-lists';

vi.mock('@/lib/startup/page-settled', () => import('@/test/page-settled-mock'));

stubDetailCatalog();

describe('Detail errors', () => {
  it.each(['/movie/undefined', '/tv/null'])('rejects the id of %s without a fetch', (route) => {
    answerWith(() => undefined);
    renderDetail(route);
    expect(screen.getByRole('heading', { name: 'Failed to Load Details' })).toBeInTheDocument();
    expect(screen.getByText('Invalid content ID provided')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('shows the message, type, id and path, and Retry fetches again', async () => {
    let fail = true;
    answerWith((url) =>
      url.pathname.endsWith('/movie/42') && !fail ? { body: movie } : undefined,
    );
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
    answerWith((url) => (url.pathname.endsWith('/movie/7') ? { body: movie } : undefined));
    renderDetail('/tv/7');
    expect(await screen.findByRole('heading', { name: 'A Film' })).toBeInTheDocument();
    expect(screen.getByText('2h 16m')).toBeInTheDocument();

    answerWith(() => undefined);
    renderDetail('/anime/8');
    expect(
      await screen.findByText('Failed to fetch both TV and Movie data: Not found.'),
    ).toBeInTheDocument();
    expect(calls).toContain('/api/catalog/tv/8');
    expect(calls).toContain('/api/catalog/movie/8');
  });

  it('says "No data received from API" for an empty answer', async () => {
    answerWith(() => ({ body: null }));
    renderDetail('/movie/5');
    expect(await screen.findByText('No data received from API')).toBeInTheDocument();
  });
});

describe('Detail of a series', () => {
  beforeEach(() => {
    answerWith((url) => {
      const match = /\/tv\/1396\/season\/(\d+)$/.exec(url.pathname);
      if (match) return { body: season(Number(match[1])) };
      return url.pathname.endsWith('/tv/1396') ? { body: show } : undefined;
    });
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

describe('Detail of a series with one season', () => {
  it('offers no Previous and Next Season buttons', async () => {
    const oneSeason = { ...show, number_of_seasons: 1, seasons: show.seasons.slice(0, 2) };
    answerWith((url) => {
      if (/\/tv\/1396\/season\/1$/.test(url.pathname)) return { body: season(1) };
      return url.pathname.endsWith('/tv/1396') ? { body: oneSeason } : undefined;
    });
    renderDetail('/tv/1396');
    expect(await screen.findByRole('button', { name: /^Season 1/ })).toBeInTheDocument();
    expect(await screen.findByText('Pilot S1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Previous Season' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next Season' })).not.toBeInTheDocument();
  });
});

describe('Settings → Recommendations', () => {
  afterEach(() => useSettingsStore.getState().actions.reset());

  it('shows More Like This by default and hides it when turned off', async () => {
    answerWith((url) => (url.pathname.endsWith('/movie/42') ? { body: movie } : undefined));
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
