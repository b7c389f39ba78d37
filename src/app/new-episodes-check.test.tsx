import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tvDetails } from '@/test/tmdb-fixtures';
import { renderWithProviders } from '../test/render-app';
import { useLibraryStore } from '@/lib/storage/video-lists';
import { useSettingsStore } from '@/lib/settings';
import { NewEpisodesCheck } from './new-episodes-check';
import { storedValue } from '@/test/stored-lists';

const KEY = 'reelbeat_episode_counts';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(tvDetails), { status: 200 })),
  );
  useLibraryStore.getState().actions.clear();
  useLibraryStore.getState().actions.add({
    id: tvDetails.id,
    type: 'tv',
    title: tvDetails.name,
    overview: '',
    posterPath: null,
    backdropPath: null,
    voteAverage: 8,
    releaseDate: null,
    genreIds: [],
    popularity: 1,
  });
  // One episode fewer than the fixture's season 1 at the last check (specials do not count).
  localStorage.setItem(KEY, JSON.stringify({ [tvDetails.id]: 6 }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSettingsStore.getState().actions.reset();
  useLibraryStore.getState().actions.clear();
});

describe('the new-episodes check at start', () => {
  it('says which shows in My Library have new episodes, until dismissed', async () => {
    useSettingsStore.getState().actions.update({ newEpisodes: true });
    renderWithProviders(<NewEpisodesCheck delayMs={0} />);
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent(`New episode of ${tvDetails.name}`);
    expect(storedValue(KEY)).toEqual({ v: 1, data: { [tvDetails.id]: 7 } });
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('checks nothing while New episodes is off', async () => {
    renderWithProviders(<NewEpisodesCheck delayMs={0} />);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
