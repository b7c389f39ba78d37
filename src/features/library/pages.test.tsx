import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-app';
import { useSettingsStore } from '@/lib/settings';
import ContinueRoute from './continue-route';
import FavoritesRoute from './favorites-route';
import HistoryRoute from './history-route';
import LibraryRoute from './library-route';
import {
  libraryStorage,
  useFavoritesStore,
  useLibraryStore,
  useContinueWatchingStore,
  useWatchHistoryStore,
} from '@/lib/storage/video-lists';
import { mediaItem } from '@/test/media-fixtures';

/** A card builds its rating, year and buttons when the pointer reaches it. */
const hoverCards = () =>
  screen.queryAllByRole('article').forEach((card) => fireEvent.pointerEnter(card));

beforeEach(() => {
  useLibraryStore.getState().actions.clear();
  useFavoritesStore.getState().actions.clear();
  useContinueWatchingStore.getState().actions.clear();
  useWatchHistoryStore.getState().actions.clear();
  useSettingsStore.getState().actions.reset();
});

function Where() {
  return <p>Player page {useLocation().pathname}</p>;
}

/** Renders a page plus stand-in routes so navigation can be observed. */
function renderPage(page: React.ReactElement, path: string) {
  return renderWithProviders(
    <Routes>
      <Route path={path} element={page} />
      <Route path="/" element={<p>Home page</p>} />
      <Route path="/player/*" element={<Where />} />
      <Route path="/movie/:id" element={<p>Movie detail</p>} />
      <Route path="/tv/:id" element={<p>TV detail</p>} />
    </Routes>,
    { route: path },
  );
}

describe('My Library page', () => {
  it('shows the empty state with Browse Content to /', async () => {
    renderPage(<LibraryRoute />, '/library');
    expect(screen.getByRole('heading', { name: 'Your Library' })).toBeInTheDocument();
    expect(screen.getByText('Your library is empty')).toBeInTheDocument();
    expect(screen.getByText('0 items')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear Library' })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Browse Content' }));
    expect(screen.getByText('Home page')).toBeInTheDocument();
  });

  it('lists entries with a count and clears only after confirmation', async () => {
    useLibraryStore.getState().actions.add(mediaItem({ id: 1, title: 'Alpha' }));
    useLibraryStore.getState().actions.add(mediaItem({ id: 2, title: 'Beta', type: 'tv' }));
    renderPage(<LibraryRoute />, '/library');
    expect(screen.getByText('2 items')).toBeInTheDocument();
    const grid = screen.getByRole('list', { name: 'Library' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Clear Library' }));
    const dialog = screen.getByRole('dialog', { name: 'Clear Library' });
    expect(dialog).toHaveTextContent('Are you sure you want to clear your entire library?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('2 items')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Clear Library' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Clear' }),
    );
    expect(screen.getByText('Your library is empty')).toBeInTheDocument();
    expect(libraryStorage.read()).toEqual([]);
  });

  it('shows a large library in steps of 60 cards, counting every entry', async () => {
    for (let id = 1; id <= 130; id += 1) {
      useLibraryStore.getState().actions.add(mediaItem({ id, title: `Title ${id}` }));
    }
    renderPage(<LibraryRoute />, '/library');
    expect(screen.getByText('130 items')).toBeInTheDocument();
    const grid = screen.getByRole('list', { name: 'Library' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(60);
    await userEvent.click(screen.getByRole('button', { name: 'Show more (70 left)' }));
    expect(within(grid).getAllByRole('listitem')).toHaveLength(120);
    await userEvent.click(screen.getByRole('button', { name: 'Show more (10 left)' }));
    expect(within(grid).getAllByRole('listitem')).toHaveLength(130);
  });

  it('updates when another tab changes the library', () => {
    renderPage(<LibraryRoute />, '/library');
    act(() => {
      libraryStorage.write([{ ...mediaItem({ id: 7, title: 'From another tab' }), addedAt: 'x' }]);
      window.dispatchEvent(new StorageEvent('storage', { key: 'reelbeat_library' }));
    });
    expect(screen.getByRole('link', { name: 'From another tab' })).toBeInTheDocument();
  });

  it('card buttons toggle library and favorites, play and open details', async () => {
    useLibraryStore.getState().actions.add(mediaItem({ id: 3, title: 'Gamma' }));
    renderPage(<LibraryRoute />, '/library');
    hoverCards();
    await userEvent.click(screen.getByRole('button', { name: 'Add Gamma to favorites' }));
    expect(useFavoritesStore.getState().entries.map((e) => e.id)).toEqual([3]);
    expect(screen.getByRole('button', { name: 'Remove Gamma from favorites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Play Gamma' }));
    expect(screen.getByText('Player page /player/movie/3')).toBeInTheDocument();
  });

  it('the card title opens the detail page', async () => {
    useLibraryStore.getState().actions.add(mediaItem({ id: 4, title: 'Delta', type: 'tv' }));
    renderPage(<LibraryRoute />, '/library');
    expect(screen.getByRole('link', { name: 'Delta' })).toHaveAttribute('href', '/tv/4');
    hoverCards();
    await userEvent.click(screen.getByRole('button', { name: 'Details for Delta' }));
    expect(screen.getByText('TV detail')).toBeInTheDocument();
  });

  it('hides rating, year and genres when the settings say so', () => {
    useLibraryStore.getState().actions.add(mediaItem({ id: 5, title: 'Eps' }));
    useSettingsStore.getState().actions.update({ showRatings: false, showYear: false });
    renderPage(<LibraryRoute />, '/library');
    hoverCards();
    expect(screen.getByRole('button', { name: 'Play Eps' })).toBeInTheDocument();
    expect(screen.queryByText('7.3')).toBeNull();
    expect(screen.queryByText('2020')).toBeNull();
  });
});

describe('Favorites page', () => {
  it('shows the empty state with the heart hint', () => {
    renderPage(<FavoritesRoute />, '/favorites');
    expect(screen.getByText('No favorites yet')).toBeInTheDocument();
    expect(screen.getByText(/heart icon/)).toBeInTheDocument();
  });

  it('counts favorites and clears them after confirmation', async () => {
    useFavoritesStore.getState().actions.add(mediaItem({ id: 1, title: 'Alpha' }));
    renderPage(<FavoritesRoute />, '/favorites');
    expect(screen.getByText('1 favorite')).toBeInTheDocument();
    hoverCards();
    expect(screen.getByText('7.3')).toBeInTheDocument();
    expect(screen.getByText('2020')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear Favorites' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to clear all favorites?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear' }));
    expect(screen.getByText('No favorites yet')).toBeInTheDocument();
  });
});

