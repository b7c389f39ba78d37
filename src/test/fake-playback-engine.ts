import { vi } from 'vitest';
import type {
  PlaybackEngine,
  PlaybackEvents,
} from '@/features/music-player/engine/playback-engine';

/** An audio engine that records the commands it is given; `emit()` sends its events. */
export function fakePlaybackEngine() {
  let events: PlaybackEvents | null = null;
  const engine = {
    load: vi.fn(),
    play: vi.fn(async () => true),
    pause: vi.fn(),
    seek: vi.fn(),
    setVolume: vi.fn(),
    setEvents: (e: PlaybackEvents) => {
      events = e;
    },
  } satisfies PlaybackEngine;
  return { engine, emit: () => events! };
}
