import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initialCollectionState, useCollectionStore } from '@/lib/storage/music-collection';
import { initialPlayerState, usePlayerStore } from '@/features/music-player';
import { useAddTarget } from '../model/add-target';
import { song } from '@/test/song-fixtures';
import { setLocalAudio } from '@/lib/music/local-audio';
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

  it('outlines the rows it has not built, out of reach of assistive technology', () => {
    const songs = Array.from({ length: 5000 }, (_, i) => song(`s${i}`));
    render(<SongList songs={songs} label="Big" />);
    const list = screen.getByRole('list', { name: 'Big' });
    const built = within(list).getAllByRole('listitem').length;
    const outline = list.querySelector(':scope > [aria-hidden="true"]') as HTMLElement;
    expect(outline).not.toBeNull();
    // Moved by a transform (its own layer), so building rows does not paint the outline again.
    expect(outline.style.transform).toBe(`translateY(${built * 56}px)`);
    expect(outline.style.height).toBe(`${(5000 - built) * 56}px`);
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

  it('builds its rows without SVG elements: the buttons draw their icons in CSS', () => {
    const songs = Array.from({ length: 100 }, (_, i) => song(`s${i}`));
    render(<SongList songs={songs} label="Big" onRemove={() => undefined} />);
    const list = screen.getByRole('list', { name: 'Big' });
    expect(within(list).getAllByRole('button', { name: /^Play Song / }).length).toBeGreaterThan(0);
    expect(within(list).getAllByRole('button', { name: /^Remove Song / }).length).toBeGreaterThan(
      0,
    );
    expect(list.querySelectorAll('svg')).toHaveLength(0);
  });

  it("shows a downloaded song's stored cover on its row, read by the list for all its rows", () => {
    vi.stubGlobal('URL', {
      ...URL,
      createObjectURL: vi.fn(() => 'blob:cover'),
      revokeObjectURL: vi.fn(),
    });
    try {
      const withArt = { ...song('a'), image: [{ quality: '150x150', url: '/art/a-150.jpg' }] };
      render(<SongList songs={[withArt, song('b')]} label="Small" />);
      const art = () => screen.getByRole('list', { name: 'Small' }).querySelector('img');
      expect(art()).toHaveAttribute('src', '/art/a-150.jpg');
      act(() => setLocalAudio('a', new Blob(['mp3']), new Blob(['jpeg'], { type: 'image/jpeg' })));
      expect(art()).toHaveAttribute('src', 'blob:cover');
      act(() => setLocalAudio('a', null));
      expect(art()).toHaveAttribute('src', '/art/a-150.jpg');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("opens the '...' menu on its first item; Escape closes it back to its button, as does a press outside", async () => {
    const user = userEvent.setup();
    render(<SongList songs={[song('a'), song('b')]} label="Small" />);
    const button = screen.getByRole('button', { name: 'More options for Song b' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    const menu = screen.getByRole('menu', { name: 'Options for Song b' });
    expect(button).toHaveAttribute('aria-controls', menu.id);
    expect(within(menu).getByRole('menuitem', { name: 'Like' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(within(menu).getByRole('menuitem', { name: 'Download' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    await user.click(screen.getByText('Song a'));
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
