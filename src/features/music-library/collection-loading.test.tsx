import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-app';
import { song } from '../../test/song-fixtures';
import PlaylistRoute from './playlists/playlist-route';
import PlaylistsRoute from './playlists/playlists-route';
import LikedSongsRoute from './liked-songs-route';
import MusicLibraryRoute from './music-library-route';
import RecentRoute from './recent-route';
import {
  initialCollectionState,
  useCollectionStore,
  toEntry,
} from '@/lib/storage/music-collection';
import {
  beginHydration,
  finishHydration,
  useCollectionReadyStore,
} from '@/lib/storage/music-collection/collection.store';

// The test reads the stored lists in itself (below), so the pages' own start does nothing.
const initCollection = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('@/lib/storage/music-collection/collection-persistence', () => ({ initCollection }));

const LOADING = 'Loading your music…';
const mix = toEntry({ id: 'mix', name: 'Road trip', createdAt: '', songs: [song('a')] });

beforeEach(() => {
  useCollectionStore.setState(initialCollectionState(), true);
  useCollectionReadyStore.setState({ ready: false });
  initCollection.mockClear();
  beginHydration();
});

const stored = () => ({ ...initialCollectionState(), playlists: [mix], favorites: [song('b')] });

function renderAt(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/music/library" element={<MusicLibraryRoute />} />
      <Route path="/music/playlists" element={<PlaylistsRoute />} />
      <Route path="/music/playlist/:id" element={<PlaylistRoute />} />
      <Route path="/music/favorites" element={<LikedSongsRoute />} />
      <Route path="/music/recent" element={<RecentRoute />} />
    </Routes>,
    { route: path },
  );
}

describe('music pages while the stored collection loads', () => {
  it('the library says it is loading, never "No playlists yet" or "0 playlists"', () => {
    renderAt('/music/library');
    expect(initCollection).toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent(LOADING);
    expect(screen.queryByText('No playlists yet')).toBeNull();
    expect(screen.queryByText('0 playlists')).toBeNull();
    // What does not depend on the lists stays usable meanwhile.
    expect(screen.getByRole('button', { name: 'Create Playlist' })).toBeEnabled();

    act(() => finishHydration(stored()));
    expect(screen.queryByText(LOADING)).toBeNull();
    expect(screen.getByRole('link', { name: /Road trip/ })).toBeInTheDocument();
    expect(screen.getByText('1 playlist')).toBeInTheDocument();
  });

  it('the library leads to Rewind once the lists are in', () => {
    renderAt('/music/library');
    act(() => finishHydration(stored()));
    expect(screen.getByRole('link', { name: /Rewind/ })).toHaveAttribute('href', '/rewind');
  });

  it('Your Playlists shows neither a count nor the empty state until the lists are in', () => {
    renderAt('/music/playlists');
    expect(screen.getByRole('status')).toHaveTextContent(LOADING);
    expect(screen.queryByText('0 playlists')).toBeNull();
    expect(screen.queryByText('No playlists yet')).toBeNull();

    // Only the built-in Downloads playlist: the count agrees with "No playlists yet".
    const downloads = toEntry({ id: 'downloads', name: 'Downloads', createdAt: '', songs: [] });
    act(() => finishHydration({ ...initialCollectionState(), playlists: [downloads] }));
    expect(screen.getByText('No playlists yet')).toBeInTheDocument();
    expect(screen.getByText('0 playlists')).toBeInTheDocument();
  });

  it('a playlist opened by its address is not "not found" before the lists are in', () => {
    renderAt('/music/playlist/mix');
    expect(screen.getByRole('status')).toHaveTextContent(LOADING);
    expect(screen.queryByText('Playlist not found')).toBeNull();

    act(() => finishHydration(stored()));
    expect(screen.getByRole('heading', { level: 1, name: 'Road trip' })).toBeInTheDocument();
  });

  it('a playlist that is not there is "not found" once the lists are in', () => {
    renderAt('/music/playlist/gone');
    act(() => finishHydration(stored()));
    expect(screen.getByText('Playlist not found')).toBeInTheDocument();
  });

  it.each([
    ['/music/favorites', 'No liked songs yet'],
    ['/music/recent', 'No recently played songs'],
  ])('%s waits for the lists before saying it is empty', (path, empty) => {
    renderAt(path);
    expect(screen.getByRole('status')).toHaveTextContent(LOADING);
    expect(screen.queryByText(empty)).toBeNull();
    expect(screen.queryByText('0 songs')).toBeNull();

    act(() => finishHydration(initialCollectionState()));
    expect(screen.getByText(empty)).toBeInTheDocument();
  });
});
