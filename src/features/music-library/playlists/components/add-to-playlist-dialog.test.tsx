import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it, vi } from 'vitest';
import {
  initialCollectionState,
  toEntry,
  useCollectionStore,
} from '@/lib/storage/music-collection';
import {
  beginHydration,
  finishHydration,
  useCollectionReadyStore,
} from '@/lib/storage/music-collection/collection.store';
import { song } from '@/test/song-fixtures';
import { useAddedToast } from '../model/added-toast';
import { AddToPlaylistDialog } from './add-to-playlist-dialog';

// The tests put the lists in the store themselves; the dialog's own start of loading does nothing.
vi.mock('@/lib/storage/music-collection/collection-persistence', () => ({
  initCollection: () => Promise.resolve(),
}));

beforeEach(() => {
  localStorage.clear();
  useCollectionReadyStore.setState({ ready: true });
  useCollectionStore.setState(
    {
      ...initialCollectionState(),
      playlists: [toEntry({ id: 'p1', name: 'Has it', createdAt: '', songs: [song('a')] })],
    },
    true,
  );
});

it('marks playlists that hold the song, and creates a playlist within the limits', async () => {
  const user = userEvent.setup();
  const onClose = vi.fn();
  render(<AddToPlaylistDialog song={song('a')} onClose={onClose} />);
  expect(screen.getByRole('button', { name: 'Has it, already added' })).toBeDisabled();

  await user.click(screen.getByRole('button', { name: 'Create new playlist' }));
  const create = screen.getByRole('button', { name: 'Create' });
  expect(create).toBeDisabled();
  await user.type(screen.getByLabelText('Playlist name'), '   ');
  expect(create).toBeDisabled();
  await user.clear(screen.getByLabelText('Playlist name'));
  // Pasted: typing 51 characters one render at a time took seconds on a busy machine.
  await user.click(screen.getByLabelText('Playlist name'));
  await user.paste('x'.repeat(51));
  await user.click(create);
  expect(screen.getByText('Playlist name must be 50 characters or fewer')).toBeInTheDocument();

  await user.clear(screen.getByLabelText('Playlist name'));
  await user.type(screen.getByLabelText('Playlist name'), '  Fresh  ');
  await user.click(screen.getByRole('button', { name: 'Create' }));
  const fresh = useCollectionStore.getState().playlists.find((p) => p.name === 'Fresh');
  expect(fresh?.songs?.map((s) => s.id)).toEqual(['a']);
  expect(fresh && 'description' in fresh).toBe(false);
  expect(screen.getByRole('button', { name: 'Fresh, already added' })).toBeDisabled();
  // The song is in: the dialog closes, and the toast says where it went, with Undo.
  expect(onClose).toHaveBeenCalledOnce();
  expect(useAddedToast.getState().toast).toMatchObject({ playlistName: 'Fresh', songId: 'a' });
});

it('says the playlists are loading, not that there are none, before the stored lists are in', () => {
  useCollectionReadyStore.setState({ ready: false });
  beginHydration();
  render(<AddToPlaylistDialog song={song('a')} onClose={() => undefined} />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading your music…');
  expect(screen.queryByText('No playlists yet')).toBeNull();
  // Creating one meanwhile stays possible: its actions wait for the stored lists.
  expect(screen.getByRole('button', { name: 'Create new playlist' })).toBeEnabled();

  act(() =>
    finishHydration({
      ...initialCollectionState(),
      playlists: [toEntry({ id: 'p2', name: 'Stored', createdAt: '', songs: [] })],
    }),
  );
  expect(screen.queryByText('Loading your music…')).toBeNull();
  expect(screen.getByRole('button', { name: 'Add to Stored' })).toBeEnabled();
});
