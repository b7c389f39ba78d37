import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { initialPlayerState, usePlayerStore } from './model/player.store';
import { playSong } from './player-actions';
import { song } from '@/test/song-fixtures';
import { PlayerBarRegion } from './player-bar-region';

vi.mock('./engine/start-engine', () => ({ ensureAudioEngine: () => {} }));

beforeEach(() => usePlayerStore.setState(initialPlayerState(), true));

// Generous: the bar is a lazy chunk, and CI machines are shared.
describe('PlayerBarRegion', () => {
  it('renders nothing without a song, then the bar, which reserves layout space', async () => {
    const { container } = render(<PlayerBarRegion />);
    expect(container).toBeEmptyDOMElement();
    act(() => playSong(song('a'), [song('a'), song('b')], 0));
    const bar = await screen.findByRole('region', { name: 'Music player' });
    expect(bar).toHaveTextContent('Song a');
    expect(screen.getByRole('button', { name: 'Queue (2 songs)' })).toBeInTheDocument();
    // Set by an effect after the bar's first paint: a lazily loaded bar commits outside act(),
    // so the effect may not have run when the region is first found.
    await waitFor(() =>
      expect(document.documentElement.style.getPropertyValue('--player-bar-space')).toMatch(/px$/),
    );
    for (const name of ['Like', 'Previous', 'Pause', 'Next', 'Mute', 'Expand', 'Seek', 'Volume']) {
      expect(screen.getByLabelText(name, { exact: true })).toBeInTheDocument();
    }
  });
});
