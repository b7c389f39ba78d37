import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-app';
import { song } from '@/test/song-fixtures';
import { stubFetch } from '@/test/stub-fetch';
import { initialPlayerState, usePlayerStore } from '../model/player.store';
import { NowPlaying } from './now-playing';

/**
 * Listeners added and not yet removed, by target, type, function and phase: what
 * `getEventListeners` would list, for every target the page touched.
 */
function trackListeners() {
  const live = new Map<EventTarget, Set<string>>();
  const ids = new WeakMap<object, number>();
  let next = 0;
  const id = (fn: unknown) => {
    if (typeof fn !== 'function' && (typeof fn !== 'object' || fn === null)) return 0;
    if (!ids.has(fn)) ids.set(fn, (next += 1));
    return ids.get(fn)!;
  };
  const key = (type: string, fn: unknown, options?: boolean | AddEventListenerOptions) =>
    `${type}:${id(fn)}:${typeof options === 'boolean' ? options : Boolean(options?.capture)}`;
  // jsdom's window has methods of its own; every other target takes EventTarget's.
  for (const owner of [EventTarget.prototype, window] as EventTarget[]) {
    const { addEventListener: add, removeEventListener: remove } = owner;
    vi.spyOn(owner, 'addEventListener').mockImplementation(function (
      this: EventTarget,
      type,
      fn,
      options,
    ) {
      if (!live.has(this)) live.set(this, new Set());
      live.get(this)!.add(key(type, fn, options));
      add.call(this, type, fn, options);
    });
    vi.spyOn(owner, 'removeEventListener').mockImplementation(function (
      this: EventTarget,
      type,
      fn,
      options,
    ) {
      live.get(this)?.delete(key(type, fn, options));
      remove.call(this, type, fn, options);
    });
  }
  return () => [...live.values()].reduce((sum, set) => sum + set.size, 0);
}

const lyricsOf = (id: string) =>
  Array.from({ length: 5 }, (_, i) => `[00:0${i}.00]${id} line ${i + 1}`).join('\n');

beforeEach(() => {
  Element.prototype.scrollTo = vi.fn();
  stubFetch((url) => ({
    body: { success: true, data: { lrc: lyricsOf(url.pathname.split('/').pop() ?? '') } },
  }));
  usePlayerStore.setState({ ...initialPlayerState(), duration: 60 }, true);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('Now Playing over many songs', () => {
  it('holds as many nodes and listeners after 2N songs as after N, lyrics shown', async () => {
    const listeners = trackListeners();
    const play = async (n: number) => {
      act(() => usePlayerStore.setState({ currentSong: song(`s${n}`), isPlaying: true }));
      const line = await screen.findByRole('button', { name: `s${n} line 1` }, { timeout: 5000 });
      expect(line).toBeInTheDocument();
    };
    usePlayerStore.setState({ currentSong: song('s0'), queue: [song('s0')], currentIndex: 0 });
    renderWithProviders(<NowPlaying onClose={() => undefined} onOpenQueue={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Lyrics' }));
    await play(1);

    const songs = 6;
    for (let n = 2; n <= songs; n += 1) await play(n);
    const after = { nodes: document.getElementsByTagName('*').length, listeners: listeners() };
    for (let n = songs + 1; n <= 2 * songs; n += 1) await play(n);
    expect({ nodes: document.getElementsByTagName('*').length, listeners: listeners() }).toEqual(
      after,
    );
  }, 30_000);
});
