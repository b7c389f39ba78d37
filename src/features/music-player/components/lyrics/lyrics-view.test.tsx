import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '@shared/config/runtime-config';
import { stubFetch } from '@/test/stub-fetch';
import { fakePlaybackEngine } from '@/test/fake-playback-engine';
import { testConfig } from '@shared/test/test-config';
import { initialPlayerState, usePlayerStore } from '../../model/player.store';
import { reportProgress } from '../../engine/engine-binding';
import { connectEngine, seek } from '../../player-actions';
import LyricsView from './lyrics-view';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    {children}
  </QueryClientProvider>
);
const answer = (data: unknown, status = 200) =>
  stubFetch(() => ({ status, body: status === 200 ? { success: true, data } : {} }));

beforeEach(() => {
  setRuntimeConfig(testConfig());
  usePlayerStore.setState({ ...initialPlayerState(), duration: 60 }, true);
  Element.prototype.scrollTo = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe('LyricsView', () => {
  it('highlights the line being sung as playback moves, and a click seeks to a line', async () => {
    answer({ lrc: '[00:04.00]One\n[00:08.00]Two\n[00:12.00]Three\n[00:20.00]' });
    const { engine } = fakePlaybackEngine();
    const unbind = connectEngine(engine);
    render(<LyricsView songId="a" onSeek={seek} />, { wrapper });
    const lines = await screen.findAllByRole('button');
    expect(lines.map((line) => line.textContent)).toEqual(['One', 'Two', 'Three']);
    const current = () => screen.queryAllByRole('button').findIndex((b) => b.ariaCurrent);
    expect(current()).toBe(-1);
    act(() => reportProgress(8.2, 60));
    expect(current()).toBe(1);
    expect(lines[1]).toHaveAttribute('aria-current', 'true');
    act(() => reportProgress(21, 60));
    expect(current()).toBe(-1);

    await userEvent.click(screen.getByRole('button', { name: 'Three' }));
    expect(engine.seek).toHaveBeenLastCalledWith(12);
    expect(current()).toBe(2);
    unbind();
  });

  it('shows plain lyrics as text', async () => {
    answer({ lrc: null, plain: 'Verse one\nVerse two' });
    render(<LyricsView songId="b" onSeek={seek} />, { wrapper });
    expect(await screen.findByText('Verse one')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when a song has no lyrics, and offers a retry when they fail to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answer(null, 404);
    const { unmount } = render(<LyricsView songId="c" onSeek={seek} />, { wrapper });
    expect(screen.getByRole('status')).toHaveTextContent('Loading lyrics…');
    expect(await screen.findByText('No lyrics for this song')).toBeInTheDocument();
    unmount();

    answer(null, 500);
    render(<LyricsView songId="d" onSeek={seek} />, { wrapper });
    expect(await screen.findByRole('alert')).toHaveTextContent('The lyrics could not be loaded.');
    answer({ lrc: '[00:01.00]Back' });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Back' })).toBeInTheDocument();
  });
});
