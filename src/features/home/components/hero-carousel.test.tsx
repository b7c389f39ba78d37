import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CATALOG_PREFERENCES } from '@/lib/tmdb/preferences';
import type { MediaDetails, MediaItem, Video } from '@/lib/tmdb/types';
import { renderWithProviders } from '@/test/render-app';
import { mediaDetailsQueryOptions } from '@/lib/catalog';
import { useLibraryStore } from '@/lib/storage/video-lists';
import { useSettingsStore } from '@/lib/settings';
import { TRAILER_SANDBOX } from '@/components/trailer';
import { HERO_ADVANCE_MS, HeroCarousel, wrapIndex } from './hero-carousel';
import { HERO_TRAILER_DELAY_MS } from './hero-trailer';

const item = (id: number, type: 'movie' | 'tv' = 'movie'): MediaItem => ({
  id,
  type,
  title: `Slide ${id}`,
  overview: '',
  posterPath: null,
  backdropPath: `/b${id}.jpg`,
  voteAverage: 7.46,
  releaseDate: '2021-06-01',
  genreIds: [],
  popularity: 1,
});

const items = [1, 2, 3, 4, 5, 6].map((id) => item(id, id === 2 ? 'tv' : 'movie'));

const video = (key: string, type: string, name = key): Video => ({
  key,
  name,
  type,
  site: 'YouTube',
  official: true,
});

function details(base: MediaItem, videos: Video[]): MediaDetails {
  return {
    ...base,
    genres: [],
    runtime: null,
    numberOfSeasons: null,
    status: null,
    tagline: null,
    productionCompanies: [],
    spokenLanguages: [],
    cast: [],
    similar: [],
    videos,
    imdbId: null,
    seasons: [],
  };
}

const shownTitle = () => screen.getByRole('group', { name: /^Slide/ }).getAttribute('aria-label');

