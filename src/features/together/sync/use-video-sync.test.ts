import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Playback, VideoMedia } from '@shared/together/messages';
import { initialTogetherState, useTogetherStore } from '../model/room.store';
import { useVideoSync } from './use-video-sync';
import type { VideoBridge, VideoEvent } from './video-bridge';

/** The room's clock: unknown until `clockReady`, then 1 000 ms ahead of this tab's. */
let clockReady = false;
const sent: Playback[] = [];
vi.mock('../model/room-actions', () => ({
  sharedNow: (local = performance.now()) => (clockReady ? local + 1000 : null),
  sendPlayback: (playback: Playback) => {
    sent.push(playback);
    useTogetherStore.setState((s) => (s.state ? { state: { ...s.state, playback } } : {}));
  },
  sendMedia: vi.fn(),
}));

const media: VideoMedia = {
  kind: 'video',
  type: 'movie',
  id: 550,
  season: 0,
  episode: 0,
  server: 'demo',
  title: 'Fight Club',
};

function hostBridge() {
  const listeners = new Set<(event: VideoEvent) => void>();
  const bridge: VideoBridge = {
    media,
    capability: 'controlled',
    takesStartTime: true,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    lastKnown: () => ({ playing: false, position: 0 }),
    command: vi.fn(),
    reloadAt: vi.fn(),
    go: vi.fn(),
  };
  const report = (event: string, currentTime: number) =>
    act(() => listeners.forEach((listener) => listener({ event, currentTime, duration: 300 })));
  return { bridge, report };
}

beforeEach(() => {
  vi.useFakeTimers();
  clockReady = false;
  sent.length = 0;
  useTogetherStore.setState({
    ...initialTogetherState(),
    room: 'room-1',
    hostKey: 'key',
    state: {
      media,
      playback: { playing: false, position: 0, at: 0 },
      members: [],
      everyone: false,
    },
  });
});
afterEach(() => vi.useRealTimers());

describe('the host’s player before the room’s clock is known', () => {
  it('tells the room its last change once the clock is, and is not pulled back', async () => {
    const { bridge, report } = hostBridge();
    renderHook(() => useVideoSync(bridge));
    report('play', 0);
    report('seeked', 100);
    report('pause', 100);
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(sent).toEqual([]);

    clockReady = true;
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ playing: false, position: 100 });
    expect(bridge.command).not.toHaveBeenCalled();
  });
});