describe('Watch History page', () => {
  it('shows the empty state', () => {
    renderPage(<HistoryRoute />, '/history');
    expect(screen.getByText('No watch history')).toBeInTheDocument();
  });

  it('leads to Rewind all year round', () => {
    renderPage(<HistoryRoute />, '/history');
    expect(screen.getByRole('link', { name: 'Your Rewind' })).toHaveAttribute('href', '/rewind');
  });

  it('lists entries and clears them after confirmation', async () => {
    useWatchHistoryStore.getState().actions.record(mediaItem({ id: 1, title: 'Alpha' }));
    renderPage(<HistoryRoute />, '/history');
    expect(screen.getByRole('link', { name: 'Alpha' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear History' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to clear your watch history?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear' }));
    expect(screen.getByText('No watch history')).toBeInTheDocument();
  });
});

describe('Continue Watching page', () => {
  it('shows the empty state', () => {
    renderPage(<ContinueRoute />, '/continue');
    expect(screen.getByText('No content to continue')).toBeInTheDocument();
  });

  it('shows episode, percent and progress; Play resumes; Remove deletes', async () => {
    const { actions } = useContinueWatchingStore.getState();
    actions.save({ item: mediaItem({ id: 1, title: 'Movie A' }), progress: 12.4 });
    actions.save({
      item: mediaItem({ id: 2, title: 'Show B', type: 'tv' }),
      season: 2,
      episode: 3,
      progress: 55,
    });
    renderPage(<ContinueRoute />, '/continue');
    expect(screen.getByText('S2E3')).toBeInTheDocument();
    expect(screen.getByText('55% watched')).toBeInTheDocument();
    expect(screen.getByText('12% watched')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Show B progress' })).toHaveAttribute(
      'aria-valuenow',
      '55',
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Remove Movie A from continue watching' }),
    );
    expect(screen.queryByText('Movie A')).toBeNull();
    hoverCards();
    await userEvent.click(screen.getByRole('button', { name: 'Play Show B' }));
    expect(screen.getByText('Player page /player/tv/2/2/3')).toBeInTheDocument();
  });
});