beforeEach(() => {
  vi.useFakeTimers();
  useSettingsStore.getState().actions.reset();
  useLibraryStore.getState().actions.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => undefined)),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('HeroCarousel', () => {
  it('wraps indices at both ends', () => {
    expect(wrapIndex(-1, 5)).toBe(4);
    expect(wrapIndex(5, 5)).toBe(0);
  });

  it('shows the first slide at once and fades in only the slides moved to', () => {
    renderWithProviders(<HeroCarousel items={items} />);
    const slide = () => screen.getByRole('group', { name: /^Slide/ });
    // The first slide is the page's main content: a fade would hold back its first paint.
    expect(slide().className).not.toMatch(/changed/);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(slide().className).toMatch(/changed/);
  });

  it('shows the first five with rating, year and type label; arrows wrap', () => {
    renderWithProviders(<HeroCarousel items={items} />);
    expect(shownTitle()).toBe('Slide 1');
    expect(screen.getByText('7.5')).toBeInTheDocument();
    expect(screen.getByText('2021')).toBeInTheDocument();
    expect(screen.getByText('Movie')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Show slide/ })).toHaveLength(5);

    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(shownTitle()).toBe('Slide 5');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shownTitle()).toBe('Slide 2');
    expect(screen.getByText('TV Series')).toBeInTheDocument();
  });

  it('auto-advances every 300000 ms, wrapping after the fifth', () => {
    renderWithProviders(<HeroCarousel items={items} />);
    act(() => vi.advanceTimersByTime(HERO_ADVANCE_MS - 1));
    expect(shownTitle()).toBe('Slide 1');
    act(() => vi.advanceTimersByTime(1));
    expect(shownTitle()).toBe('Slide 2');
    for (let i = 0; i < 4; i += 1) act(() => vi.advanceTimersByTime(HERO_ADVANCE_MS));
    expect(shownTitle()).toBe('Slide 1');
  });

  it('does not auto-advance when reduced motion is asked for', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    renderWithProviders(<HeroCarousel items={items} />);
    act(() => vi.advanceTimersByTime(HERO_ADVANCE_MS * 2));
    expect(shownTitle()).toBe('Slide 1');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('plays the preferred trailer after 2 s, muted, and the toggle rebuilds the embed', () => {
    const { queryClient } = renderWithProviders(<HeroCarousel items={items} />);
    queryClient.setQueryData(
      mediaDetailsQueryOptions(DEFAULT_CATALOG_PREFERENCES, 'movie', 1).queryKey,
      details(items[0]!, [
        video('clip', 'Clip'),
        video('teaser', 'Teaser'),
        video('trailer', 'Trailer', 'Trailer 2'),
        video('official', 'Trailer', 'Official Trailer'),
      ]),
    );
    act(() => vi.advanceTimersByTime(HERO_TRAILER_DELAY_MS - 1));
    expect(document.querySelector('iframe')).toBeNull();
    // The page has been quiet since the render (no long tasks here): the trailer follows at
    // once, after the idle callback's turn.
    act(() => vi.advanceTimersByTime(2));
    const frame = () => new URL(document.querySelector('iframe')!.src, 'http://app.test');
    expect(frame().pathname).toBe('/embed/demo/trailer/official');
    expect(frame().searchParams.get('mute')).toBe('1');
    expect(frame().searchParams.get('enablejsapi')).toBe('1');
    // Neither the video site nor anything it loads may navigate the app or open windows.
    expect(document.querySelector('iframe')).toHaveAttribute('sandbox', TRAILER_SANDBOX);
    fireEvent.click(screen.getByRole('button', { name: 'Unmute trailer' }));
    expect(frame().searchParams.get('mute')).toBe('0');
    expect(screen.getByRole('button', { name: 'Mute trailer' })).toBeInTheDocument();
  });

  it('keeps the trailer away while the visitor saves data, and plays it once they stop', () => {
    const listeners: Array<() => void> = [];
    const connection = {
      saveData: true,
      addEventListener: (_: string, listener: () => void) => listeners.push(listener),
      removeEventListener: () => undefined,
    };
    Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
    const { queryClient } = renderWithProviders(<HeroCarousel items={items} />);
    queryClient.setQueryData(
      mediaDetailsQueryOptions(DEFAULT_CATALOG_PREFERENCES, 'movie', 1).queryKey,
      details(items[0]!, [video('official', 'Trailer')]),
    );
    act(() => vi.advanceTimersByTime(HERO_TRAILER_DELAY_MS * 2));
    expect(document.querySelector('iframe')).toBeNull();
    connection.saveData = false;
    act(() => listeners.forEach((listener) => listener()));
    expect(document.querySelector('iframe')).not.toBeNull();
    Object.defineProperty(navigator, 'connection', { value: undefined, configurable: true });
  });

  it('removes the trailer while the tab is hidden', () => {
    const { queryClient } = renderWithProviders(<HeroCarousel items={items} />);
    queryClient.setQueryData(
      mediaDetailsQueryOptions(DEFAULT_CATALOG_PREFERENCES, 'movie', 1).queryKey,
      details(items[0]!, [video('official', 'Trailer')]),
    );
    act(() => vi.advanceTimersByTime(HERO_TRAILER_DELAY_MS + 1));
    expect(document.querySelector('iframe')).not.toBeNull();
    const setHidden = (hidden: boolean) => {
      Object.defineProperty(document, 'hidden', { value: hidden, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    act(() => setHidden(true));
    expect(document.querySelector('iframe')).toBeNull();
    act(() => setHidden(false));
    expect(document.querySelector('iframe')).not.toBeNull();
    Reflect.deleteProperty(document, 'hidden');
  });

  it('shows no trailer when trailer autoplay is off', () => {
    useSettingsStore.getState().actions.update({ autoplayTrailer: false });
    renderWithProviders(<HeroCarousel items={items} />);
    act(() => vi.advanceTimersByTime(HERO_TRAILER_DELAY_MS * 2));
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('My List toggles to In Library', () => {
    renderWithProviders(<HeroCarousel items={items} />);
    fireEvent.click(screen.getByRole('button', { name: 'My List' }));
    expect(screen.getByRole('button', { name: 'In Library' })).toBeInTheDocument();
    expect(useLibraryStore.getState().entries[0]).toMatchObject({ id: 1, type: 'movie' });
  });
});
