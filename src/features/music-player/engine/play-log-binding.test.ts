import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as PlayLog from '@/lib/storage/play-log';
import { DEFAULT_SETTINGS, useSettingsStore } from '@/lib/settings';
import { song } from '../../../test/song-fixtures';
import { initialPlayerState, usePlayerStore } from '../model/player.store';
import { bindPlayLog } from './play-log-binding';

const saveSongPlay = vi.hoisted(() => vi.fn());
vi.mock('@/lib/storage/play-log', async (original) => ({
  ...(await original<typeof PlayLog>()),
  saveSongPlay,
}));

/** The player playing `id` from 0 to `to` seconds, one report a second. */
function play(id: string, to: number) {
  usePlayerStore.setState({
    currentSong: song(id, 200),
    isPlaying: true,
    currentTime: 0,
    duration: 200,
  });
  for (let t = 1; t <= to; t++) {
    vi.advanceTimersByTime(1000);
    usePlayerStore.setState({ currentTime: t });
  }
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date(2026, 6, 1, 8) });
  usePlayerStore.setState(initialPlayerState(), true);
  useSettingsStore.setState({ settings: { ...DEFAULT_SETTINGS } });
  saveSongPlay.mockClear();
});
afterEach(() => vi.useRealTimers());

describe('the music player’s play log', () => {
  it('saves each play from what the player shows, through the layer', () => {
    const stop = bindPlayLog();
    play('a', 40);
    play('b', 10);
    usePlayerStore.setState({ isPlaying: false });
    stop();
    const plays = new Map(
      saveSongPlay.mock.calls as [string, { songId: string; seconds: number }][],
    );
    expect([...plays.values()].map((p) => [p.songId, p.seconds])).toEqual([
      ['a', 40],
      ['b', 10],
    ]);
  });

  it('saves nothing in incognito mode', () => {
    useSettingsStore.setState({ settings: { ...DEFAULT_SETTINGS, incognitoMode: true } });
    const stop = bindPlayLog();
    play('a', 40);
    stop();
    expect(saveSongPlay).not.toHaveBeenCalled();
  });
});
