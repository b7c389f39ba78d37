import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PlayerBarRegion,
  initialPlayerState,
  playSong,
  usePlayerStore,
} from '@/features/music-player';
import { song } from '@/test/song-fixtures';
import GlobalShortcuts from './global-shortcuts';

vi.mock('@/features/music-player/engine/start-engine', () => ({ ensureAudioEngine: () => {} }));

beforeEach(() => usePlayerStore.setState(initialPlayerState(), true));

// The keys that the player bar answered before the app-wide shortcuts took them over.
describe('the keyboard with the player bar', () => {
  it('Space toggles play except inside text fields; mute and unmute to 0.7', async () => {
    act(() => playSong(song('a'), [song('a')], 0));
    render(
      <MemoryRouter>
        <input aria-label="Search" />
        <PlayerBarRegion />
        <GlobalShortcuts musicShown />
      </MemoryRouter>,
    );
    await screen.findByRole('region', { name: 'Music player' });
    // The music keys arrive with the player's code (already loaded here).
    await act(() => import('../music-keys'));
    await userEvent.click(screen.getByRole('textbox', { name: 'Search' }));
    await userEvent.keyboard(' ');
    expect(usePlayerStore.getState().isPlaying).toBe(true);
    (document.activeElement as HTMLElement).blur();
    await userEvent.keyboard(' ');
    expect(usePlayerStore.getState().isPlaying).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Mute' }));
    expect(usePlayerStore.getState().volume).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Unmute' }));
    expect(usePlayerStore.getState().volume).toBe(0.7);
  });

  it('Space on a focused player button presses it once, without toggling twice', async () => {
    act(() => playSong(song('a'), [song('a')], 0));
    render(
      <MemoryRouter>
        <PlayerBarRegion />
        <GlobalShortcuts musicShown />
      </MemoryRouter>,
    );
    await screen.findByRole('region', { name: 'Music player' });
    await act(() => import('../music-keys'));
    screen.getByRole('button', { name: 'Pause' }).focus();
    await userEvent.keyboard(' ');
    expect(usePlayerStore.getState().isPlaying).toBe(false);
  });

  it('Q opens the Queue and closes it again; → seeks 10 s', async () => {
    act(() => playSong(song('a'), [song('a'), song('b')], 0));
    render(
      <MemoryRouter>
        <PlayerBarRegion />
        <GlobalShortcuts musicShown />
      </MemoryRouter>,
    );
    await screen.findByRole('region', { name: 'Music player' });
    await act(() => import('../music-keys'));
    await userEvent.keyboard('q');
    expect(await screen.findByRole('dialog', { name: 'Queue' })).toBeInTheDocument();
    await userEvent.keyboard('q');
    expect(screen.queryByRole('dialog', { name: 'Queue' })).not.toBeInTheDocument();
    act(() => usePlayerStore.setState({ duration: 60, currentTime: 5 }));
    await userEvent.keyboard('{ArrowRight}');
    expect(usePlayerStore.getState().currentTime).toBe(15);
  });
});
