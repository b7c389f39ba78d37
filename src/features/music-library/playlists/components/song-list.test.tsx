import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initialCollectionState, useCollectionStore } from '@/lib/storage/music-collection';
import { initialPlayerState, usePlayerStore } from '@/features/music-player';
import { useAddTarget } from '../model/add-target';
import { song } from '@/test/song-fixtures';
import { SongList } from './song-list';

beforeEach(() => {
  // jsdom has no scrolling; the window virtualiser only needs the call to exist.
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  usePlayerStore.setState(initialPlayerState(), true);
  useCollectionStore.setState(initialCollectionState(), true);
  useAddTarget.setState({ song: null });
});

describe('SongList', () => {
  it('renders only the rows in view of a 5 000-song list', () => {
    const songs = Array.from({ length: 5000 }, (_, i) => song(`s${i}`));
    render(<SongList songs={songs} label="Big" />);
    const rows = within(screen.getByRole('list', { name: 'Big' })).getAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(100);
    expect(rows[0]).toHaveAttribute('aria-setsize', '5000');
  });

  it("plays a row with the list as queue; the '...' menu likes, queues and opens Add to playlist", async () => {
    const user = userEvent.setup();
    const songs = [song('a'), song('b')];
    render(<SongList songs={songs} label="Small" />);
    await user.click(screen.getByRole('button', { name: 'Play Song b' }));
    expect(usePlayerStore.getState()).toMatchObject({ currentIndex: 1 });
    expect(usePlayerStore.getState().queue.map((s) => s.id)).toEqual(['a', 'b']);

    await user.click(screen.getByRole('button', { name: 'More options for Song a' }));
    const menu = screen.getByRole('menu', { name: 'Options for Song a' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((m) => m.textContent),
    ).toEqual(['Like', 'Add to queue', 'Play next', 'Add to playlist', 'Download']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Like' }));
    expect(useCollectionStore.getState().favorites.map((s) => s.id)).toEqual(['a']);

    await user.click(screen.getByRole('button', { name: 'More options for Song a' }));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(usePlayerStore.getState().queue.map((s) => s.id)).toEqual(['a', 'b', 'a']);

    await user.click(screen.getByRole('button', { name: 'More options for Song a' }));
    await user.click(screen.getByRole('menuitem', { name: 'Add to playlist' }));
    expect(useAddTarget.getState().song?.id).toBe('a');
  });
});
