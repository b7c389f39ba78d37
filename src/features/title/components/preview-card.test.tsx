import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CATALOG_PREFERENCES } from '@/lib/tmdb/preferences';
import type { MediaDetails, MediaItem } from '@/lib/tmdb/types';
import { renderWithProviders } from '@/test/render-app';
import { mediaDetailsQueryOptions } from '@/lib/catalog';
import { useFavoritesStore, useLibraryStore } from '@/lib/storage/video-lists';
import { useSettingsStore } from '@/lib/settings';
import { TRAILER_SANDBOX } from '@/components/trailer';
import { CARD_TRAILER_DELAY_MS } from './hover-trailer';
import { PreviewCard } from './preview-card';

const item: MediaItem = {
  id: 11,
  type: 'movie',
  title: 'Heat',
  overview: '',
  posterPath: '/heat.jpg',
  backdropPath: null,
  voteAverage: 8.26,
  releaseDate: '1995-12-15',
  genreIds: [],
  popularity: 1,
};

const details: MediaDetails = {
  ...item,
  genres: [],
  runtime: 170,
  numberOfSeasons: null,
  status: null,
  tagline: null,
  productionCompanies: [],
  spokenLanguages: [],
  cast: [],
  similar: [],
  videos: [
    { key: 'tease', name: 'Teaser', site: 'YouTube', type: 'Teaser', official: true },
    { key: 'main', name: 'Main Trailer', site: 'YouTube', type: 'Trailer', official: true },
  ],
  imdbId: null,
  seasons: [],
};

const fetchSpy = vi.fn((input: string) =>
  Promise.resolve(new Response(JSON.stringify(input.includes('genre') ? { genres: [] } : {}))),
);

function renderCard() {
  const result = renderWithProviders(
    <Routes>
      <Route path="/" element={<PreviewCard item={item} />} />
      <Route path="/movie/:id" element={<p>Detail page</p>} />
      <Route path="/player/*" element={<p>Player page</p>} />
    </Routes>,
  );
  result.queryClient.setQueryData(
    mediaDetailsQueryOptions(DEFAULT_CATALOG_PREFERENCES, 'movie', 11).queryKey,
    details,
  );
  return result;
}

const frame = () => document.querySelector('iframe');
const card = () => screen.getByRole('article');
/** The pointer arriving: it builds the card's overlay and preview slot, then the hover starts. */
const hover = () => {
  fireEvent.pointerEnter(card());
  fireEvent.mouseEnter(card());
};

beforeEach(() => {
  useSettingsStore.getState().actions.reset();
  useLibraryStore.getState().actions.clear();
  useFavoritesStore.getState().actions.clear();
  fetchSpy.mockClear();
  vi.stubGlobal('fetch', fetchSpy);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('PreviewCard', () => {
  it('plays the muted trailer only after a full second of hover, and stops on leave', () => {
    vi.useFakeTimers();
    renderCard();
    hover();
    act(() => vi.advanceTimersByTime(CARD_TRAILER_DELAY_MS - 1));
    expect(frame()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    const src = new URL(frame()!.src, 'http://app.test');
    expect(src.pathname).toBe('/embed/demo/trailer/main');
    expect(src.searchParams.get('mute')).toBe('1');
    expect(frame()).toHaveAttribute('sandbox', TRAILER_SANDBOX);
    fireEvent.mouseLeave(card());
    expect(frame()).toBeNull();
  });

  it('does not fetch details for a brief hover', () => {
    vi.useFakeTimers();
    const { queryClient } = renderWithProviders(<PreviewCard item={{ ...item, id: 12 }} />);
    hover();
    act(() => vi.advanceTimersByTime(CARD_TRAILER_DELAY_MS / 2));
    fireEvent.mouseLeave(card());
    act(() => vi.advanceTimersByTime(CARD_TRAILER_DELAY_MS * 2));
    expect(
      queryClient.getQueryState(
        mediaDetailsQueryOptions(DEFAULT_CATALOG_PREFERENCES, 'movie', 12).queryKey,
      ),
    ).toBeUndefined();
  });

  it('shows no hover trailer with reduced motion or with thumbnails off', () => {
    vi.useFakeTimers();
    useSettingsStore.getState().actions.update({ showThumbnails: false });
    renderCard();
    hover();
    act(() => vi.advanceTimersByTime(CARD_TRAILER_DELAY_MS * 2));
    expect(frame()).toBeNull();
  });

  it('shows title, rating and year, and every button is named and reachable by keyboard', async () => {
    const user = userEvent.setup();
    renderCard();
    expect(screen.getByRole('link', { name: 'Heat' })).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Heat' })).toHaveFocus();
    // Focus builds the layer at the page's next idle moment, in a transition.
    expect(await screen.findByText('8.3')).toBeInTheDocument();
    expect(screen.getByText('1995')).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Play Heat' })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Remove Heat from library' })).toBeInTheDocument();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Remove Heat from favorites' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Details for Heat' })).toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'Heat' }));
    expect(screen.getByText('Detail page')).toBeInTheDocument();
  });
});
