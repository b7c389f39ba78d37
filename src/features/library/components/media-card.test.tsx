import { act, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MediaItem } from '@/lib/tmdb/types';
import type * as Settings from '@/lib/settings';
import type * as VideoLists from '@/lib/storage/video-lists';
import { renderWithProviders } from '@/test/render-app';
import {
  useFavoritesStore,
  useIsFavorite,
  useIsInLibrary,
  useLibraryStore,
} from '@/lib/storage/video-lists';
import { useSetting, useSettingsStore } from '@/lib/settings';
import { MediaCard } from './media-card';

// What a card reads, counted: the hooks as they are, wrapped in spies.
vi.mock('@/lib/storage/video-lists', async (original) => {
  const lists = await original<typeof VideoLists>();
  return {
    ...lists,
    useIsInLibrary: vi.fn(lists.useIsInLibrary),
    useIsFavorite: vi.fn(lists.useIsFavorite),
  };
});
vi.mock('@/lib/settings', async (original) => {
  const settings = await original<typeof Settings>();
  return { ...settings, useSetting: vi.fn(settings.useSetting) };
});

const title = (id: number): MediaItem => ({
  id,
  type: 'tv',
  title: `Show ${id}`,
  overview: '',
  posterPath: `/${id}.jpg`,
  backdropPath: null,
  voteAverage: 7.9,
  releaseDate: '2019-04-01',
  genreIds: [],
  popularity: 1,
});

function renderRow(count: number) {
  renderWithProviders(
    <Routes>
      <Route
        path="/"
        element={Array.from({ length: count }, (_, i) => (
          <MediaCard key={i} item={title(i + 1)} season={2} episode={3} />
        ))}
      />
      <Route path="/player/tv/:id/:season/:episode" element={<p>Player page</p>} />
    </Routes>,
  );
}

const settingsRead = () =>
  vi.mocked(useSetting).mock.calls.filter(([key]) => key !== 'gridSize').length;

beforeEach(() => {
  useSettingsStore.getState().actions.reset();
  useLibraryStore.getState().actions.clear();
  useFavoritesStore.getState().actions.clear();
  vi.mocked(useIsInLibrary).mockClear();
  vi.mocked(useIsFavorite).mockClear();
  vi.mocked(useSetting).mockClear();
});

describe('MediaCard', () => {
  it('reads the lists and the display settings only once it is pointed at', () => {
    useLibraryStore.getState().actions.add(title(2));
    renderRow(6);
    expect(screen.getAllByRole('article')).toHaveLength(6);
    // A row of cards, as a long grid builds one a frame: posters and titles, nothing read.
    expect(useIsInLibrary).not.toHaveBeenCalled();
    expect(useIsFavorite).not.toHaveBeenCalled();
    expect(settingsRead()).toBe(0);

    fireEvent.pointerEnter(screen.getAllByRole('article')[1]!);
    expect(useIsInLibrary).toHaveBeenCalled();
    expect(useIsFavorite).toHaveBeenCalled();
    expect(settingsRead()).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Remove Show 2 from library' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByText('7.9')).toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(4);
  });

  it('hovered, follows the lists, toggles them and plays where asked', () => {
    renderRow(1);
    fireEvent.pointerEnter(screen.getByRole('article'));
    fireEvent.click(screen.getByRole('button', { name: 'Add Show 1 to library' }));
    expect(useLibraryStore.getState().entries.map((e) => e.id)).toEqual([1]);
    expect(screen.getByRole('button', { name: 'Remove Show 1 from library' })).toBeInTheDocument();
    // A change made elsewhere reaches the open overlay.
    act(() => useFavoritesStore.getState().actions.add(title(1)));
    expect(
      screen.getByRole('button', { name: 'Remove Show 1 from favorites' }),
    ).toBeInTheDocument();
    act(() => useSettingsStore.getState().actions.update({ showRatings: false }));
    expect(screen.queryByText('7.9')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Play Show 1' }));
    expect(screen.getByText('Player page')).toBeInTheDocument();
  });
});
