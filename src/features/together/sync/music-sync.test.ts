import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { create } from 'zustand';
import type { PlayerState } from '@/features/music-player';
import { song } from '@/test/song-fixtures';
import { useTogetherStore, initialTogetherState } from '../model/room.store';

/** The player: a store of its own, and an engine that still reads the song before it. */
const engine = vi.hoisted(() => ({ seconds: 0 }));
const players = vi.hoisted(() => ({ store: null as unknown as ReturnType<typeof makeStore> }));
function makeStore() {
  const first = song('a', 120);
  return create<Partial<PlayerState>>()(() => ({
    currentSong: first,
    queue: [first, song('b', 30)],
    currentIndex: 0,
    isPlaying: true,
    isShuffled: false,
    currentTime: 0,
    duration: 120,
  }));
}
vi.mock('@/features/music-player', () => ({
  get usePlayerStore() {
    return players.store;
  },
  syncedPlayback: {
    position: () => ({ seconds: engine.seconds, at: performance.now(), playing: true, rate: 1 }),
    setRate: () => undefined,
  },
  onSeek: () => () => undefined,
  onSongStart: () => () => undefined,
  playQueueAt: vi.fn(),
  pause: vi.fn(),
  resume: vi.fn(),
  seek: vi.fn(),
}));
const sent = vi.hoisted(() => ({ media: [] as { position: number }[] }));
vi.mock('../model/room-actions', () => ({
  sendMedia: (_media: unknown, playback: { position: number }) => sent.media.push(playback),
  sendPlayback: () => undefined,
  sharedNow: () => 1_000_000,
}));

const { startMusicSync } = await import('./music-sync');

beforeEach(() => {
  players.store = makeStore();
  sent.media = [];
  useTogetherStore.setState({ ...initialTogetherState(), hostKey: 'host-key' });
});
let stop = () => {};
afterEach(() => stop());

describe('startMusicSync, as the host', () => {
  it('says a song it skips to starts at its start, not where the song before it was', () => {
    stop = startMusicSync();
    engine.seconds = 95; // the engine has not loaded the next song yet
    const { queue } = players.store.getState();
    players.store.setState({
      currentSong: queue![1],
      currentIndex: 1,
      currentTime: 0,
      duration: 30,
    });
    expect(sent.media.at(-1)?.position).toBe(0);
  });

  it('says where the song is when only the queue changes', () => {
    stop = startMusicSync();
    engine.seconds = 42;
    const { queue } = players.store.getState();
    players.store.setState({ queue: [...queue!, song('c')] });
    expect(sent.media.at(-1)?.position).toBe(42);
  });
});
